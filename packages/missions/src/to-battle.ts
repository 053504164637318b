/**
 * Turn a mission set-up into a digital battle: the map from the chosen sheets, every unit placed legally in its
 * side's zone, home edges as the mission says.
 */
import { type Hex, MarshalError, formatSource, parseHexLabel } from '@marshal/core';
import type { Unit } from '@marshal/catalog';
import { type BattleSetup, type CarriedDamagePoint, type GameMap, buildMap, buildingOf, gridLabel, hexAt, waterDepth } from '@marshal/battletech';
import {
  type CompassEdge,
  DEPLOY_DEPTH_SOURCE,
  type DeploymentRule,
  type Frame,
  compassEdges,
  frameFor,
  zoneFacing,
  zonePreference,
  zoneTest,
} from './deployment-zones';
import type { BattleLink } from './from-battle';
import { type ForceEntry, missionUnitFromCatalog } from './from-catalog';
import { mapProbe } from './map-probe';
import { deploymentInTurns } from './deploy-in-turns';
import { missionById } from './missions/index';
import { s000 } from './sources';
import type { MissionDefinition, MissionForceEntry } from './missions/types';
import type { MissionSetup, MissionSetupInput } from './tracker/commands';
import { resolveParams } from './tracker/init';
import type { MissionUnit, Side } from './units';

export interface BattleForceUnit {
  /**
   * Force entry (id, side, skills, roles) plus an optional chosen starting hex and facing; a unit carrying damage from an
   * earlier mission (a contract's) brings it as the tracker's `startDamage` facts, the battle's `damage` points and `pilotHits`.
   */
  readonly entry: ForceEntry & {
    readonly hex?: string;
    readonly facing?: number;
    readonly name?: string;
    readonly startDamage?: MissionUnit['startDamage'];
    readonly damage?: readonly CarriedDamagePoint[];
    readonly pilotHits?: number;
  };
  readonly unit: Unit;
}

export interface MissionBattleInput {
  readonly mission: string;
  readonly units: readonly BattleForceUnit[];
  readonly boards: readonly { readonly name: string; readonly text: string; readonly rotated?: boolean }[];
  readonly layout?: { readonly rows: number; readonly cols: number };
  /** The attacker's chosen edge (default: south, or the first narrow edge when the mission needs one). */
  readonly attackerEdge?: CompassEdge;
  readonly deployDepth?: number;
  readonly objectives?: MissionSetupInput['objectives'];
  readonly params?: Record<string, number>;
  readonly bothAgreeToExceedCap?: boolean;
  /** Assassination: each side's target when the players name it (by unit id); otherwise the most valuable ground unit. */
  readonly targets?: MissionSetupInput['targets'];
  readonly targetIgnoresGeneralRetreat?: boolean;
  /** Optional rules both players agreed to (Sundry 3–4): recorded on the tracker; the shell plays them in the battle's ruleset. */
  readonly optionalRules?: readonly string[];
  readonly title?: string;
  readonly roundLimit?: number | null;
  readonly movement?: 'alternating' | 'simultaneous';
  /**
   * For a mission whose sides take it in turn to deploy: `in-turns` (default) opens the battle with a deployment phase,
   * one unit at a time in each side's zone; `at-once` places every unit as for the other missions (the placements stand).
   */
  readonly deployment?: 'in-turns' | 'at-once';
}

export interface Placement {
  readonly unit: string;
  readonly side: Side;
  readonly hex: string;
  readonly facing: number;
  readonly zone: string;
}

export interface MissionBattle {
  /** Setup for a `battletech-battle` game (battle sides are named "attacker" and "defender"). */
  readonly battle: BattleSetup;
  /** Setup for the `mission` tracker, without the battle game id (the shell adds it once the battle exists). */
  readonly mission: MissionSetupInput & { readonly units: MissionUnit[] };
  /** Battle side → mission side, and the edge the attacker deployed along (the mission's home edge). */
  readonly link: BattleLink & { readonly attackerHome: CompassEdge };
  readonly placements: readonly Placement[];
  /** The compass edge each side's units retreat toward in the battle (each side's `exitEdges` are all its mission withdrawal edges). */
  readonly homeEdges: Readonly<Record<Side, CompassEdge>>;
}

const refuse = (message: string, rule: DeploymentRule | { source: DeploymentRule['source'] }, field: string) =>
  new MarshalError('deployment', `${message} [${formatSource(rule.source)}]`, { field });

function checkEdge(m: MissionDefinition, map: GameMap, edge: CompassEdge): void {
  if (m.edges !== 'narrow-to-narrow') return;
  const e = map.edges.find((x) => x.name === edge)!;
  if (e.kind !== 'narrow')
    throw refuse(
      `${m.title} is fought from narrow edge to narrow edge; the ${edge} edge of this ${map.width}×${map.height}-hex map is ${e.kind} (${e.hexes} hexes)`,
      m,
      'attackerEdge',
    );
}

function defaultEdge(m: MissionDefinition, map: GameMap): CompassEdge {
  if (m.edges !== 'narrow-to-narrow') return 'south';
  return (['south', 'west', 'north', 'east'] as const).find((e) => map.edges.find((x) => x.name === e)!.kind === 'narrow') ?? 'south';
}

/** Units the mission says move before every other unit each turn, whatever the initiative (its `battle.movesFirst` hook). */
const movesFirst = (m: MissionDefinition, u: BattleForceUnit) => m.battle?.movesFirst?.(u.entry) ?? false;

/** The battle edge each side retreats toward: the first of the mission's withdrawal edges for that side. */
function homeEdges(m: MissionDefinition, attackerEdge: CompassEdge): Record<Side, CompassEdge> {
  return { attacker: compassEdges(m.withdrawalEdges.attacker[0]!, attackerEdge)[0]!, defender: compassEdges(m.withdrawalEdges.defender[0]!, attackerEdge)[0]! };
}

/** Every edge a side may leave the battle map by: the mission's withdrawal edges on this map. */
function exitEdges(m: MissionDefinition, attackerEdge: CompassEdge, side: Side): CompassEdge[] {
  return [...new Set(m.withdrawalEdges[side].flatMap((e) => compassEdges(e, attackerEdge)))];
}

/** Sundry 1: the defender may not enter a hex with an objective in it (unless the objective is a unit). */
const closedToDefender = (hexes: ReadonlySet<string>) =>
  [...hexes].map((hex) => ({ hex, reason: `it holds an objective, which the defender may not enter [${formatSource(s000('Sundry', 'rule 1'))}]` }));

const blocked = (map: GameMap, h: Hex) => {
  const mh = hexAt(map, h);
  return !mh || waterDepth(mh) > 0 || !!buildingOf(mh);
};

function ruleFor(rules: readonly DeploymentRule[], u: BattleForceUnit): DeploymentRule {
  const named = rules.filter((r) => r.group !== undefined).map((r) => r.group);
  const r = rules.find((x) => x.side === u.entry.side && (x.group ? u.entry.group === x.group : x.others ? !named.includes(u.entry.group) : true));
  return r!;
}

const zoneName = (r: DeploymentRule) => `${r.side}${r.group ? ` (${r.group})` : ''}: ${r.text}`;

type Taken = Set<string>;
type Placed = Map<string, Placement>;

/** Units the referee put on a hex: the hex must be on the map, inside the unit's zone and free. */
function placeChosen(f: Frame, rules: readonly DeploymentRule[], units: readonly BattleForceUnit[], taken: Taken, out: Placed): void {
  units.forEach((u, i) => {
    if (!u.entry.hex) return;
    const rule = ruleFor(rules, u);
    const field = `units.${i}.hex`;
    const h = parseHexLabel(u.entry.hex, field);
    // Named as the players know it (the name given, else the catalog's), never by its id.
    const who = `${u.entry.name ?? u.unit.name} cannot start at ${u.entry.hex}`;
    if (!hexAt(f.grid, h)) throw refuse(`${who}: it is off the ${f.grid.width}×${f.grid.height}-hex map`, rule, field);
    const why = zoneTest(f, rule.zone)(h);
    if (why) throw refuse(`${who}: ${why} (${zoneName(rule)})`, rule, field);
    if (taken.has(u.entry.hex)) throw refuse(`${who}: the hex is taken by another unit or an objective`, rule, field);
    taken.add(u.entry.hex);
    out.set(u.entry.id, {
      unit: u.entry.id,
      side: u.entry.side,
      hex: u.entry.hex,
      facing: u.entry.facing ?? zoneFacing(f, rule.zone, h),
      zone: zoneName(rule),
    });
  });
}

interface Candidate {
  readonly h: Hex;
  readonly label: string;
  readonly rank: number;
  readonly line: number;
  readonly lineLength: number;
}

function freeHexes(f: Frame, rule: DeploymentRule, taken: Taken): Candidate[] {
  const test = zoneTest(f, rule.zone);
  const free: Candidate[] = [];
  for (let row = 0; row < f.grid.height; row++)
    for (let col = 0; col < f.grid.width; col++) {
      const h = { col, row };
      const label = gridLabel(f.grid, h);
      if (!taken.has(label) && !blocked(f.grid as GameMap, h) && test(h) === null) free.push({ h, label, ...zonePreference(f, rule.zone, h) });
    }
  return free;
}

/** The rest of a zone's units: nearest the zone's own line first, spread evenly along it. */
function fillZone(f: Frame, rule: DeploymentRule, group: readonly BattleForceUnit[], taken: Taken, out: Placed): void {
  const free = freeHexes(f, rule, taken);
  if (free.length < group.length)
    throw refuse(
      `the ${zoneName(rule)} has ${free.length} free hex${free.length === 1 ? '' : 'es'} (dry, no building, not an objective) for ${group.length} units, and units may not share a hex`,
      rule,
      'units',
    );
  group.forEach((u, k) => {
    const target = ((k + 0.5) / group.length) * free[0]!.lineLength;
    const score = (x: Candidate) => x.rank * 1000 + Math.abs(x.line - target);
    const c = free.filter((x) => !taken.has(x.label)).reduce((best, x) => (score(x) < score(best) ? x : best));
    taken.add(c.label);
    out.set(u.entry.id, { unit: u.entry.id, side: u.entry.side, hex: c.label, facing: u.entry.facing ?? zoneFacing(f, rule.zone, c.h), zone: zoneName(rule) });
  });
}

/** Place every unit: chosen hexes are checked against their zone; the rest fill their zone spread along its line. */
function place(f: Frame, mission: MissionDefinition, units: readonly BattleForceUnit[], reserved: ReadonlySet<string>): Placement[] {
  const rules = mission.zones;
  const taken: Taken = new Set(reserved);
  const out: Placed = new Map();
  placeChosen(f, rules, units, taken, out);
  for (const rule of rules) {
    const group = units.filter((u) => !u.entry.hex && ruleFor(rules, u) === rule);
    if (group.length) fillZone(f, rule, group, taken, out);
  }
  return units.map((u) => out.get(u.entry.id)!);
}

/**
 * Units the mission brings to a digital battle that the force as given lacks (its `battle.extraUnits` hook; Escort:
 * the convoy), as force entries naming catalog units for the shell to load. `units` carry their catalog tonnage.
 */
export function missionExtraUnits(
  mission: string,
  units: readonly { readonly side: Side; readonly tonnage: number; readonly group?: string | undefined }[],
  params: Record<string, number> = {},
): MissionForceEntry[] {
  const hook = missionById(mission).battle?.extraUnits;
  return hook ? hook({ units, params: resolveParams(params) }) : [];
}

/**
 * The battle and tracker set-ups for a mission fought digitally. Refuses, with the rule and its numbers, a
 * broad edge for a narrow-edge mission, a wrong sheet count, a chosen hex outside its zone, or a zone too small.
 */
export function missionBattle(input: MissionBattleInput): MissionBattle {
  const m = missionById(input.mission);
  if (m.sheets !== undefined && input.boards.length !== m.sheets)
    throw refuse(`${m.title} is fought on ${m.sheets} sheets; ${input.boards.length} given`, m, 'boards');
  const boards = input.boards.map((b) => ({ name: b.name, text: b.text, rotated: b.rotated ?? false }));
  const map = buildMap({ map: { boards, ...(input.layout ? { layout: input.layout } : {}) } } as BattleSetup);
  const attackerEdge = input.attackerEdge ?? defaultEdge(m, map);
  checkEdge(m, map, attackerEdge);
  const depth = input.deployDepth ?? frameFor(map, attackerEdge).deployDepth;
  if (depth < 1) throw refuse(`a deployment zone must be at least 1 hex deep, not ${depth}`, { source: DEPLOY_DEPTH_SOURCE }, 'deployDepth');
  const f = frameFor(map, attackerEdge, depth);
  const probe = mapProbe(map, f, 'objectives');
  const given = input.objectives ?? { tokens: [] };
  // Tokens take the map's own water depth, whatever was typed; then the mission checks its placements on the map.
  const objectives: MissionSetup['objectives'] = {
    tokens: (given.tokens ?? []).map((t, i) => ({ ...t, waterDepth: mapProbe(map, f, `objectives.tokens.${i}`).waterDepth(t.hex) })),
    ...(given.objectiveHex ? { objectiveHex: given.objectiveHex } : {}),
  };
  const reserved = new Set([...(objectives.tokens ?? []).map((t) => t.hex), ...(objectives.objectiveHex ? [objectives.objectiveHex] : [])]);
  m.checkOnMap?.(objectives, resolveParams(input.params ?? {}), probe);
  const placements = place(f, m, input.units, reserved);
  const edges = homeEdges(m, attackerEdge);
  const units = input.units.map((u) => ({
    ...missionUnitFromCatalog(u.unit, u.entry),
    ...(u.entry.name ? { name: u.entry.name } : {}),
    ...(u.entry.startDamage ? { startDamage: u.entry.startDamage } : {}),
  }));
  const added = m.battle?.buildings?.({ objectives, units });
  const buildings = added?.buildings ?? [];
  const deployment = input.deployment === 'at-once' ? undefined : deploymentInTurns(f, m, reserved);
  const battle: BattleSetup = {
    title: input.title ?? `${m.title} (digital)`,
    map: { boards, ...(input.layout ? { layout: input.layout } : {}) },
    movement: input.movement ?? 'alternating',
    timers: null,
    roundLimit: input.roundLimit ?? null,
    sides: (['attacker', 'defender'] as const).map((side) => ({
      id: side,
      name: side === 'attacker' ? 'Attacker' : 'Defender',
      homeEdge: edges[side],
      exitEdges: exitEdges(m, attackerEdge, side),
      ...(side === 'defender' && !m.objectiveIsUnit && reserved.size ? { closedHexes: closedToDefender(reserved) } : {}),
    })),
    units: input.units.map((u, i) => ({
      id: u.entry.id,
      side: u.entry.side,
      unit: u.unit as never,
      gunnery: u.entry.gunnery ?? 4,
      piloting: u.entry.piloting ?? 5,
      hex: placements[i]!.hex,
      facing: placements[i]!.facing,
      ...(movesFirst(m, u) ? { movesFirst: true } : {}),
      ...(u.entry.damage?.length ? { damage: u.entry.damage.map((p) => ({ ...p })) } : {}),
      ...(u.entry.pilotHits ? { pilotHits: u.entry.pilotHits } : {}),
    })),
    ...(deployment ? { deployment } : {}),
    ...(buildings.length ? { buildings } : {}),
    ...(buildings.length && added?.toHit ? { buildingToHit: added.toHit } : {}),
  };
  const mission = {
    mission: m.id,
    units,
    bothAgreeToExceedCap: input.bothAgreeToExceedCap ?? false,
    params: input.params ?? {},
    objectives,
    ...(input.targets ? { targets: input.targets } : {}),
    ...(input.targetIgnoresGeneralRetreat !== undefined ? { targetIgnoresGeneralRetreat: input.targetIgnoresGeneralRetreat } : {}),
    ...(input.optionalRules?.length ? { optionalRules: [...input.optionalRules] } : {}),
    sheets: input.boards.length,
    ...(input.layout ? { layout: input.layout } : {}),
  };
  return { battle, mission, link: { sides: { attacker: 'attacker', defender: 'defender' }, attackerHome: attackerEdge }, placements, homeEdges: edges };
}
