import type { PendingPointBlank } from './point-blank';
import { type Facing, MarshalError, parseHexLabel, toFacing } from '@marshal/core';
import { type BattleUnit, createBattleUnit } from '../unit/battle-unit';
import { catalogAmmoDamage, catalogWeaponLookup } from '../unit/catalog-weapons';
import type { Unit } from '../unit/catalog-types';
import { parseBoard } from '../map/board';
import { type EdgeName, type GameMap, composeMap, standardLayout } from '../map/compose';
import { hexAt } from '../map/grid';
import { applyCarriedDamage } from './carried-damage';
import { loadMunitions } from './munitions';
import { withObjectiveBuildings } from './objective-map';
import type { GetUpAttempt } from './movement';
import type { BattleSetup, FireDeclaration, PhysicalDeclaration } from './schema';
import { type DeploymentState, initDeployment } from './deployment';

/** The state of a battle: map, units and where they stand, the phase of the round, hidden orders and the outcome. */
export type BattlePhase = 'deployment' | 'initiative' | 'movement' | 'fire' | 'physical' | 'heat' | 'end' | 'over';

export interface Position {
  readonly hex: string;
  readonly facing: Facing;
}

export interface MoveSummary {
  readonly mode: 'stand' | 'walk' | 'run' | 'jump';
  readonly hexes: number;
}

/** How a unit left the map: by which edge, in which round and phase, its walking/cruising MP then, and whether under forced withdrawal. */
export interface UnitExit {
  readonly edge: EdgeName;
  readonly round: number;
  readonly phase: 'movement' | 'physical' | 'end';
  readonly walkMp: number;
  readonly forced: boolean;
}

export interface SideState {
  readonly id: string;
  readonly name: string;
  readonly homeEdge: EdgeName;
  /** Edges the side's units may leave the map by. */
  readonly exitEdges: readonly EdgeName[];
  /** Hexes the side's units may not enter, with why (a mission's objective hexes); absent when none. */
  readonly closedHexes?: readonly { readonly hex: string; readonly reason: string }[];
}

export interface BattleOutcome {
  readonly result: 'victory' | 'draw' | 'mutual-destruction';
  readonly winner: string | null;
  readonly reason: string;
  readonly round: number;
  /** Per side: every unit crippled (or destroyed, or withdrawn) at the end. */
  readonly crippled: Readonly<Record<string, boolean>>;
}

/** An objective building (setup `buildings`): its construction factor left, destroyed when none is. */
export interface BuildingState {
  readonly id: string;
  readonly hex: string;
  readonly label: string;
  readonly cf: number;
  readonly remaining: number;
  readonly destroyed: boolean;
}

export interface BattleState {
  readonly title: string;
  readonly map: GameMap;
  readonly movementMode: 'alternating' | 'simultaneous';
  /** Phase time limits for the shell to enforce (null: untimed). */
  readonly timers: BattleSetup['timers'];
  readonly roundLimit: number | null;
  readonly sides: readonly [SideState, SideState];
  readonly units: Readonly<Record<string, BattleUnit>>;
  readonly sideOf: Readonly<Record<string, string>>;
  readonly positions: Readonly<Record<string, Position>>;
  readonly moved: Readonly<Record<string, MoveSummary>>;
  readonly withdrawn: readonly string[];
  /** Units that move before all others each turn, whatever the initiative (setup `movesFirst`). */
  readonly movesFirst: readonly string[];
  /** Every unit that left the map, with its edge (withdrawn units are all here). */
  readonly exits: Readonly<Record<string, UnitExit>>;
  readonly round: number;
  readonly phase: BattlePhase;
  /** Sides in movement order (initiative loser first). */
  readonly initiativeOrder: readonly string[];
  /** Units still to move this round, in order (alternating movement). */
  readonly moveQueue: readonly string[];
  /** Written orders per side, hidden from the other side until both are in (simultaneous movement). */
  readonly written: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Getting-up rolls made before the reveal (seed 003 §1.2.1), by unit. */
  readonly prepared: Readonly<Record<string, readonly GetUpAttempt[]>>;
  /** Units whose side may still change their orders once after a failed roll before the reveal. */
  readonly revisable: readonly string[];
  /** Units as they were before their pre-reveal rolls, shown to the other side until the reveal. */
  readonly beforeRolls: Readonly<Record<string, BattleUnit>>;
  readonly fire: Readonly<Record<string, readonly FireDeclaration[]>>;
  /** Weapon modes marked at the start and used all game (setup `weaponModes`), by unit and weapon index; absent when none. */
  readonly weaponModes?: Readonly<Record<string, Readonly<Record<number, string>>>>;
  /** Hexside each unit took cover behind at the start of this round's weapon attack phase (absent: none). */
  readonly takingCover?: Readonly<Record<string, Facing>>;
  /** Torso twist declared with fire this round: −1 left, +1 right, by unit. */
  readonly twists: Readonly<Record<string, number>>;
  readonly physical: Readonly<Record<string, PhysicalDeclaration | null>>;
  readonly outcome: BattleOutcome | null;
  /** Objective buildings by id; absent when the setup lists none. */
  readonly buildings?: Readonly<Record<string, BuildingState>>;
  /** Deployment in turns before round 1 (setup `deployment`): zones, units still to place, whose turn; absent when none. */
  readonly deployment?: DeploymentState;
  /** Units set up hidden and not yet revealed (setup `hidden`, Total Warfare Hidden Units); absent when none ever were. */
  readonly hidden?: readonly string[];
  /** A move paused for point-blank shots from hidden units (Total Warfare Hidden Units); absent when none is. */
  readonly pointBlank?: PendingPointBlank;
  /** Units that made a point-blank shot this turn: they declare no more fire until the next turn. */
  readonly pointBlankFired?: readonly string[];
  /** The setup's own to-hit modifier for shots at the buildings (absent: Total Warfare's immobile target). */
  readonly buildingToHit?: NonNullable<BattleSetup['buildingToHit']>;
}

const ALL_EDGES: readonly EdgeName[] = ['north', 'east', 'south', 'west'];
const OPPOSITE: Readonly<Record<EdgeName, EdgeName>> = { north: 'south', south: 'north', east: 'west', west: 'east' };

export function buildMap(setup: BattleSetup): GameMap {
  const sheets = setup.map.boards.map((b, i) => {
    try {
      return { board: parseBoard(b.text, `map.boards.${i}`, b.name), rotated: b.rotated };
    } catch (e) {
      if (e instanceof MarshalError) throw new MarshalError(e.code, `map.boards.${i} (${b.name}): ${e.message}`, { field: `map.boards.${i}.text` });
      throw e;
    }
  });
  const layout = setup.map.layout ? { ...setup.map.layout, source: standardLayout(1).source } : standardLayout(sheets.length, sheets[0]?.board);
  return composeMap(sheets, layout);
}

/** A battle's opening state; every unit id, side and starting hex is checked and a bad one named. */
export function initBattle(setup: BattleSetup): BattleState {
  const map = buildMap(setup);
  const [a, b] = setup.sides;
  const sides: [SideState, SideState] = [
    {
      id: a!.id,
      name: a!.name ?? a!.id,
      homeEdge: a!.homeEdge ?? OPPOSITE[b!.homeEdge ?? 'north'],
      exitEdges: a!.exitEdges ?? ALL_EDGES,
      ...(a!.closedHexes?.length ? { closedHexes: a!.closedHexes } : {}),
    },
    {
      id: b!.id,
      name: b!.name ?? b!.id,
      homeEdge: b!.homeEdge ?? OPPOSITE[a!.homeEdge ?? 'south'],
      exitEdges: b!.exitEdges ?? ALL_EDGES,
      ...(b!.closedHexes?.length ? { closedHexes: b!.closedHexes } : {}),
    },
  ];
  if (a!.id === b!.id) throw new MarshalError('invalid-input', `the two sides need different ids ("${a!.id}")`, { field: 'sides.1.id' });
  const units: Record<string, BattleUnit> = {};
  const sideOf: Record<string, string> = {};
  const positions: Record<string, Position> = {};
  setup.units.forEach((u, i) => {
    const field = `units.${i}`;
    if (units[u.id]) throw new MarshalError('invalid-input', `unit id "${u.id}" is used twice`, { field: `${field}.id` });
    if (!sides.some((s) => s.id === u.side))
      throw new MarshalError('invalid-input', `unit "${u.id}" is on side "${u.side}", which is not one of ${sides.map((s) => s.id).join(', ')}`, {
        field: `${field}.side`,
      });
    if (!hexAt(map, parseHexLabel(u.hex)))
      throw new MarshalError('invalid-input', `unit "${u.id}" starts at ${u.hex}, which is off the ${map.width}×${map.height} map`, { field: `${field}.hex` });
    const built = createBattleUnit(u.unit as unknown as Unit, u, { id: u.id, lookup: catalogWeaponLookup, ammo: catalogAmmoDamage });
    if (u.ecmMode && !built.ecmMode)
      throw new MarshalError('invalid-input', `unit "${u.id}" (${built.name}) has no ECM suite to set to ${u.ecmMode}`, { field: `${field}.ecmMode` });
    const moded = u.ecmMode ? { ...built, ecmMode: u.ecmMode } : built;
    const loaded = u.munitions ? loadMunitions(moded, u.munitions, `${field}.munitions`) : moded;
    const fresh = u.pilotHits ? { ...loaded, pilot: { ...loaded.pilot, hits: u.pilotHits } } : loaded;
    units[u.id] = u.damage?.length ? applyCarriedDamage(fresh, u.damage, `${field}.damage`) : fresh;
    sideOf[u.id] = u.side;
    positions[u.id] = { hex: u.hex, facing: toFacing(u.facing) };
  });
  for (const s of sides)
    if (!setup.units.some((u) => u.side === s.id)) throw new MarshalError('invalid-input', `side "${s.id}" has no units`, { field: 'units' });
  const buildings = initBuildings(setup, map);
  const weaponModes = initWeaponModes(setup, units);
  const deployment = initDeployment(
    setup,
    sides.map((x) => x.id),
    (hex) => !!hexAt(map, parseHexLabel(hex)),
  );
  const hidden = setup.units.filter((u) => u.hidden).map((u) => u.id);
  // Every key present from the start, in one literal (absent ones undefined, which JSON leaves out as before): every
  // state of a battle then shares one shape, so the engine's hot functions read it without polymorphic lookups.
  return {
    hidden: hidden.length ? hidden : undefined,
    weaponModes: weaponModes ?? undefined,
    deployment: deployment ?? undefined,
    buildings: buildings ?? undefined,
    buildingToHit: buildings && setup.buildingToHit ? setup.buildingToHit : undefined,
    title: setup.title,
    map: buildings ? withObjectiveBuildings(map, buildings) : map,
    movementMode: setup.movement,
    timers: setup.timers,
    roundLimit: setup.roundLimit,
    sides,
    units,
    sideOf,
    positions,
    moved: {},
    withdrawn: [],
    exits: {},
    movesFirst: setup.units.filter((u) => u.movesFirst).map((u) => u.id),
    round: 1,
    phase: deployment ? 'deployment' : 'initiative',
    initiativeOrder: [],
    moveQueue: [],
    written: {},
    prepared: {},
    revisable: [],
    beforeRolls: {},
    fire: {},
    twists: {},
    physical: {},
    outcome: null,
    takingCover: undefined,
    pointBlankFired: undefined,
    pointBlank: undefined,
  };
}

function initWeaponModes(setup: BattleSetup, units: Record<string, BattleUnit>): Record<string, Record<number, string>> | null {
  const out: Record<string, Record<number, string>> = {};
  setup.units.forEach((u, i) => {
    for (const [index, mode] of Object.entries(u.weaponModes ?? {})) {
      if (!units[u.id]!.weapons[Number(index)])
        throw new MarshalError('invalid-input', `unit "${u.id}" has no weapon ${index} to fire in ${mode}`, { field: `units.${i}.weaponModes.${index}` });
      (out[u.id] ??= {})[Number(index)] = mode;
    }
  });
  return Object.keys(out).length ? out : null;
}

function initBuildings(setup: BattleSetup, map: GameMap): Record<string, BuildingState> | null {
  if (!setup.buildings?.length) return null;
  const out: Record<string, BuildingState> = {};
  setup.buildings.forEach((b, i) => {
    const field = `buildings.${i}`;
    if (out[b.id]) throw new MarshalError('invalid-input', `building id "${b.id}" is used twice`, { field: `${field}.id` });
    if (!hexAt(map, parseHexLabel(b.hex)))
      throw new MarshalError('invalid-input', `building "${b.id}" stands at ${b.hex}, which is off the ${map.width}×${map.height} map`, {
        field: `${field}.hex`,
      });
    out[b.id] = { id: b.id, hex: b.hex, label: b.label ?? b.id, cf: b.cf, remaining: b.cf, destroyed: false };
  });
  return out;
}

/** A unit still in the fight: not destroyed and not withdrawn. */
export const inPlay = (s: BattleState, id: string): boolean => !!s.units[id] && !s.units[id].destroyed && !s.withdrawn.includes(id);

/** A unit that can act this phase: in play, pilot conscious, not shut down. */
export const canAct = (s: BattleState, id: string): boolean =>
  inPlay(s, id) && s.units[id]!.pilot.conscious && !s.units[id]!.pilot.dead && !s.units[id]!.shutdown;

export const unitsOf = (s: BattleState, side: string): string[] => Object.keys(s.units).filter((id) => s.sideOf[id] === side);

/** The enemies a unit knows of: in play and not hidden. */
export const enemiesOf = (s: BattleState, id: string): string[] =>
  Object.keys(s.units).filter((o) => s.sideOf[o] !== s.sideOf[id] && inPlay(s, o) && !s.hidden?.includes(o));
