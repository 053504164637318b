/**
 * Deployment before the first round, for set-ups whose rules have the sides take it in turn to place their units
 * (a mission's "both players take it in turn to deploy"): one unit at a time, sides alternating from `first`; when a
 * side has placed all its units the other places the rest. Each side places only inside its zone (the hexes the
 * set-up lists, with the zone's name and the rule that draws it), on a hex no placed unit holds, with any facing.
 * Until a unit is placed its setup hex is only a suggestion (what the bot plays); the battle starts once all are placed.
 */
import { MarshalError, type Rejection, type Source, formatSource, reject, toFacing } from '@marshal/core';
import type { BattleSetup } from './schema';
import type { BattleState, Position } from './state';
import { nextState } from './next-state';

export interface DeploymentZone {
  /** The zone in words ("along the attacker's edge, 3 rows deep"). */
  readonly name: string;
  readonly hexes: readonly string[];
}

export interface DeploymentState {
  readonly first: string;
  /** The rule that has the sides alternate, in words, with its source. */
  readonly rule: string;
  readonly source: Source;
  readonly zones: Readonly<Record<string, DeploymentZone>>;
  /** Units not placed yet, in setup order. */
  readonly pending: readonly string[];
  /** The side that places next (null once everyone is placed). */
  readonly next: string | null;
}

export interface UnitDeployedEvent {
  readonly type: 'unitDeployed';
  readonly unit: string;
  readonly side: string;
  readonly hex: string;
  readonly facing: number;
  /** The zone the hex lies in, and the rule, for the log. */
  readonly zone: string;
  readonly source: Source;
}

/** The opening deployment state, or null when the setup places every unit itself. Zones are checked against the sides. */
export function initDeployment(setup: BattleSetup, sides: readonly string[], onMap: (hex: string) => boolean): DeploymentState | null {
  const d = setup.deployment;
  if (!d) return null;
  const field = 'deployment';
  const bad = (message: string, at: string) => new MarshalError('invalid-input', message, { field: at });
  if (!sides.includes(d.first)) throw bad(`deployment: "${d.first}" deploys first but is not one of ${sides.join(', ')}`, `${field}.first`);
  const zones: Record<string, DeploymentZone> = {};
  d.zones.forEach((z, i) => {
    if (!sides.includes(z.side)) throw bad(`deployment zone ${i} is for "${z.side}", which is not one of ${sides.join(', ')}`, `${field}.zones.${i}.side`);
    const off = z.hexes.find((h) => !onMap(h));
    if (off) throw bad(`deployment zone ${i} lists ${off}, which is off the map`, `${field}.zones.${i}.hexes`);
    zones[z.side] = { name: z.name, hexes: z.hexes };
  });
  const missing = sides.find((s) => !zones[s]);
  if (missing) throw bad(`side "${missing}" has no deployment zone`, `${field}.zones`);
  return { first: d.first, rule: d.rule, source: d.source, zones, pending: setup.units.map((u) => u.id), next: d.first };
}

const pendingOf = (d: DeploymentState, s: BattleState, side: string) => d.pending.filter((id) => s.sideOf[id] === side);

/** Who places after `side` has placed a unit: the other side while it has units to place, else `side` again, else nobody. */
function nextSide(s: BattleState, d: DeploymentState, side: string): string | null {
  const other = s.sides.find((x) => x.id !== side)!.id;
  if (pendingOf(d, s, other).length) return other;
  return pendingOf(d, s, side).length ? side : null;
}

/** Hexes held by units already placed (units still to place stand nowhere yet). */
export function placedHexes(s: BattleState): Set<string> {
  const pending = new Set(s.deployment?.pending ?? []);
  return new Set(Object.entries(s.positions).flatMap(([id, p]) => (pending.has(id) ? [] : [p.hex])));
}

const sideName = (s: BattleState, side: string) => s.sides.find((x) => x.id === side)?.name ?? side;

/** Why `unit` may not be placed at `hex` now (with the rule), or null. */
export function deploymentProblem(s: BattleState, unit: string, hex: string): Rejection | null {
  const d = s.deployment;
  if (!d || s.phase !== 'deployment') return reject('the units are already deployed', undefined, 'type');
  if (!d.pending.includes(unit)) return reject(s.units[unit] ? `${s.units[unit].name} is already deployed` : `no unit "${unit}"`, d.source, 'unit');
  const side = s.sideOf[unit]!;
  if (side !== d.next) return reject(`it is ${sideName(s, d.next!)}'s turn to deploy (${d.rule})`, d.source, 'unit');
  const zone = d.zones[side]!;
  if (!zone.hexes.includes(hex)) return reject(`${hex} is outside ${sideName(s, side)}'s deployment zone: ${zone.name}`, d.source, 'hex');
  if (placedHexes(s).has(hex)) return reject(`${hex} is taken: units may not share a hex when they deploy`, d.source, 'hex');
  return null;
}

export function deploy(s: BattleState, c: { unit: string; hex: string; facing: number }): readonly UnitDeployedEvent[] | Rejection {
  const bad = deploymentProblem(s, c.unit, c.hex);
  if (bad) return bad;
  const d = s.deployment!;
  const side = s.sideOf[c.unit]!;
  return [{ type: 'unitDeployed', unit: c.unit, side, hex: c.hex, facing: c.facing, zone: d.zones[side]!.name, source: d.source }];
}

export function applyDeployed(s: BattleState, e: UnitDeployedEvent): BattleState {
  const d = s.deployment!;
  const after = { ...d, pending: d.pending.filter((id) => id !== e.unit) };
  const next = nextSide(s, after, e.side);
  const position: Position = { hex: e.hex, facing: toFacing(e.facing) };
  return nextState(s, {
    positions: { ...s.positions, [e.unit]: position },
    deployment: { ...after, next },
    phase: next === null ? 'initiative' : 'deployment',
  });
}

/** The unit a side places next when nobody chooses (the first of its units still to place). */
export const nextToDeploy = (s: BattleState): string | null => (s.deployment?.next ? (pendingOf(s.deployment, s, s.deployment.next)[0] ?? null) : null);

/** Where the bot places a unit: its suggested setup hex when still free, else the first free hex of its zone. */
export function botDeployment(s: BattleState, unit: string): { unit: string; hex: string; facing: number } {
  const taken = placedHexes(s);
  const at = s.positions[unit]!;
  if (!taken.has(at.hex) && s.deployment!.zones[s.sideOf[unit]!]!.hexes.includes(at.hex)) return { unit, hex: at.hex, facing: at.facing };
  const free = s.deployment!.zones[s.sideOf[unit]!]!.hexes.find((h) => !taken.has(h))!;
  return { unit, hex: free, facing: at.facing };
}

/** The deployment rule in words, for a page or a log ("Attacker deploys first; the sides alternate … [source]"). */
export const deploymentRuleText = (d: DeploymentState) => `${d.rule} [${formatSource(d.source)}]`;
