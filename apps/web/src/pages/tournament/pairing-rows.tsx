import { describeMapChoice, type DuelState, type TournamentState } from '@marshal/tournament';
import { playerName } from './use-tournament';

function skills(d: DuelState, side: 'a' | 'b'): string {
  const p = d.balance?.[side];
  return p ? `${p.gunnery}/${p.piloting}, ${p.adjustedBv} BV` : '';
}

/** A duel's result in names and points: "3 – 1 (Pilot 2 destroyed)". */
function result(d: DuelState): string {
  if (!d.final) return d.status;
  if (!d.b) return `bye, ${d.final.score.a.total}`;
  const r = d.final.result;
  const how = r ? ` (${r.a} / ${r.b}, ${r.gameRounds} rounds)` : '';
  return `${d.final.score.a.total} – ${d.final.score.b?.total ?? ''}${how}`;
}

export function PairingRows({ state, duels, label = 'Pairings' }: { state: TournamentState; duels: readonly DuelState[]; label?: string }) {
  return (
    <table className="pairings" aria-label={label}>
      <thead>
        <tr>
          <th>Table</th>
          <th>Player</th>
          <th>Opponent</th>
          <th>Result</th>
        </tr>
      </thead>
      <tbody>
        {duels.map((d) => [
          <tr key={d.id} data-pairing={d.id}>
            <td>{d.table ?? '—'}</td>
            <td>
              {playerName(state, d.a.player)}
              <div className="hint">
                {d.a.mech} ({skills(d, 'a')})
              </div>
            </td>
            <td>
              {d.b ? (
                <>
                  {playerName(state, d.b.player)}
                  <div className="hint">
                    {d.b.mech} ({skills(d, 'b')})
                  </div>
                </>
              ) : (
                'bye'
              )}
            </td>
            <td>{result(d)}</td>
          </tr>,
          d.mapChoice && (
            <tr key={`${d.id}-map`} className="map-row">
              <td colSpan={4} className="hint" data-map-record={d.id}>
                Map {d.mapChoice.map}: {describeMapChoice(d.mapChoice, (p) => playerName(state, p))}
              </td>
            </tr>
          ),
        ])}
      </tbody>
    </table>
  );
}
