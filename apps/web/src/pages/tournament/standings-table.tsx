import type { StandingRow } from '@marshal/tournament';
import { isFinal, tiebreakerById, type TournamentState } from '@marshal/tournament';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';

/** Whether any duel of the event has a final result (before that, nobody is "tied" and no coin toss is pending). */
export const anyPlayed = (state: TournamentState): boolean => state.rounds.some((r) => r.duels.some(isFinal));

/**
 * The standings with the tiebreaker that separated each player from the next. Narrow screens drop the detail columns and
 * show their values as one line under the player's name instead, so nothing is hidden on a phone.
 */
export function StandingsTable({ rows, caption, played = true }: { rows: readonly StandingRow[]; caption: string; played?: boolean }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  /** What separated the player from the next: a tiebreaker's name, "tied", or nothing when points did (or before any duel is played). */
  const decided = (r: StandingRow): string =>
    !played
      ? ''
      : r.tiedWithNext
        ? tr('table.tied')
        : r.aheadOfNextBy === 'points' || !r.aheadOfNextBy
          ? ''
          : en.tournament(tiebreakerById(r.aheadOfNextBy)?.label ?? r.aheadOfNextBy);
  return (
    <table className="standings" aria-label={caption}>
      <thead>
        <tr>
          <th>#</th>
          <th>{tr('table.player')}</th>
          <th>{tr('table.points')}</th>
          <th title={tr('table.killsTitle')}>{tr('table.kills')}</th>
          <th className="wide" title={tr('table.cripTitle')}>
            {tr('table.crip')}
          </th>
          <th className="wide" title={tr('table.pulseTitle')}>
            {tr('table.pulse')}
          </th>
          <th className="wide" title={tr('table.precTitle')}>
            {tr('table.prec')}
          </th>
          <th className="wide" title={tr('table.unpTitle')}>
            {tr('table.unp')}
          </th>
          <th className="wide">{tr('table.decidedBy')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-player={r.id}>
            <td>{r.place}</td>
            <td>
              {r.name}
              <span className="narrow-detail">
                {tr('table.narrowDetail', { crip: r.crippling, pulse: r.rosterPulsePoints, prec: r.rosterPrecisionPoints, unp: r.unpainted })}
                {decided(r) && ` · ${tr('table.decidedBy')}: ${decided(r)}`}
              </span>
            </td>
            <td>{r.points}</td>
            <td>{r.kills}</td>
            <td className="wide">{r.crippling}</td>
            <td className="wide">{r.rosterPulsePoints}</td>
            <td className="wide">{r.rosterPrecisionPoints}</td>
            <td className="wide">{r.unpainted}</td>
            <td className="wide">{decided(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
