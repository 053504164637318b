import type { Facing, Hex } from '@marshal/core';
import { FACING_NAMES } from '@marshal/core';
import { type GameMap, type PathResult, mechMover, runOrders } from '@marshal/battletech';
import { useTranslation } from 'react-i18next';

export interface PathState {
  start: Hex | null;
  facing: Facing;
  orders: string;
  walk: number;
  jump: number;
}

export const initialPath: PathState = { start: null, facing: 0, orders: 'F F R', walk: 4, jump: 0 };

export function computePath(map: GameMap, s: PathState): { result: PathResult | null; error: string | null } {
  if (!s.start) return { result: null, error: null };
  try {
    return { result: runOrders(map, mechMover(s.walk, s.jump), { hex: s.start, facing: s.facing }, s.orders), error: null };
  } catch (e) {
    return { result: null, error: (e as Error).message };
  }
}

/** Movement tool: written orders from a start hex, costed step by step, stopping at the first impossible step. */
export function PathTool({
  state,
  setState,
  result,
  error,
}: {
  state: PathState;
  setState: (s: PathState) => void;
  result: PathResult | null;
  error: string | null;
}) {
  const { t } = useTranslation('maps');
  return (
    <section aria-label={t('path.label')}>
      <fieldset>
        <legend>{t('path.legend')}</legend>
        <p>{t(state.start ? 'path.click' : 'path.clickNone')}</p>
        <label>
          {t('facing')}{' '}
          <select value={state.facing} onChange={(e) => setState({ ...state, facing: Number(e.target.value) as Facing })}>
            {([0, 1, 2, 3, 4, 5] as const).map((f) => (
              <option key={f} value={f}>
                {f} {t(`facingName.${f}`, { defaultValue: FACING_NAMES[f] })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('path.walk')} <input type="number" min={0} max={20} value={state.walk} onChange={(e) => setState({ ...state, walk: Number(e.target.value) })} />
        </label>
        <label>
          {t('path.jump')} <input type="number" min={0} max={20} value={state.jump} onChange={(e) => setState({ ...state, jump: Number(e.target.value) })} />
        </label>
        <label>
          {t('path.orders')}{' '}
          <input value={state.orders} onChange={(e) => setState({ ...state, orders: e.target.value })} placeholder="F F R, 3xF, J 2610 Face 2609" />
        </label>
      </fieldset>
      {error && <p role="alert">{error}</p>}
      {result && (
        <div data-testid="path-result">
          <table className="path-steps">
            <caption>{t('path.steps', { walk: result.limits.walk, run: result.limits.run, jump: result.limits.jump })}</caption>
            <thead>
              <tr>
                <th>#</th>
                <th>{t('path.col.order')}</th>
                <th>{t('path.col.hex')}</th>
                <th>MP</th>
                <th>{t('path.col.why')}</th>
                <th>{t('path.col.total')}</th>
              </tr>
            </thead>
            <tbody>
              {result.steps.map((s, i) => (
                <tr key={i} data-step={i + 1}>
                  <td>{s.index}</td>
                  <td>{s.order}</td>
                  <td>
                    {s.hex} ({s.facing})
                  </td>
                  <td>{s.mp}</td>
                  <td>{s.items.map((it) => `${it.label} ${it.mp}`).join(', ')}</td>
                  <td>{s.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.stopped && (
            <p role="alert">{t('path.stopped', { index: result.stopped.index, order: result.stopped.order, reason: result.stopped.reason })}</p>
          )}
          <p data-testid="path-summary">
            {result.mpUsed} MP, {result.hexesMoved} hexes, {result.mode}; ends {result.end.hex} facing {result.end.facing}. Attacker +
            {result.attackerModifier.value}; target {result.targetModifiers.map((m) => `+${m.value} ${m.label}`).join(', ')}.
          </p>
        </div>
      )}
    </section>
  );
}
