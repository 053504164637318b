import { type BattleState, FACING_WORDS, plotFace, plotStep } from '@marshal/battletech';
import type { Facing } from '@marshal/core';
import { RulingView } from '../../components/ruling-view';
import { useTranslation } from 'react-i18next';
import { formatters } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import type { Preview } from './battle-model';
import { plotContext } from './pointing';

/** Orders by pointing for the unit being moved: mode, steps and facing by button (keyboard too), undo, and what the move costs and risks. */

export type Mode = '' | 'walk' | 'run' | 'jump';
/** A plotting step's outcome: the new notation, or why not. */
export type Plotted = { readonly ok: true; readonly orders: string } | { readonly ok: false; readonly reason: string };

/** A move's mode ('walk', 'run', 'jump', 'stand', as the engine reports it) in the reader's words. */
export function modeWord(tr: (key: string) => string, mode: string): string {
  if (mode === 'stand') return tr('plot.standing');
  return mode === 'walk' || mode === 'run' || mode === 'jump' ? tr(`orders.${mode}`) : mode;
}

const pct = (p: number) => formatters(currentLanguage()).number(p, { style: 'percent', maximumFractionDigits: 0 });

export function PlotSummary({ preview }: { preview: Preview }) {
  const { t: tr } = useTranslation('battle');
  const r = preview.result;
  if (!r) return null;
  const limit = r.mode === 'jump' ? r.limits.jump : r.mode === 'run' ? r.limits.run : r.limits.walk;
  return (
    <div className="plot-summary" data-testid="plot-summary" aria-live="polite">
      <p>
        <strong>{tr('plot.mp', { used: r.mpUsed, limit })}</strong>{' '}
        {tr('plot.limits', { mode: modeWord(tr, r.mode), walk: r.limits.walk, run: r.limits.run, jump: r.limits.jump })} ·{' '}
        {tr('plot.hexes', { count: r.hexesMoved })} · {tr('plot.ends', { hex: r.end.hex, facing: FACING_WORDS[r.end.facing] })} ·{' '}
        {tr('plot.heat', { heat: preview.heat ?? 0 })}
      </p>
      {(preview.rolls ?? []).map((roll, i) => (
        <div key={i} className="plot-warning" role="note">
          {tr('plot.roll', { where: roll.step < 0 ? tr('plot.before') : tr('plot.in', { hex: roll.hex }), label: roll.label })}{' '}
          {roll.ruling.automatic ? tr('plot.automatic') : tr('plot.stay', { target: roll.ruling.target, chance: pct(roll.ruling.odds.probability) })}
          <RulingView ruling={roll.ruling} />
        </div>
      ))}
    </div>
  );
}

export function PlotControls({
  state,
  unit,
  orders,
  mode,
  setMode,
  apply,
  undo,
  canUndo,
}: {
  state: BattleState;
  unit: string;
  orders: string;
  mode: Mode;
  setMode: (m: Mode) => void;
  apply: (r: Plotted) => void;
  undo: () => void;
  canUndo: boolean;
}) {
  const { t: tr } = useTranslation('battle');
  const name = state.units[unit]!.name;
  const ctx = plotContext(state, unit, mode || undefined);
  // A unit without jump MP (none fitted, or all lost) cannot jump: its Jump button says so instead of breaking the preview.
  const cannotJump = ctx.mover.jump <= 0;
  const step = (s: 'F' | 'B' | 'L' | 'R') => apply(plotStep(ctx, orders, s));
  const face = (f: number) => apply(plotFace(ctx, orders, f as Facing));
  return (
    <div className="plot-controls" role="group" aria-label={tr('plot.label', { name })}>
      <p className="hint">{tr('plot.hint')}</p>
      <div className="row" role="group" aria-label={tr('plot.modeButtons')}>
        {(['walk', 'run', 'jump'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={mode === m ? '' : 'secondary'}
            aria-pressed={mode === m}
            disabled={m === 'jump' && cannotJump && mode !== 'jump'}
            title={m === 'jump' && cannotJump ? tr('plot.noJump', { name }) : undefined}
            onClick={() => setMode(mode === m ? '' : m)}
          >
            {tr(`plot.modes.${m}`)}
          </button>
        ))}
      </div>
      <div className="row" role="group" aria-label={tr('plot.steps')}>
        <button type="button" className="secondary" onClick={() => step('F')}>
          {tr('plot.forward')}
        </button>
        <button type="button" className="secondary" onClick={() => step('B')}>
          {tr('plot.back')}
        </button>
        <button type="button" className="secondary" onClick={() => step('L')}>
          {tr('plot.left')}
        </button>
        <button type="button" className="secondary" onClick={() => step('R')}>
          {tr('plot.right')}
        </button>
        <button type="button" className="secondary" onClick={undo} disabled={!canUndo}>
          {tr('plot.undo')}
        </button>
        <button type="button" className="secondary" onClick={() => apply({ ok: true, orders: '' })}>
          {tr('plot.clear')}
        </button>
      </div>
      <div className="row facings" role="group" aria-label={tr('plot.facingEnd')}>
        <span className="hint">{tr('plot.face')}</span>
        {FACING_WORDS.map((w, f) => (
          <button key={w} type="button" className="secondary facing" onClick={() => face(f)} aria-label={tr('plot.faceW', { w })}>
            {w}
          </button>
        ))}
      </div>
    </div>
  );
}
