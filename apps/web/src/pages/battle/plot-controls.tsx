import { type BattleState, FACING_WORDS, plotFace, plotStep } from '@marshal/battletech';
import type { Facing } from '@marshal/core';
import { RulingView } from '../../components/ruling-view';
import type { Preview } from './battle-model';
import { plotContext } from './pointing';

/** Orders by pointing for the unit being moved: mode, steps and facing by button (keyboard too), undo, and what the move costs and risks. */

export type Mode = '' | 'walk' | 'run' | 'jump';
/** A plotting step's outcome: the new notation, or why not. */
export type Plotted = { readonly ok: true; readonly orders: string } | { readonly ok: false; readonly reason: string };

const pct = (p: number) => `${Math.round(p * 100)}%`;

export function PlotSummary({ preview }: { preview: Preview }) {
  const r = preview.result;
  if (!r) return null;
  const limit = r.mode === 'jump' ? r.limits.jump : r.mode === 'run' ? r.limits.run : r.limits.walk;
  return (
    <div className="plot-summary" data-testid="plot-summary" aria-live="polite">
      <p>
        <strong>
          {r.mpUsed} of {limit} MP
        </strong>{' '}
        ({r.mode === 'stand' ? 'standing' : r.mode}; walk {r.limits.walk}, run {r.limits.run}, jump {r.limits.jump}) · {r.hexesMoved} hex
        {r.hexesMoved === 1 ? '' : 'es'} · ends {r.end.hex} facing {FACING_WORDS[r.end.facing]} · movement heat {preview.heat ?? 0}
      </p>
      {(preview.rolls ?? []).map((roll, i) => (
        <div key={i} className="plot-warning" role="note">
          ⚠ Piloting roll {roll.step < 0 ? 'before moving' : `in ${roll.hex}`}: {roll.label} —{' '}
          {roll.ruling.automatic ? 'automatic' : `${roll.ruling.target}+ (${pct(roll.ruling.odds.probability)} to stay standing)`}
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
  const name = state.units[unit]!.name;
  const ctx = plotContext(state, unit, mode || undefined);
  const step = (s: 'F' | 'B' | 'L' | 'R') => apply(plotStep(ctx, orders, s));
  const face = (f: number) => apply(plotFace(ctx, orders, f as Facing));
  return (
    <div className="plot-controls" role="group" aria-label={`Plot the move of ${name}`}>
      <p className="hint">
        Click hexes on the board to build the path (the cheapest route is taken); click an enemy next to the path's end to charge it. In jump mode a click is
        the landing hex (an enemy's hex: death from above).
      </p>
      <div className="row" role="group" aria-label="Movement mode buttons">
        {(['walk', 'run', 'jump'] as const).map((m) => (
          <button key={m} type="button" className={mode === m ? '' : 'secondary'} aria-pressed={mode === m} onClick={() => setMode(mode === m ? '' : m)}>
            {m[0]!.toUpperCase() + m.slice(1)}
          </button>
        ))}
      </div>
      <div className="row" role="group" aria-label="Steps">
        <button type="button" className="secondary" onClick={() => step('F')}>
          Forward
        </button>
        <button type="button" className="secondary" onClick={() => step('B')}>
          Back
        </button>
        <button type="button" className="secondary" onClick={() => step('L')}>
          Turn left
        </button>
        <button type="button" className="secondary" onClick={() => step('R')}>
          Turn right
        </button>
        <button type="button" className="secondary" onClick={undo} disabled={!canUndo}>
          Undo
        </button>
        <button type="button" className="secondary" onClick={() => apply({ ok: true, orders: '' })}>
          Clear
        </button>
      </div>
      <div className="row" role="group" aria-label="Facing at the end">
        <span className="hint">Face at the end:</span>
        {FACING_WORDS.map((w, f) => (
          <button key={w} type="button" className="secondary facing" onClick={() => face(f)} aria-label={`Face ${w}`}>
            {w}
          </button>
        ))}
      </div>
    </div>
  );
}
