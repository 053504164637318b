import { type BattleState, type CombatRules, type PathResult, type PlannedRoll, canAct, combatRuleset, plannedMove, viewFor } from '@marshal/battletech';

/** Page-side helpers for a battle: who is waited for, what a seat may see, and the movement preview of orders being written. */

export const SIDE_COLOURS = ['#c0392b', '#2471a3'] as const;

export const sideColour = (s: BattleState, side: string): string => SIDE_COLOURS[s.sides.findIndex((x) => x.id === side)] ?? '#777';

export const sideName = (s: BattleState, side: string): string => s.sides.find((x) => x.id === side)?.name ?? side;

const rulesCache = new Map<string, CombatRules>();

/** The combat rules of a battle's ruleset manifest, computed in the page like on the server. */
export function rulesFor(manifest: readonly string[]): CombatRules {
  const key = manifest.join(',');
  let r = rulesCache.get(key);
  if (!r) rulesCache.set(key, (r = combatRuleset(manifest).rules));
  return r;
}

const acting = (s: BattleState): string[] => Object.keys(s.units).filter((id) => canAct(s, id));

/** Sides that still have to send something this phase (empty: anyone may press the phase's button). */
export function waitingSides(s: BattleState): string[] {
  const sidesOf = (ids: readonly string[]) => s.sides.map((x) => x.id).filter((side) => ids.some((id) => s.sideOf[id] === side));
  switch (s.phase) {
    case 'deployment':
      return s.deployment?.next ? [s.deployment.next] : [];
    case 'movement':
      // A move paused for a point-blank shot waits for the hidden unit's side (the mover's seat is not told which unit).
      if (s.pointBlank)
        return s.pointBlank.waiting.length ? sidesOf(s.pointBlank.waiting) : s.sides.map((x) => x.id).filter((x) => x !== s.sideOf[s.pointBlank!.mover]);
      if (s.movementMode === 'alternating') return sidesOf(s.moveQueue.slice(0, 1));
      if (s.revisable.length) return sidesOf(s.revisable);
      return s.sides.map((x) => x.id).filter((side) => !s.written[side] && acting(s).some((id) => s.sideOf[id] === side));
    case 'fire':
      return sidesOf(acting(s).filter((id) => !s.fire[id]));
    case 'physical':
      return sidesOf(acting(s).filter((id) => !(id in s.physical)));
    default:
      return [];
  }
}

/** Phases where one side's choices are hidden from the other until all are in (written movement, fire, physical attacks). */
export const hiddenPhase = (s: BattleState): boolean =>
  (s.phase === 'movement' && (s.movementMode === 'simultaneous' || !!s.pointBlank)) || s.phase === 'fire' || s.phase === 'physical';

/**
 * What this browser shows: one seat sees its own view; a hot seat sees the view of the side at the device in a
 * hidden phase; a spectator sees neither side's hidden choices. (The server redacts too when it hands out seats.)
 */
export function shownState(s: BattleState, mySides: readonly string[], atDevice: string | null): BattleState {
  if (mySides.length === 1) return viewFor(s, mySides[0]!);
  if (mySides.length === 0) return viewFor(s, '');
  return atDevice !== null && hiddenPhase(s) ? viewFor(s, atDevice) : s;
}

export interface Preview {
  readonly result: PathResult | null;
  readonly error: string | null;
  /** Piloting rolls the move would call for (the engine's triggers), with their rulings. */
  readonly rolls?: readonly PlannedRoll[];
  /** Movement heat it would build. */
  readonly heat?: number;
}

/** The orders being written for a unit, run as the battle would run them (round other units, getting up first), with the rolls they call for. */
export function previewOrders(s: BattleState, unit: string, orders: string, rules: CombatRules, mode?: 'walk' | 'run' | 'jump'): Preview {
  const p = plannedMove(s, unit, orders, rules, mode);
  return { result: p.path, error: p.error, rolls: p.rolls, heat: p.heat };
}

/** The state as it would be with `unit` at the previewed end of its orders (for to-hit previews from there). */
export function withPreview(s: BattleState, unit: string, p: Preview): BattleState {
  if (!p.result) return s;
  return {
    ...s,
    positions: { ...s.positions, [unit]: { hex: p.result.end.hex, facing: p.result.end.facing } },
    moved: { ...s.moved, [unit]: { mode: p.result.mode, hexes: p.result.hexesMoved } },
  };
}
