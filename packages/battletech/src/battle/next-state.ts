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
    hidden: 'hidden' in p ? p.hidden! : s.hidden,
    weaponModes: 'weaponModes' in p ? p.weaponModes! : s.weaponModes,
    deployment: 'deployment' in p ? p.deployment! : s.deployment,
    buildings: 'buildings' in p ? p.buildings! : s.buildings,
    buildingToHit: 'buildingToHit' in p ? p.buildingToHit! : s.buildingToHit,
    title: 'title' in p ? p.title! : s.title,
    map: 'map' in p ? p.map! : s.map,
    movementMode: 'movementMode' in p ? p.movementMode! : s.movementMode,
    timers: 'timers' in p ? p.timers! : s.timers,
    roundLimit: 'roundLimit' in p ? p.roundLimit! : s.roundLimit,
    sides: 'sides' in p ? p.sides! : s.sides,
    units: 'units' in p ? p.units! : s.units,
    sideOf: 'sideOf' in p ? p.sideOf! : s.sideOf,
    positions: 'positions' in p ? p.positions! : s.positions,
    moved: 'moved' in p ? p.moved! : s.moved,
    withdrawn: 'withdrawn' in p ? p.withdrawn! : s.withdrawn,
    exits: 'exits' in p ? p.exits! : s.exits,
    movesFirst: 'movesFirst' in p ? p.movesFirst! : s.movesFirst,
    round: 'round' in p ? p.round! : s.round,
    phase: 'phase' in p ? p.phase! : s.phase,
    initiativeOrder: 'initiativeOrder' in p ? p.initiativeOrder! : s.initiativeOrder,
    moveQueue: 'moveQueue' in p ? p.moveQueue! : s.moveQueue,
    written: 'written' in p ? p.written! : s.written,
    prepared: 'prepared' in p ? p.prepared! : s.prepared,
    revisable: 'revisable' in p ? p.revisable! : s.revisable,
    beforeRolls: 'beforeRolls' in p ? p.beforeRolls! : s.beforeRolls,
    fire: 'fire' in p ? p.fire! : s.fire,
    twists: 'twists' in p ? p.twists! : s.twists,
    physical: 'physical' in p ? p.physical! : s.physical,
    outcome: 'outcome' in p ? p.outcome! : s.outcome,
    takingCover: 'takingCover' in p ? p.takingCover! : s.takingCover,
    pointBlankFired: 'pointBlankFired' in p ? p.pointBlankFired! : s.pointBlankFired,
    pointBlank: 'pointBlank' in p ? p.pointBlank! : s.pointBlank,
  };
  return next;
}
