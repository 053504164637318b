// Building the next battle state from the last one (one V8 hidden class for every state).
import type { BattleState } from './state';

/**
 * The state with some keys replaced, as `{ ...s, ...patch }` gives (a key patched to undefined is left out of JSON, as
 * a missing one): one object literal with every key in one order, so every state of a battle shares one hidden class in
 * V8, where a spread at each place grew a class of its own (a dozen a battle) and the engine's hot functions read
 * states through polymorphic lookups (docs/battle.md "Speed", step 32). The order is the order keys always had, so
 * states print as before.
 */
export function nextState(s: BattleState, p: Partial<BattleState>): BattleState {
  // Typed with every key required, so a key added to BattleState and not listed here fails to compile.
  const next: { [K in keyof Required<BattleState>]: BattleState[K] } = {
    hidden: s.hidden,
    weaponModes: s.weaponModes,
    deployment: s.deployment,
    buildings: s.buildings,
    buildingToHit: s.buildingToHit,
    title: s.title,
    map: s.map,
    movementMode: s.movementMode,
    timers: s.timers,
    roundLimit: s.roundLimit,
    sides: s.sides,
    units: s.units,
    sideOf: s.sideOf,
    positions: s.positions,
    moved: s.moved,
    withdrawn: s.withdrawn,
    exits: s.exits,
    movesFirst: s.movesFirst,
    round: s.round,
    phase: s.phase,
    initiativeOrder: s.initiativeOrder,
    moveQueue: s.moveQueue,
    written: s.written,
    prepared: s.prepared,
    revisable: s.revisable,
    beforeRolls: s.beforeRolls,
    fire: s.fire,
    twists: s.twists,
    physical: s.physical,
    outcome: s.outcome,
    takingCover: s.takingCover,
    pointBlankFired: s.pointBlankFired,
    pointBlank: s.pointBlank,
  };
  // Then the patched keys: each is already in the literal, so its value changes but not the object's class (reading
  // every key of the patch through `in` was measured slower, the patch objects having many shapes). A key that is not
  // a state key is left out, as the literal alone did.
  const out = next as Record<string, unknown>;
  for (const k in p) if (k in next) out[k] = (p as Record<string, unknown>)[k];
  return next;
}
