import { type Comparison, parseDice, totalsTable } from '@marshal/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';

export interface OddsChartProps {
  /** Dice notation, e.g. "2d6" or "1d6+1". */
  readonly roll: string;
  /** Totals that succeed are highlighted: at least / at most `target`. Omit both to show the plain distribution. */
  readonly comparison?: Comparison;
  readonly target?: number;
  /** Overrides the success test, e.g. to highlight one table row's totals. */
  readonly highlight?: (total: number) => boolean;
  /** Accessible name for the chart; a description of the numbers is added. */
  readonly label?: string;
  /** Legend words for highlighted and other totals; default "succeeds" / "fails". */
  readonly legend?: readonly [string, string];
}

const BAR = 24;
const GAP = 4;
const HEIGHT = 120;
const AXIS = 18;
const MAX_BARS = 150;

/** SVG bar chart of every total of a roll with its exact probability; the success region is highlighted. */
export function OddsChart({ roll, comparison, target, highlight, label, legend: given }: OddsChartProps) {
  const { t } = useTranslation();
  const { percent } = useFormat();
  const legend = given ?? [t('odds.succeeds'), t('odds.fails')];
  const spec = parseDice(roll);
  if (spec.count * (spec.sides - 1) + 1 > MAX_BARS) return <p className="hint">{t('odds.tooMany', { roll, max: MAX_BARS })}</p>;
  const rows = totalsTable(spec);
  const succeeds = highlight ?? ((t: number) => (target === undefined ? false : comparison === 'at-most' ? t <= target : t >= target));
  const max = Math.max(...rows.map((r) => r.probability));
  const width = rows.length * (BAR + GAP) + GAP;
  const every = Math.ceil(rows.length / 24);
  const hit = rows.filter((r) => succeeds(r.total)).reduce((s, r) => s + r.probability, 0);
  const range = { label: label ?? t('odds.distribution', { roll }), from: rows[0]!.total, to: rows[rows.length - 1]!.total };
  const name = target !== undefined || highlight ? t('odds.nameHighlighted', { ...range, chance: percent(hit) }) : t('odds.name', range);
  return (
    <figure className="odds-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} role="img" aria-label={name} preserveAspectRatio="xMidYMid meet">
        {rows.map((r, i) => {
          const h = max > 0 ? Math.max(1, (r.probability / max) * (HEIGHT - 4)) : 0;
          const x = GAP + i * (BAR + GAP);
          const on = succeeds(r.total);
          return (
            <g key={r.total} className={on ? 'bar success' : 'bar'}>
              <title>{t(on ? 'odds.barHighlighted' : 'odds.bar', { total: r.total, chance: percent(r.probability), count: Number(r.ways) })}</title>
              <rect x={x} y={HEIGHT - h} width={BAR} height={h} rx={2} />
              {i % every === 0 && (
                <text x={x + BAR / 2} y={HEIGHT + AXIS - 4} textAnchor="middle">
                  {r.total}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {(target !== undefined || highlight) && (
        <figcaption>
          <span className="legend success" aria-hidden="true" /> {legend[0]}
          <span className="legend" aria-hidden="true" /> {legend[1]}
        </figcaption>
      )}
    </figure>
  );
}
