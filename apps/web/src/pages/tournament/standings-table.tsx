import type { StandingRow } from '@marshal/tournament';
import { tiebreakerById } from '@marshal/tournament';

/** The standings with the tiebreaker that separated each player from the next; narrow screens drop the detail columns. */
export function StandingsTable({ rows, caption }: { rows: readonly StandingRow[]; caption: string }) {
  return (
    <table className="standings" aria-label={caption}>
      <thead>
        <tr>
          <th>#</th>
          <th>Player</th>
          <th>Pts</th>
          <th title="a) 'Mechs destroyed">Kills</th>
          <th className="wide" title="b) crippling damage inflicted">
            Crip.
          </th>
          <th className="wide" title="d) pulse points in the roster">
            Pulse
          </th>
          <th className="wide" title="e) precision points in the roster">
            Prec.
          </th>
          <th className="wide" title="f) unpainted models used">
            Unp.
          </th>
          <th className="wide">Decided by</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-player={r.id}>
            <td>{r.place}</td>
            <td>{r.name}</td>
            <td>{r.points}</td>
            <td>{r.kills}</td>
            <td className="wide">{r.crippling}</td>
            <td className="wide">{r.rosterPulsePoints}</td>
            <td className="wide">{r.rosterPrecisionPoints}</td>
            <td className="wide">{r.unpainted}</td>
            <td className="wide">
              {r.tiedWithNext
                ? 'tied — coin toss pending'
                : r.aheadOfNextBy === 'points' || !r.aheadOfNextBy
                  ? ''
                  : (tiebreakerById(r.aheadOfNextBy)?.label ?? r.aheadOfNextBy)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
