import type { Proportion } from '@marshal/battletech';
import { useTranslation } from 'react-i18next';
import { formatters } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';

/** One bar of the plot: a proportion with its 95% interval. */
export interface OddsBar {
  readonly id: string;
  readonly label: string;
  /** Axis label (the full label is the bar's tooltip). */
  readonly tick: string;
  readonly value: Proportion;
}

const W = 640;
const H = 260;
const PAD = { left: 44, right: 12, top: 12, bottom: 56 };
const pct = (x: number) => formatters(currentLanguage()).number(x, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Bars for the simulated odds with whiskers for their 95% confidence intervals (SVG, no chart library). */
export function OddsPlot({ bars, title }: { bars: readonly OddsBar[]; title: string }) {
  const { t: tr } = useTranslation('simulate');
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, bars.length);
  const y = (p: number) => PAD.top + plotH * (1 - p);
  return (
    <svg className="odds-plot" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      <title>{title}</title>
      {[0, 0.25, 0.5, 0.75, 1].map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="axis">
            {formatters(currentLanguage()).number(t, { style: 'percent' })}
          </text>
        </g>
      ))}
      {bars.map((b, i) => {
        const cx = PAD.left + slot * (i + 0.5);
        const bw = slot * 0.55;
        return (
          <g key={b.id} data-bar={b.id} data-p={b.value.p} data-low={b.value.low} data-high={b.value.high}>
            <rect x={cx - bw / 2} y={y(b.value.p)} width={bw} height={Math.max(0, plotH * b.value.p)} className={`bar bar-${i}`}>
              <title>{tr('plot.ci', { label: b.label, p: pct(b.value.p), low: pct(b.value.low), high: pct(b.value.high) })}</title>
            </rect>
            <line x1={cx} x2={cx} y1={y(b.value.low)} y2={y(b.value.high)} className="whisker" />
            <line x1={cx - bw / 5} x2={cx + bw / 5} y1={y(b.value.low)} y2={y(b.value.low)} className="whisker" />
            <line x1={cx - bw / 5} x2={cx + bw / 5} y1={y(b.value.high)} y2={y(b.value.high)} className="whisker" />
            <text x={cx} y={H - PAD.bottom + 16} textAnchor="middle" className="axis">
              {b.tick}
            </text>
            <text x={cx} y={H - PAD.bottom + 32} textAnchor="middle" className="axis value">
              {pct(b.value.p)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
