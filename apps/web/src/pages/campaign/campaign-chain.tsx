import { useTranslation } from 'react-i18next';
import { scenarioTitle } from './campaign-words';
import { type BriefingNext, type CampaignRules, type CampaignState, type ScenarioType, scenarioBriefings } from '@marshal/campaign';
import { formatSource } from '../../i18n/source-text';
import { TableScroll } from '../../components/table-scroll';
import { i18next } from '../../i18n/i18n';

/** The scenario chain drawn as a chart: every scenario, the A and D arrows between them, the turns fought in each, the current position. */

type Node = ScenarioType | 'attacker-victory' | 'defender-victory';
const W = 140;
const H = 40;
const AT: Readonly<Record<Node, readonly [number, number]>> = {
  landing: [80, 140],
  'meeting-engagement': [240, 140],
  advance: [410, 50],
  pursuit: [580, 50],
  assault: [750, 50],
  defense: [410, 230],
  counterattack: [580, 230],
  'attacker-victory': [750, 140],
  'defender-victory': [750, 230],
};
const END_TITLES = { 'attacker-victory': 'chain.goalTaken', 'defender-victory': 'chain.thrownBack' } as const;
export const nodeTitle = (n: BriefingNext | Node) =>
  n === 'attacker-victory' || n === 'defender-victory' ? i18next.t(END_TITLES[n], { ns: 'campaign' }) : scenarioTitle(n);

interface Arrow {
  readonly from: Node;
  readonly to: Node;
  readonly letter: 'A' | 'D';
  readonly taken: boolean;
}

/** Where the segment from the centre of `a` towards `b` leaves a's box. */
function edgePoint([ax, ay]: readonly [number, number], [bx, by]: readonly [number, number]): [number, number] {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.min(dx ? W / 2 / Math.abs(dx) : Infinity, dy ? H / 2 / Math.abs(dy) : Infinity);
  return [ax + dx * t, ay + dy * t];
}

function arrowPath(a: Arrow, twoWay: boolean): { d: string; label: [number, number] } {
  if (a.from === a.to) {
    const [x, y] = AT[a.from];
    return { d: `M ${x - 18} ${y - H / 2} C ${x - 30} ${y - 70}, ${x + 30} ${y - 70}, ${x + 18} ${y - H / 2}`, label: [x, y - 62] };
  }
  const [fx, fy] = AT[a.from];
  const [tx, ty] = AT[a.to];
  const len = Math.hypot(tx - fx, ty - fy);
  const off = twoWay ? 7 : 0;
  const [nx, ny] = [(-(ty - fy) / len) * off, ((tx - fx) / len) * off];
  const p = edgePoint([fx + nx, fy + ny], [tx + nx, ty + ny]);
  const q = edgePoint([tx + nx, ty + ny], [fx + nx, fy + ny]);
  return {
    d: `M ${p[0].toFixed(1)} ${p[1].toFixed(1)} L ${q[0].toFixed(1)} ${q[1].toFixed(1)}`,
    label: [(p[0] + q[0]) / 2 + nx * 1.6, (p[1] + q[1]) / 2 + ny * 1.6],
  };
}

/** Turns fought in each scenario (finished ones from the history, then the turn in play). */
export function turnsByScenario(s: CampaignState): Map<ScenarioType, number[]> {
  const m = new Map<ScenarioType, number[]>();
  const add = (sc: ScenarioType, t: number) => m.set(sc, [...(m.get(sc) ?? []), t]);
  for (const h of s.history) add(h.scenario, h.turn);
  if (!s.ended && !s.history.some((h) => h.turn === s.turn)) add(s.scenario.type, s.turn);
  return m;
}

function arrowsOf(s: CampaignState, rules: CampaignRules): Arrow[] {
  const steps = new Set<string>();
  const path: { scenario: Node; winner: string | null }[] = s.history.map((h) => ({ scenario: h.scenario, winner: h.winner }));
  if (s.ended) path.push({ scenario: s.ended.winner === 'attacker' ? 'attacker-victory' : 'defender-victory', winner: null });
  else if (!s.history.some((h) => h.turn === s.turn)) path.push({ scenario: s.scenario.type, winner: null });
  for (let i = 0; i + 1 < path.length; i++) {
    const [here, next] = [path[i]!, path[i + 1]!];
    if (here.winner) steps.add(`${here.scenario}>${next.scenario}>${here.winner === 'attacker' ? 'A' : 'D'}`);
  }
  return scenarioBriefings(s, rules).flatMap((b) =>
    (['A', 'D'] as const).map((letter) => ({
      from: b.scenario,
      to: b.next[letter] as Node,
      letter,
      taken: steps.has(`${b.scenario}>${b.next[letter]}>${letter}`),
    })),
  );
}

export function ScenarioChain({ s, rules }: { readonly s: CampaignState; readonly rules: CampaignRules }) {
  const { t: tr } = useTranslation('campaign');
  const arrows = arrowsOf(s, rules);
  const fought = turnsByScenario(s);
  const now: Node | null = s.ended ? (s.ended.winner === 'attacker' ? 'attacker-victory' : 'defender-victory') : s.scenario.type;
  const nodes = Object.keys(AT) as Node[];
  const foughtText = [...fought].map(([sc, t]) => tr('chain.foughtIn', { scenario: scenarioTitle(sc), turns: t.join(', ') })).join('; ');
  const summary = `${tr('chain.summary')} ${now ? tr('chain.now', { node: nodeTitle(now) }) : ''} ${foughtText}.`;
  return (
    <section className="panel" aria-labelledby="chain">
      <h2 id="chain">{tr('chain.heading')}</h2>
      <p className="hint">
        {tr('chain.hint')} <span className="source">[{formatSource(rules.scenarioChart.source)}]</span>
      </p>
      <TableScroll label={tr('chain.chart')}>
        <svg className="campaign-chain" viewBox="0 0 830 290" role="img" aria-label={summary}>
          <defs>
            <marker
              id="chain-head"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="9"
              markerHeight="9"
              markerUnits="userSpaceOnUse"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill="context-stroke" />
            </marker>
          </defs>
          {arrows.map((a) => {
            const { d, label } = arrowPath(
              a,
              arrows.some((b) => b.from === a.to && b.to === a.from),
            );
            return (
              <g key={`${a.from}-${a.letter}`} className={`chain-arrow ${a.letter === 'A' ? 'attacker' : 'defender'}${a.taken ? ' taken' : ''}`}>
                <path d={d} markerEnd="url(#chain-head)" fill="none" />
                <text x={label[0]} y={label[1]} textAnchor="middle" dominantBaseline="middle">
                  {a.letter}
                </text>
              </g>
            );
          })}
          {nodes.map((n) => {
            const [x, y] = AT[n];
            const turns = n === 'attacker-victory' || n === 'defender-victory' ? undefined : fought.get(n);
            return (
              <g key={n} className={`chain-node${turns ? ' fought' : ''}${n === now ? ' now' : ''}`} data-node={n}>
                <rect x={x - W / 2} y={y - H / 2} width={W} height={H} rx={6} />
                <text x={x} y={turns ? y - 5 : y} textAnchor="middle" dominantBaseline="middle">
                  {nodeTitle(n)}
                </text>
                {turns && (
                  <text x={x} y={y + 11} textAnchor="middle" dominantBaseline="middle" className="turns">
                    {turns.length > 3
                      ? tr('chain.turnRange', { first: turns[0], last: turns[turns.length - 1] })
                      : tr('chain.turnList', { count: turns.length, turns: turns.join(', ') })}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </TableScroll>
      <details>
        <summary>{tr('chain.asTable')}</summary>
        <div className="table-scroll">
          <table className="chain-table">
            <thead>
              <tr>
                <th scope="col">{tr('chain.scenario')}</th>
                <th scope="col">{tr('chain.turns')}</th>
                <th scope="col">{tr('chain.aWins')}</th>
                <th scope="col">{tr('chain.dWins')}</th>
              </tr>
            </thead>
            <tbody>
              {scenarioBriefings(s, rules).map((b) => (
                <tr key={b.scenario} aria-current={b.scenario === now ? 'step' : undefined}>
                  <th scope="row">
                    {b.title}
                    {b.scenario === now ? tr('chain.nowMark') : ''}
                  </th>
                  <td>{fought.get(b.scenario)?.join(', ') ?? '—'}</td>
                  <td>{nodeTitle(b.next.A)}</td>
                  <td>{nodeTitle(b.next.D)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
