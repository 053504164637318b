import { type BattleState, type Occupant, type PlotContext, type PlotMode, enemiesOf, inPlay, moverFor } from '@marshal/battletech';
import { parseHexLabel } from '@marshal/core';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Pointing at the board: the board reports a clicked hex; the panel writing orders or attacks for the side at this
 * browser listens. The plotting itself is the engine's (`plotTo`, `plotFace`, `plotStep`): the panel only keeps the
 * notation it produces, so a pointed order is the very command typing it would send.
 */
type Listener = (hex: string) => void;
const listeners = new Set<Listener>();

/** Called by the board for every click on a hex (not a drag). */
export function emitHexClick(hex: string): void {
  for (const l of [...listeners]) l(hex);
}

/** A panel listens to board clicks while it is shown. */
export function useHexClicks(listener: Listener | null): void {
  useEffect(() => {
    if (!listener) return;
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [listener]);
}

/** The unit in play standing in a hex, if any. */
export const unitIn = (s: BattleState, hex: string): string | undefined => Object.keys(s.positions).find((id) => inPlay(s, id) && s.positions[id]!.hex === hex);

/** What the engine's plotter needs for one unit: the map, its mover now, where it stands, and who stands where. */
export function plotContext(s: BattleState, unit: string, mode?: PlotMode): PlotContext {
  const at = s.positions[unit]!;
  const foes = new Set(enemiesOf(s, unit));
  const occupant = (hex: string): Occupant | undefined => {
    const other = unitIn(s, hex);
    return !other || other === unit ? undefined : foes.has(other) ? 'enemy' : 'friend';
  };
  return { map: s.map, mover: moverFor(s.units[unit]!), start: { hex: parseHexLabel(at.hex), facing: at.facing }, occupant, ...(mode ? { mode } : {}) };
}

/** One line the board shows under itself while pointing: what the last click did, or why it was refused. */
export interface BoardMessage {
  readonly text: string;
  readonly problem: boolean;
}
let message: BoardMessage | null = null;
const watchers = new Set<() => void>();

export function setBoardMessage(m: BoardMessage | null): void {
  if (m?.text === message?.text && m?.problem === message?.problem) return;
  message = m;
  for (const w of [...watchers]) w();
}

export function useBoardMessage(): BoardMessage | null {
  return useSyncExternalStore(
    (cb) => {
      watchers.add(cb);
      return () => void watchers.delete(cb);
    },
    () => message,
  );
}
