import { formatSource } from '@marshal/core';
import type { SideResult } from '@marshal/missions';
import type { StatusView } from './use-mission-game';

function SideLine({ name, r }: { name: string; r: SideResult }) {
  return (
    <div className={`side-result outcome-${r.outcome}`} data-side={name}>
      <strong>{name}</strong>: {r.outcome.replace('-', ' ')}
      {r.payPercent !== null && <> · {r.payPercent}% of contracted pay</>}
      {r.factionPoints && <> · faction points: {r.factionPoints}</>}
      <ul className="reasons">
        {r.reasons.map((x) => (
          <li key={x.text}>
            {x.text} <span className="source">[{formatSource(x.source)}]</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Live mission status with its reasons; after the game, the wash-up. */
export function MissionStatusView({ view, ended }: { view: StatusView; ended: boolean }) {
  const w = view.washUp;
  return (
    <section className="panel" aria-label="Mission status">
      <h2>{ended ? 'Wash-up' : 'Status'}</h2>
      <SideLine name="attacker" r={view.status.attacker} />
      <SideLine name="defender" r={view.status.defender} />
      <p>
        Salvage: <strong>{w.salvage.controller}</strong> — {w.salvage.reason.text} <span className="source">[{formatSource(w.salvage.reason.source)}]</span>
      </p>
      {ended && (
        <div className="wash-up-wrap">
          <table className="wash-up">
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">Side</th>
                <th scope="col">Fate</th>
                <th scope="col">Crew</th>
                <th scope="col">Salvage to</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {w.units.map((u) => (
                <tr key={u.id}>
                  <td>{u.name}</td>
                  <td>{u.side}</td>
                  <td>{u.status}</td>
                  <td>{u.crew}</td>
                  <td>{u.salvageTo ?? '—'}</td>
                  <td>{u.notes.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
