import { pointsByRound, type TournamentState } from '@marshal/tournament';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../components/table-scroll';

const W = 160;
const H = 64;

/** One player's points per round as bars, with the running total as a line; the label says the same in words. */
function PlayerChart({ name, rounds, max, count }: { name: string; rounds: ReturnType<typeof pointsByRound>[number]['rounds']; max: number; count: number }) {
  const { t: tr } = useTranslation('tournament');
  const step = W / count;
  const y = (v: number) => H - 12 - (v / max) * (H - 16);
  const said = rounds
    .map((r) => tr('chart.round', { round: r.round, points: r.points === null ? tr('chart.notFinal') : tr('chart.points', { count: r.points }) }))
    .join(', ');
  const total = rounds[rounds.length - 1]?.total ?? 0;
  const line = rounds.map((r, i) => `${(i + 0.5) * step},${y(r.total)}`).join(' ');
  return (
    <figure className="points-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={tr('chart.total', { name, said, total })}>
        {rounds.map((r, i) => (
          <g key={r.round}>
            <rect x={i * step + 3} width={step - 6} y={y(r.points ?? 0)} height={H - 12 - y(r.points ?? 0)} fill="#7a9cc6" />
            <text x={(i + 0.5) * step} y={H - 2} fontSize="8" textAnchor="middle">
              {r.round}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" stroke="#b04a2f" strokeWidth="1.5" />
      </svg>
      <figcaption>
        {name} — {total}
      </figcaption>
    </figure>
  );
}

/** Points by round for each player (bars: the round's points; line: the running total), with the same as a table. */
export function PointsByRound({ state }: { state: TournamentState }) {
  const { t: tr } = useTranslation('tournament');
  if (!state.rounds.length) return null;
  const progress = pointsByRound(state);
  const max = Math.max(1, ...progress.flatMap((p) => p.rounds.map((r) => r.total)));
  return (
    <section className="panel" aria-label={tr('chart.heading')}>
      <h2>{tr('chart.heading')}</h2>
      <p className="hint">{tr('chart.hint')}</p>
      <div className="points-grid">
        {progress.map((p) => (
          <PlayerChart key={p.player} name={p.name} rounds={p.rounds} max={max} count={state.rounds.length} />
        ))}
      </div>
      <details>
        <summary>{tr('chart.asTable')}</summary>
        <TableScroll label={tr('chart.tableLabel')}>
          <table aria-label={tr('chart.tableLabel')}>
            <thead>
              <tr>
                <th>{tr('table.player')}</th>
                {state.rounds.map((r) => (
                  <th key={r.number}>{tr('chart.duelShort', { number: r.number })}</th>
                ))}
                <th>{tr('chart.sum')}</th>
              </tr>
            </thead>
            <tbody>
              {progress.map((p) => (
                <tr key={p.player}>
                  <td>{p.name}</td>
                  {p.rounds.map((r) => (
                    <td key={r.round}>{r.points ?? '–'}</td>
                  ))}
                  <td>{p.rounds[p.rounds.length - 1]?.total ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </section>
  );
}
