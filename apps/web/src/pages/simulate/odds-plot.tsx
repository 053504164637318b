import type { Proportion } from '@marshal/battletech';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatters } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';

/** One bar of the plot: a proportion with its 95% interval. */
export interface OddsBar {
  readonly id: string;
  readonly label: string;
  /** The bar's short name, written above it (the full label is the bar's tooltip). */
  readonly tick: string;
  readonly value: Proportion;
}

/** Width before the plot has measured its box (and where there is nothing to measure). */
const DEFAULT_W = 640;
const PAD = { left: 8, right: 12, top: 4, bottom: 22 };
/** A row: the outcome's name and its odds on one line, the bar with its interval below them. */
const ROW = 40;
const pct = (x: number) => formatters(currentLanguage()).number(x, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The plot's width in CSS pixels, so its words are drawn at their own size at every width (a phone's too). */
function useWidth(ref: React.RefObject<SVGSVGElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_W);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(Math.max(200, w));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Bars for the simulated odds with whiskers for their 95% confidence intervals (SVG, no chart library). The bars lie
 * across, one under another, each named on its own line above it: a long name (German's are) never runs into its
 * neighbour's, at a desktop's width or a phone's.
 */
export function OddsPlot({ bars, title }: { bars: readonly OddsBar[]; title: string }) {
  const { t: tr } = useTranslation('simulate');
  const ref = useRef<SVGSVGElement>(null);
  const W = useWidth(ref);
  const H = PAD.top + ROW * bars.length + PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const x = (p: number) => PAD.left + plotW * p;
  const bottom = H - PAD.bottom;
  return (
    <svg ref={ref} className="odds-plot" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      <title>{title}</title>
      {[0, 0.25, 0.5, 0.75, 1].map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={PAD.top} y2={bottom} className="grid" />
          <text x={x(t)} y={bottom + 15} textAnchor={t === 0 ? 'start' : t === 1 ? 'end' : 'middle'} className="axis">
            {formatters(currentLanguage()).number(t, { style: 'percent' })}
          </text>
        </g>
      ))}
      {bars.map((b, i) => {
        const top = PAD.top + ROW * i;
        const mid = top + 27;
        return (
          <g key={b.id} data-bar={b.id} data-p={b.value.p} data-low={b.value.low} data-high={b.value.high}>
            <text x={PAD.left} y={top + 13} className="axis tick">
              {b.tick}
            </text>
            <text x={W - PAD.right} y={top + 13} textAnchor="end" className="axis value">
              {pct(b.value.p)}
            </text>
            <rect x={PAD.left} y={mid - 7} width={Math.max(0, plotW * b.value.p)} height={14} className={`bar bar-${i}`}>
              <title>{tr('plot.ci', { label: b.label, p: pct(b.value.p), low: pct(b.value.low), high: pct(b.value.high) })}</title>
            </rect>
            <line x1={x(b.value.low)} x2={x(b.value.high)} y1={mid} y2={mid} className="whisker" />
            <line x1={x(b.value.low)} x2={x(b.value.low)} y1={mid - 4} y2={mid + 4} className="whisker" />
            <line x1={x(b.value.high)} x2={x(b.value.high)} y1={mid - 4} y2={mid + 4} className="whisker" />
          </g>
        );
      })}
    </svg>
  );
}
