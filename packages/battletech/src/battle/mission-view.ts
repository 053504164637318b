/**
 * A read-only view of a battle for rules that follow one from outside (seed-000 missions, a campaign): per unit the
 * facts those rules ask about, already worked out here, so they never read the battle's internals (slots, pilot
 * flags, capability tables). Built once per battle state and kept (a state never changes).
 */
import { parseHexLabel } from '@marshal/core';
import type { WithdrawalTest } from '../unit/capabilities';
import { crippling, withdrawalFacts } from '../rules/withdrawal/crippling';
import type { EdgeName } from '../map/compose';
import { hexAt } from '../map/grid';
import { lineOfSight } from '../map/los';
import { type WoodsDensity, woodsOf } from '../map/terrain';
import { losUnit } from './fire';
import { ecmHexes } from './electronics';
import { type CombatRules, baseCombatRules } from '../options/rules';
import { damagedMP } from './movement';
import { type BattlePhase, type BattleState, type UnitExit, inPlay } from './state';

/** Why a destroyed unit is gone: its head destroyed, its crew killed, or anything else. */
export type DestroyedCause = 'head-destroyed' | 'crew-killed' | 'other';

export interface BattleUnitView {
  readonly id: string;
  readonly name: string;
  /** The battle side it fights for (a side id of the setup). */
  readonly side: string;
  readonly tonnage: number;
  /** Battle armour or infantry (judged by troopers, not locations). */
  readonly squad: boolean;
  /** How the unit is judged for forced withdrawal (its capability, never its kind). */
  readonly withdrawalTest: WithdrawalTest;
  /** At least one hand actuator (left or right arm) not hit. */
  readonly workingHand: boolean;
  /** Walking (cruising) MP at the start of the battle. */
  readonly walkMp: number;
  /** Walking (cruising) MP after damage now. */
  readonly walkMpNow: number;
  readonly piloting: number;
  /** Hits the pilot (crew) has taken. */
  readonly pilotHits: number;
  /** Locations with no armour left and locations destroyed: the facts the forced-withdrawal rule reads. */
  readonly damage: { readonly armourStripped: readonly string[]; readonly destroyed: readonly string[] };
  /** Null while the unit stands; otherwise why it was destroyed. */
  readonly destroyed: DestroyedCause | null;
  /** Total Warfare crippling damage (or destroyed). */
  readonly crippled: boolean;
  /** On the map and not destroyed. */
  readonly inPlay: boolean;
  /** The hex it stands in (its last hex once it has left or been destroyed). */
  readonly hex: string | null;
  /** Hexes moved this round. */
  readonly hexesMoved: number;
  /** Declared a weapon or physical attack this round. */
  readonly attacked: boolean;
  /** How it left the map, or null while it has not. */
  readonly exit: UnitExit | null;
}

/** A hex on a line of sight, and its woods if any. */
export interface SightHex {
  readonly hex: string;
  readonly woods: { readonly kind: 'woods' | 'jungle'; readonly density: WoodsDensity } | null;
}

export interface BattleView {
  readonly kind: 'battle-view';
  readonly round: number;
  readonly phase: BattlePhase;
  readonly sides: readonly { readonly id: string; readonly homeEdge: EdgeName }[];
  /** Every unit, in the setup's order. */
  readonly units: Readonly<Record<string, BattleUnitView>>;
  /** Objective buildings (setup `buildings`) by id: construction factor, what is left, destroyed. */
  readonly buildings: Readonly<Record<string, { readonly cf: number; readonly remaining: number; readonly destroyed: boolean }>>;
  /** Line of sight from a unit to a hex at ground level (an objective token has no height): blocked, hexes away, the hexes between. */
  sightTo(unit: string, hex: string, field?: string): { readonly blocked: boolean; readonly distance: number; readonly between: readonly SightHex[] };
  /**
   * Hexes of the line from a unit to a hex, both ends included, where its enemies' ECM works against its side (the
   * battle's suites and their modes, counted by `rules`: Total Warfare unless given, so ECCM needs the rules that allow it).
   */
  ecmHexesTo(unit: string, hex: string, rules?: CombatRules, field?: string): number;
}

/** What the view is read from: a battle's state, or a view already built. */
export type BattleViewSource = BattleState | BattleView;

const views = new WeakMap<BattleState, BattleView>();

const hasHand = (s: BattleState, id: string) => {
  const u = s.units[id]!;
  return ['LA', 'RA'].some((l) => (u.slots[l] ?? []).some((x) => x.system === 'hand' && !x.hit));
};

function cause(s: BattleState, id: string): DestroyedCause | null {
  const u = s.units[id]!;
  if (!u.destroyed) return null;
  if (u.capabilities.head && u.locations[u.capabilities.head]?.destroyed) return 'head-destroyed';
  return u.pilot.dead ? 'crew-killed' : 'other';
}

function unitView(s: BattleState, id: string): BattleUnitView {
  const u = s.units[id]!;
  const facts = withdrawalFacts(u);
  let crippled: boolean | undefined;
  return {
    id,
    name: u.name,
    side: s.sideOf[id]!,
    tonnage: u.tonnage,
    squad: u.capabilities.withdrawal === 'squad',
    withdrawalTest: u.capabilities.withdrawal,
    workingHand: hasHand(s, id),
    walkMp: u.movement.walk,
    walkMpNow: damagedMP(u).walk,
    piloting: u.pilot.piloting,
    pilotHits: u.pilot.hits,
    damage: { armourStripped: facts.armourStripped, destroyed: facts.destroyed },
    destroyed: cause(s, id),
    get crippled() {
      crippled ??= crippling(u).met === true;
      return crippled;
    },
    inPlay: inPlay(s, id),
    hex: s.positions[id]?.hex ?? null,
    hexesMoved: s.moved[id]?.hexes ?? 0,
    attacked: (s.fire[id]?.length ?? 0) > 0 || !!s.physical[id],
    exit: s.exits[id] ?? null,
  };
}

/** The read-only view of a battle (the same object for the same state; a view is returned as it is). */
export function battleView(source: BattleViewSource): BattleView {
  if ('kind' in source && source.kind === 'battle-view') return source;
  const s = source as BattleState;
  const known = views.get(s);
  if (known) return known;
  const view: BattleView = {
    kind: 'battle-view',
    round: s.round,
    phase: s.phase,
    sides: s.sides.map((x) => ({ id: x.id, homeEdge: x.homeEdge })),
    units: Object.fromEntries(Object.keys(s.units).map((id) => [id, unitView(s, id)])),
    buildings: Object.fromEntries(Object.values(s.buildings ?? {}).map((b) => [b.id, { cf: b.cf, remaining: b.remaining, destroyed: b.destroyed }])),
    sightTo(unit, hex, field = 'hex') {
      const los = lineOfSight(s.map, losUnit(s, unit), { hex: parseHexLabel(hex, field), height: 0 });
      const between = los.hexes.slice(1, -1).map((label) => {
        const w = woodsOf(hexAt(s.map, parseHexLabel(label))!);
        return { hex: label, woods: w ? { kind: w.kind, density: w.density } : null };
      });
      return { blocked: los.blocked, distance: los.distance, between };
    },
    ecmHexesTo(unit, hex, rules = baseCombatRules, field = 'hex') {
      const los = lineOfSight(s.map, losUnit(s, unit), { hex: parseHexLabel(hex, field), height: 0 });
      return ecmHexes(s, s.sideOf[unit]!, los.hexes, rules).length;
    },
  };
  views.set(s, view);
  return view;
}
