import { useTranslation } from 'react-i18next';
import { type CampaignState, logisticsOverTurns } from '@marshal/campaign';

/** The logistics budget over turns: each side's running total of logistics paid, against the attacker's supply (and the defender's, if set). */

const W = 480;
const H = 260;
const PAD = { left: 56, right: 12, top: 18, bottom: 40 };
const SIDES = ['attacker', 'defender'] as const;

function ticks(max: number): number[] {
  const step = 10 ** Math.floor(Math.log10(Math.max(1, max / 4)));
  const nice = [1, 2, 5, 10].map((m) => m * step).find((s) => max / s <= 5) ?? step * 10;
  return Array.from({ length: Math.floor(max / nice) + 1 }, (_, i) => i * nice);
}

export function LogisticsPlot({ s }: { readonly s: CampaignState }) {
  const { t: tr } = useTranslation('campaign');
  const points = logisticsOverTurns(s);
  const supply = { attacker: s.sides.attacker.supply, defender: s.sides.defender.supply };
  const top = Math.max(1, ...points.flatMap((p) => [p.total.attacker, p.total.defender]), ...SIDES.map((side) => supply[side] ?? 0));
  const lastTurn = Math.max(1, ...points.map((p) => p.turn));
  const x = (turn: number) => PAD.left + (turn / lastTurn) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const line = (side: (typeof SIDES)[number]) => [[0, 0] as const, ...points.map((p) => [p.turn, p.total[side]] as const)];
  const described = SIDES.map((side) => {
    const paid = { side: tr(`side.${side}`), paid: points[points.length - 1]?.total[side] ?? 0, supply: supply[side] };
    return tr(supply[side] !== undefined ? 'logistics.paidOfSupply' : 'logistics.paid', paid);
  }).join('; ');
  return (
    <section className="panel" aria-labelledby="logistics">
      <h2 id="logistics">{tr('logistics.heading')}</h2>
      <svg className="logistics-plot" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={tr('logistics.plot', { described })}>
        {ticks(top).map((t) => (
          <g key={t} className="grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">
              {t}
            </text>
          </g>
        ))}
        {Array.from({ length: lastTurn + 1 }, (_, t) => (
          <text key={t} className="axis" x={x(t)} y={H - PAD.bottom + 20} textAnchor="middle">
            {t}
          </text>
        ))}
        <text className="axis" x={(PAD.left + W - PAD.right) / 2} y={H - 4} textAnchor="middle">
          {tr('logistics.turn')}
        </text>
        {SIDES.map((side) =>
          supply[side] !== undefined ? (
            <g key={`supply-${side}`} className={`supply ${side}`}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(supply[side]!)} y2={y(supply[side]!)} />
              <text x={W - PAD.right} y={y(supply[side]!) - 5} textAnchor="end">
                {tr('logistics.supply', { side: tr(`side.${side}`), supply: supply[side] })}
              </text>
            </g>
          ) : null,
        )}
        {SIDES.map((side) => (
          <g key={side} className={`series ${side}`}>
            <polyline
              points={line(side)
                .map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`)
                .join(' ')}
              fill="none"
            />
            {points.map((p) => (
              <circle key={p.turn} cx={x(p.turn)} cy={y(p.total[side])} r={3.5} />
            ))}
          </g>
        ))}
      </svg>
      <p className="logistics-legend">
        <span className="key attacker">{tr('logistics.key', { side: tr('side.attacker'), name: s.sides.attacker.name })}</span>{' '}
        <span className="key defender">{tr('logistics.key', { side: tr('side.defender'), name: s.sides.defender.name })}</span>
        {!s.ended ? ` · ${tr('logistics.soFar', { turn: s.turn })}` : ''}
        {SIDES.every((side) => supply[side] === undefined) ? ` · ${tr('logistics.noSupply')}` : ''}
      </p>
      <details>
        <summary>{tr('logistics.numbers')}</summary>
        <div className="table-scroll">
          <table className="logistics-table">
            <thead>
              <tr>
                <th scope="col">{tr('logistics.turn')}</th>
                <th scope="col">{tr('logistics.aPaid')}</th>
                <th scope="col">{tr('logistics.aTotal')}</th>
                <th scope="col">{tr('logistics.dPaid')}</th>
                <th scope="col">{tr('logistics.dTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.turn}>
                  <th scope="row">{p.turn}</th>
                  <td className="num">{p.spent.attacker}</td>
                  <td className="num">{p.total.attacker}</td>
                  <td className="num">{p.spent.defender}</td>
                  <td className="num">{p.total.defender}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
