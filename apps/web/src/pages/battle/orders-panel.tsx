import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BattleCommand,
  type BattleState,
  type CombatRules,
  FACING_WORDS,
  type GetUpAttempt,
  botOrders,
  canAct,
  plotTo,
  unitsOf,
} from '@marshal/battletech';
import { parseHexLabel } from '@marshal/core';
import { RulingView } from '../../components/ruling-view';
import { useEngineText } from '../../i18n/engine-text';
import { type Preview, previewOrders, sideName } from './battle-model';
import { type Mode, PlotControls, PlotSummary, type Plotted, modeWord } from './plot-controls';
import { plotContext, setBoardMessage, unitIn, useHexClicks } from './pointing';

/**
 * Movement orders for one side: written orders for every unit (simultaneous) or the next unit's move (alternating),
 * by pointing at the board or typed, previewed on the map.
 */

type Send = (c: BattleCommand) => Promise<boolean>;

/** Each order once, with the hex it ends in ("3xF→0808 R→0808"), not every hex a repeated order passes. */
export function orderEnds(steps: readonly { readonly index: number; readonly order: string; readonly hex: string }[]): string {
  return steps
    .filter((s, i) => steps[i + 1]?.index !== s.index)
    .map((s) => `${s.order}→${s.hex}`)
    .join(' ');
}

function PreviewSteps({ preview }: { preview: Preview }) {
  const { t: tr } = useTranslation('battle');
  const engine = useEngineText();
  if (preview.error)
    return (
      <p className="error-message" role="alert">
        {engine.reason(preview.error)}
      </p>
    );
  const r = preview.result;
  if (!r) return null;
  return (
    <>
      <p className="hint" data-testid="order-preview">
        {tr('orders.preview', {
          steps: orderEnds(r.steps),
          mp: r.mpUsed,
          hexes: tr('plot.hexes', { count: r.hexesMoved }),
          mode: modeWord(tr, r.mode),
          end: r.end.hex,
          facing: FACING_WORDS[r.end.facing],
        })}
        {r.stopped ? tr('orders.stops', { index: r.stopped.index, order: r.stopped.order, reason: engine.reason(r.stopped.reason) }) : ''}
      </p>
      <PlotSummary preview={preview} />
    </>
  );
}

/** Board clicks and plotting buttons for the unit being written: its notation grows click by click, with undo. */
function usePointing(state: BattleState, mine: readonly string[], focused: string | null, setFocus: (u: string) => void, mode: Mode) {
  const { t: tr } = useTranslation('battle');
  const engine = useEngineText();
  const [orders, setOrders] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useCallback(
    (unit: string, r: Plotted) => {
      if (!r.ok) {
        // The engine's refusal in the reader's language ("kein Weg nach 0812 …"), under the board and in the form.
        const reason = engine.reason(r.reason);
        setBoardMessage({ text: `${state.units[unit]!.name}: ${reason}`, problem: true });
        return setProblem(reason);
      }
      setBoardMessage({ text: `${state.units[unit]!.name}: ${r.orders || tr('orders.standsStill')}`, problem: false });
      setProblem(null);
      setHistory((h) => ({ ...h, [unit]: [...(h[unit] ?? []), orders[unit] ?? ''] }));
      setOrders({ ...orders, [unit]: r.orders });
    },
    [orders, state, tr, engine],
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
  const { t: tr } = useTranslation('battle');
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
    <form className="panel orders" onSubmit={submit} aria-label={tr('orders.label', { side: sideName(state, side) })}>
      <h2>{alternating ? tr('orders.move', { name: state.units[mine[0]!]!.name }) : tr('orders.write', { side: sideName(state, side) })}</h2>
      <p className="hint">{tr('orders.notation')}</p>
      {mine.map((id) => (
        <div key={id} className="order-row">
          <label>
            <span>{tr('orders.for', { name: state.units[id]!.name, hex: state.positions[id]!.hex })}</span>
            <input
              value={orders[id] ?? ''}
              onFocus={() => setFocus(id)}
              onChange={(e) => {
                setOrders({ ...orders, [id]: e.target.value });
                setProblem(null);
              }}
              placeholder={tr('orders.placeholder')}
              aria-label={tr('orders.forLabel', { name: state.units[id]!.name })}
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
              {tr('orders.plot', { name: state.units[id]!.name })}
            </button>
          )}
        </div>
      ))}
      <label className="mode-choice">
        <span>{tr('orders.mode')}</span>
        <select value={mode} onChange={(e) => setMode(e.target.value as Mode)} aria-label={tr('orders.mode')}>
          <option value="">{tr('orders.fromOrders')}</option>
          <option value="walk">{tr('orders.walk')}</option>
          <option value="run">{tr('orders.run')}</option>
          <option value="jump" disabled={!!focused && mode !== 'jump' && plotContext(state, focused).mover.jump <= 0}>
            {tr('orders.jump')}
          </option>
        </select>
      </label>
      {timed && (
        <label className="narrow">
          <span>{tr('orders.clock')}</span>
          <select value={onTimeOut} onChange={(e) => setOnTimeOut(e.target.value as 'as-written' | 'nothing')} aria-label={tr('orders.clock')}>
            <option value="as-written">{tr('orders.asWritten')}</option>
            <option value="nothing">{tr('orders.stand')}</option>
          </select>
        </label>
      )}
      {!alternating && mode && <p className="hint">{tr('orders.modeHint')}</p>}
      <div className="row">
        <button type="button" className="secondary" onClick={suggest}>
          {tr('orders.suggest')}
        </button>
        <button type="submit" disabled={busy}>
          {alternating ? tr('orders.moveButton') : tr('orders.writeButton')}
        </button>
      </div>
    </form>
  );
}

function Attempts({ attempts }: { attempts: readonly GetUpAttempt[] }) {
  const { t: tr } = useTranslation('battle');
  return (
    <ul className="attempts">
      {attempts.map((a, i) => (
        <li key={i}>
          <RulingView ruling={a.ruling} /> {tr('orders.rolled', { roll: a.roll ?? '—', result: a.success ? tr('orders.success') : tr('orders.failed') })}
          {a.fall ? tr('orders.fell') : ''}
        </li>
      ))}
    </ul>
  );
}

/** After a failed roll before the reveal: change that unit's orders once, or keep them. */
export function RevisePanel({ state, side, rules, send, busy }: { state: BattleState; side: string; rules: CombatRules; send: Send; busy: boolean }) {
  const { t: tr } = useTranslation('battle');
  const units = state.revisable.filter((id) => state.sideOf[id] === side);
  const [text, setText] = useState<Record<string, string>>({});
  if (!units.length) return null;
  return (
    <section className="panel revise" aria-label={tr('orders.revise')}>
      <h2>{tr('orders.reviseHeading')}</h2>
      {units.map((id) => (
        <form
          key={id}
          onSubmit={(e) => {
            e.preventDefault();
            void send({ type: 'reviseOrders', side, unit: id, orders: text[id] ?? '' });
          }}
        >
          <p>{tr('orders.wrote', { name: state.units[id]!.name, orders: state.written[side]?.[id] ?? '' })}</p>
          <Attempts attempts={state.prepared[id] ?? []} />
          <label>
            <span>{tr('orders.newFor', { name: state.units[id]!.name })}</span>
            <input
              value={text[id] ?? ''}
              onChange={(e) => setText({ ...text, [id]: e.target.value })}
              aria-label={tr('orders.newFor', { name: state.units[id]!.name })}
            />
          </label>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setText({ ...text, [id]: botOrders(state, id, rules) })}>
              {tr('orders.suggest')}
            </button>
            <button type="submit" disabled={busy}>
              {tr('orders.change')}
            </button>
            <button type="button" disabled={busy} onClick={() => void send({ type: 'reviseOrders', side, unit: id, orders: null })}>
              {tr('orders.keep')}
            </button>
          </div>
        </form>
      ))}
    </section>
  );
}
