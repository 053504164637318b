import { formatSource } from '../../i18n/source-text';
import type { SideResult } from '@marshal/missions';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { useFormat } from '../../i18n/format';
import { crewWords } from './unit-standing';
import type { StatusView } from './use-mission-game';

function SideLine({ name, r }: { name: string; r: SideResult }) {
  const { t: tr } = useTranslation('missions');
  const f = useFormat();
  const engine = useEngineText();
  return (
    <div className={`side-result outcome-${r.outcome}`} data-side={name}>
      <strong>{tr(`side.${name}`)}</strong>: {tr(`outcome.${r.outcome}`)}
      {r.payPercent !== null && tr('status.pay', { pct: f.number(r.payPercent / 100, { style: 'percent' }) })}
      {r.factionPoints && tr('status.points', { points: tr(`status.factionPoints.${r.factionPoints}`) })}
      <ul className="reasons">
        {r.reasons.map((x) => (
          <li key={x.text}>
            {engine.missionStatus(x.text)} <span className="source">[{formatSource(x.source)}]</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Live mission status with its reasons; after the game, the wash-up. */
export function MissionStatusView({ view, ended }: { view: StatusView; ended: boolean }) {
  const { t: tr } = useTranslation('missions');
  const engine = useEngineText();
  const w = view.washUp;
  const side = (s: string | null) => (s ? tr(`side.${s}`) : '—');
  return (
    <section className="panel" aria-label={tr('status.label')}>
      <h2>{ended ? tr('status.washUp') : tr('status.status')}</h2>
      <SideLine name="attacker" r={view.status.attacker} />
      <SideLine name="defender" r={view.status.defender} />
      <p>
        {tr('status.salvage')} <strong>{side(w.salvage.controller)}</strong> — {engine.missionStatus(w.salvage.reason.text)}{' '}
        <span className="source">[{formatSource(w.salvage.reason.source)}]</span>
      </p>
      {ended && (
        // A table on a wide screen; on a phone each unit is a card of labelled lines (`cards-on-phone`), nothing to scroll.
        <table className="wash-up cards-on-phone" aria-label={tr('status.unitTable')}>
          <thead>
            <tr>
              <th scope="col">{tr('status.unit')}</th>
              <th scope="col">{tr('status.side')}</th>
              <th scope="col">{tr('status.fate')}</th>
              <th scope="col">{tr('status.crew')}</th>
              <th scope="col">{tr('status.salvageTo')}</th>
              <th scope="col">{tr('status.notes')}</th>
            </tr>
          </thead>
          <tbody>
            {w.units.map((u) => (
              <tr key={u.id}>
                <th scope="row">
                  {u.name}
                  {u.pilot && <span className="pilot">{tr('unit.pilot', { pilot: u.pilot })}</span>}
                </th>
                <td data-label={tr('status.side')}>{tr(`side.${u.side}`)}</td>
                <td data-label={tr('status.fate')}>{tr(`unit.status.${u.status}`)}</td>
                <td data-label={tr('status.crew')}>{crewWords(u.crew)}</td>
                <td data-label={tr('status.salvageTo')}>{side(u.salvageTo)}</td>
                <td data-label={tr('status.notes')} className={u.notes.length ? undefined : 'empty-on-phone'}>
                  {u.notes.map((n) => engine.missionStatus(n)).join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
