import { useCallback, useEffect, useState } from 'react';
import { type BattleCommand, type BattleState, type CombatRules, type GetUpAttempt, botOrders, canAct, plotTo, unitsOf } from '@marshal/battletech';
import { parseHexLabel } from '@marshal/core';
import { RulingView } from '../../components/ruling-view';
import { type Preview, previewOrders, sideName } from './battle-model';
import { type Mode, PlotControls, PlotSummary, type Plotted } from './plot-controls';
import { plotContext, setBoardMessage, unitIn, useHexClicks } from './pointing';

/**
 * Movement orders for one side: written orders for every unit (simultaneous) or the next unit's move (alternating),
 * by pointing at the board or typed, previewed on the map.
 */

type Send = (c: BattleCommand) => Promise<boolean>;

function PreviewSteps({ preview }: { preview: Preview }) {
  if (preview.error)
    return (
      <p className="error-message" role="alert">
        {preview.error}
      </p>
    );
  const r = preview.result;
  if (!r) return null;
  return (
    <>
      <p className="hint" data-testid="order-preview">
        {r.steps.map((s) => `${s.order}→${s.hex}`).join(' ')} · {r.mpUsed} MP, {r.hexesMoved} hexes, {r.mode}; ends {r.end.hex} facing {r.end.facing}
        {r.stopped ? ` · stops before order ${r.stopped.index} “${r.stopped.order}”: ${r.stopped.reason}` : ''}
      </p>
      <PlotSummary preview={preview} />
    </>
  );
}

/** Board clicks and plotting buttons for the unit being written: its notation grows click by click, with undo. */
function usePointing(state: BattleState, mine: readonly string[], focused: string | null, setFocus: (u: string) => void, mode: Mode) {
  const [orders, setOrders] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useCallback(
    (unit: string, r: Plotted) => {
      if (!r.ok) {
        setBoardMessage({ text: `${state.units[unit]!.name}: ${r.reason}`, problem: true });
        return setProblem(r.reason);
      }
      setBoardMessage({ text: `${state.units[unit]!.name}: ${r.orders || 'stands still'}`, problem: false });
      setProblem(null);
      setHistory((h) => ({ ...h, [unit]: [...(h[unit] ?? []), orders[unit] ?? ''] }));
      setOrders({ ...orders, [unit]: r.orders });
    },
    [orders, state],
  );
  useEffect(() => () => setBoardMessage(null), []);
  const onHex = useCallback(
    (hex: string) => {
      const who = unitIn(state, hex);
      if (who && mine.includes(who) && who !== focused) return setFocus(who);
      if (!focused) return;
      apply(focused, plotTo(plotContext(state, focused, mode || undefined), orders[focused] ?? '', parseHexLabel(hex)));
    },
    [state, mine, focused, setFocus, mode, orders, apply],
  );
  useHexClicks(onHex);
  const undo = (unit: string) => {
    const h = history[unit] ?? [];
    if (!h.length) return;
    setOrders({ ...orders, [unit]: h[h.length - 1]! });
    setHistory({ ...history, [unit]: h.slice(0, -1) });
    setProblem(null);
  };
  return { orders, setOrders, history, apply, undo, problem, setProblem };
}

/** With phase clocks, what is written so far is saved (secretly) on the server so a time-out can carry it out. */
function useDraft(
  state: BattleState,
  side: string,
  orders: Record<string, string>,
  onTimeOut: string,
  saveDraft?: (side: string, draft: Record<string, unknown>) => void,
) {
  const timed = state.timers !== null && state.movementMode === 'simultaneous';
  useEffect(() => {
    if (!timed || !saveDraft) return;
    const t = setTimeout(() => saveDraft(side, { orders, onTimeOut }), 500);
    return () => clearTimeout(t);
  }, [timed, saveDraft, side, orders, onTimeOut]);
  return timed;
}

export function OrdersPanel({
  state,
  side,
  rules,
  send,
  busy,
  onFocus,
  saveDraft,
}: {
  state: BattleState;
  side: string;
  rules: CombatRules;
  send: Send;
  busy: boolean;
  onFocus: (unit: string, p: Preview) => void;
  saveDraft?: (side: string, draft: Record<string, unknown>) => void;
}) {
  const alternating = state.movementMode === 'alternating';
  const mine = alternating ? state.moveQueue.slice(0, 1).filter((id) => state.sideOf[id] === side) : unitsOf(state, side).filter((id) => canAct(state, id));
  const [mode, setMode] = useState<Mode>('');
  const [focus, setFocus] = useState<string | null>(mine[0] ?? null);
  const focusedNow = focus && mine.includes(focus) ? focus : (mine[0] ?? null);
  const { orders, setOrders, history, apply, undo, problem, setProblem } = usePointing(state, mine, focusedNow, setFocus, mode);
  const [onTimeOut, setOnTimeOut] = useState<'as-written' | 'nothing'>(state.timers?.onTimeOut ?? 'as-written');
  const timed = useDraft(state, side, orders, onTimeOut, saveDraft);
  const focused = focusedNow;
  const text = focused ? (orders[focused] ?? '') : '';
  useEffect(() => {
    if (focused) onFocus(focused, previewOrders(state, focused, text, rules, mode || undefined));
  }, [focused, text, mode, state, onFocus, rules]);
  if (!mine.length) return null;
  const suggest = () => setOrders(Object.fromEntries(mine.map((id) => [id, botOrders(state, id, rules)])));
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const ok = alternating
      ? await send({ type: 'move', unit: mine[0]!, orders: orders[mine[0]!] ?? '', ...(mode ? { mode } : {}) })
      : await send({ type: 'writeOrders', side, orders: Object.fromEntries(mine.map((id) => [id, orders[id] ?? ''])) });
    if (ok) setOrders({});
  }
  return (
    <form className="panel orders" onSubmit={submit} aria-label={`Movement orders for ${sideName(state, side)}`}>
      <h2>{alternating ? `Move ${state.units[mine[0]!]!.name}` : `Write orders: ${sideName(state, side)}`}</h2>
      <p className="hint">
        Notation: F forward, B back, L/R turn a hexside, 3xF repeats, J 0805 jump, Face 2; Ch at the end charges the unit ahead, DFA 0805 jumps onto it; an
        empty order stands still.
      </p>
      {mine.map((id) => (
        <div key={id} className="order-row">
          <label>
            <span>
              Orders for {state.units[id]!.name} (at {state.positions[id]!.hex})
            </span>
            <input
              value={orders[id] ?? ''}
              onFocus={() => setFocus(id)}
              onChange={(e) => {
                setOrders({ ...orders, [id]: e.target.value });
                setProblem(null);
              }}
              placeholder="e.g. 2xF R F"
              aria-label={`Orders for ${state.units[id]!.name}`}
            />
          </label>
          {id === focused && (
            <>
              <PreviewSteps preview={previewOrders(state, id, orders[id] ?? '', rules, mode || undefined)} />
              {problem && (
                <p className="error-message" role="alert" data-testid="plot-problem">
                  {problem}
                </p>
              )}
              <PlotControls
                state={state}
                unit={id}
                orders={orders[id] ?? ''}
                mode={mode}
                setMode={setMode}
                apply={(r) => apply(id, r)}
                undo={() => undo(id)}
                canUndo={(history[id] ?? []).length > 0}
              />
            </>
          )}
          {id !== focused && (
            <button type="button" className="secondary" onClick={() => setFocus(id)}>
              Plot {state.units[id]!.name} on the board
            </button>
          )}
        </div>
      ))}
      <label className="narrow">
        <span>Movement mode</span>
        <select value={mode} onChange={(e) => setMode(e.target.value as Mode)} aria-label="Movement mode">
          <option value="">from the orders (walk or run)</option>
          <option value="walk">walk</option>
          <option value="run">run</option>
          <option value="jump">jump</option>
        </select>
      </label>
      {timed && (
        <label className="narrow">
          <span>If the clock runs out</span>
          <select value={onTimeOut} onChange={(e) => setOnTimeOut(e.target.value as 'as-written' | 'nothing')} aria-label="If the clock runs out">
            <option value="as-written">carry out what I have written so far</option>
            <option value="nothing">stand still</option>
          </select>
        </label>
      )}
      {!alternating && mode && <p className="hint">Written orders carry their mode in the notation (J for a jump); the mode here only shapes the preview.</p>}
      <div className="row">
        <button type="button" className="secondary" onClick={suggest}>
          Suggest orders
        </button>
        <button type="submit" disabled={busy}>
          {alternating ? 'Move' : 'Write orders'}
        </button>
      </div>
    </form>
  );
}

function Attempts({ attempts }: { attempts: readonly GetUpAttempt[] }) {
  return (
    <ul className="attempts">
      {attempts.map((a, i) => (
        <li key={i}>
          <RulingView ruling={a.ruling} /> rolled {a.roll ?? '—'}: {a.success ? 'success' : 'failed'}
          {a.fall ? ' (fell)' : ''}
        </li>
      ))}
    </ul>
  );
}

/** After a failed roll before the reveal: change that unit's orders once, or keep them. */
export function RevisePanel({ state, side, rules, send, busy }: { state: BattleState; side: string; rules: CombatRules; send: Send; busy: boolean }) {
  const units = state.revisable.filter((id) => state.sideOf[id] === side);
  const [text, setText] = useState<Record<string, string>>({});
  if (!units.length) return null;
  return (
    <section className="panel revise" aria-label="Change orders after a failed roll">
      <h2>Failed roll: change orders?</h2>
      {units.map((id) => (
        <form
          key={id}
          onSubmit={(e) => {
            e.preventDefault();
            void send({ type: 'reviseOrders', side, unit: id, orders: text[id] ?? '' });
          }}
        >
          <p>
            {state.units[id]!.name} wrote “{state.written[side]?.[id] ?? ''}” and failed its roll. It may change its orders once (rolled again as needed) or
            keep them.
          </p>
          <Attempts attempts={state.prepared[id] ?? []} />
          <label>
            <span>New orders for {state.units[id]!.name}</span>
            <input value={text[id] ?? ''} onChange={(e) => setText({ ...text, [id]: e.target.value })} aria-label={`New orders for ${state.units[id]!.name}`} />
          </label>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setText({ ...text, [id]: botOrders(state, id, rules) })}>
              Suggest orders
            </button>
            <button type="submit" disabled={busy}>
              Change orders
            </button>
            <button type="button" disabled={busy} onClick={() => void send({ type: 'reviseOrders', side, unit: id, orders: null })}>
              Keep orders
            </button>
          </div>
        </form>
      ))}
    </section>
  );
}
