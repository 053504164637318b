// Hidden units (Total Warfare, Hidden Units): units a side set up hidden stay off the other side's view until they
// move or attack, an enemy comes next to them, or an enemy active probe finds them. The reveals are worked out from
// the state before and after each command, so every way of moving (alternating, written orders) and of attacking is
// covered by one check.
import { type Hex, type Source, hexDistance, hexLabel, parseHexLabel } from '@marshal/core';
import { probeDetections } from '../map/probe';
import type { CombatRules } from '../options/rules';
import { tw } from '../rules/sources';
import type { BattleUnit } from '../unit/battle-unit';
import { ecmHexes, gearWorks } from './electronics';
import { type BattleState, inPlay } from './state';
import { nextState } from './next-state';

export const HIDDEN_UNITS = tw('Hidden Units', { page: 259, note: 'set up hidden before play; revealed when it moves or attacks, or is found' });
const HIDDEN_MOVED = tw('Hidden Units', { page: 259, note: 'a hidden unit that moves is revealed' });
const HIDDEN_ATTACKED = tw('Hidden Units', { page: 259, note: 'a hidden unit that makes a weapon or physical attack is revealed' });
const HIDDEN_ADJACENT = tw('Hidden Units', { page: 259, note: 'an enemy unit that moves next to (or into) a hidden unit finds it' });

export type RevealReason = 'moved' | 'fired' | 'attacked' | 'adjacent' | 'probe';

export interface UnitRevealedEvent {
  readonly type: 'unitRevealed';
  readonly unit: string;
  readonly hex: string;
  readonly facing: number;
  readonly reason: RevealReason;
  /** The enemy unit that found it (adjacent or probe). */
  readonly by?: string;
  readonly source: Source;
}

/** The unit is set up hidden and not yet revealed. */
export const isHidden = (s: BattleState, id: string): boolean => !!s.hidden?.includes(id);

/** Hidden enemies of `side` that are still in play. */
const hiddenFoes = (s: BattleState, side: string): string[] => (s.hidden ?? []).filter((id) => s.sideOf[id] !== side && inPlay(s, id));

/** The seed's note: an active probe finds battle armour, 'Mechs and vehicles, never unarmoured infantry. */
const probeCanFind = (u: BattleUnit): boolean => u.capabilities.hitTable !== 'conventional-infantry';

/**
 * The hidden enemies `mover` found with this move (the map's `probeDetections`): next to it where it ended, always;
 * with a working active probe, within the probe's range and in line of sight from where it ended (or, Hidden Units
 * (Expanded), from any hex it passed), unless the probing hex is under enemy ECM.
 */
function foundBy(before: BattleState, after: BattleState, mover: string, path: readonly string[], rules: CombatRules) {
  const u = after.units[mover]!;
  const side = after.sideOf[mover]!;
  const hidden = hiddenFoes(after, side).map((id) => ({ id, hex: parseHexLabel(after.positions[id]!.hex), undetectable: !probeCanFind(after.units[id]!) }));
  if (!hidden.length) return [];
  const probe = u.electronics?.probe && gearWorks(u, u.electronics.probe) ? u.electronics.probe : null;
  const hexes = [before.positions[mover]?.hex, ...path, after.positions[mover]!.hex].filter((h): h is string => !!h).map((h) => parseHexLabel(h));
  const along = !!probe && rules.probeDetection.alongPath;
  const probeRules = { probePositions: (p: readonly Hex[]) => (along ? p : p.slice(-1)), source: rules.probeDetection.source };
  const jammed = (h: Hex) => ecmHexes(after, side, [hexLabel(h)], rules).length > 0;
  return probeDetections(after.map, hexes, { range: probe?.range ?? 0 }, hidden, probeRules, jammed).map((d) => {
    const near = hexDistance(parseHexLabel(d.from), parseHexLabel(after.positions[d.id]!.hex)) <= 1;
    return { id: d.id, reason: near ? ('adjacent' as const) : ('probe' as const), source: near ? HIDDEN_ADJACENT : rules.probeDetection.source };
  });
}

/**
 * The reveals a command caused, from the state before and after it: hidden units that moved or whose attacks were
 * resolved, and hidden units found by enemy units that moved (next to them, or with an active probe).
 * `paths`: the hexes each unit passed through in this command (for detection along the path).
 */
export function reveals(
  before: BattleState,
  after: BattleState,
  rules: CombatRules,
  paths: Readonly<Record<string, readonly string[]>> = {},
): UnitRevealedEvent[] {
  if (!after.hidden?.length) return [];
  const out: UnitRevealedEvent[] = [];
  const reveal = (unit: string, reason: RevealReason, source: Source, by?: string) => {
    if (out.some((e) => e.unit === unit) || !inPlay(after, unit)) return;
    const at = after.positions[unit]!;
    out.push({ type: 'unitRevealed', unit, hex: at.hex, facing: at.facing, reason, ...(by ? { by } : {}), source });
  };
  for (const id of after.hidden) {
    const m = after.moved[id];
    if (m && !before.moved[id] && (m.mode !== 'stand' || after.positions[id]!.hex !== before.positions[id]!.hex)) reveal(id, 'moved', HIDDEN_MOVED);
    const fired = before.phase === 'fire' && after.phase !== 'fire' && !!after.fire[id]?.length;
    const struck = before.phase === 'physical' && after.phase !== 'physical' && !!after.physical[id];
    if (fired) reveal(id, 'fired', HIDDEN_ATTACKED);
    else if (struck) reveal(id, 'attacked', HIDDEN_ATTACKED);
  }
  const movers = Object.keys(after.moved).filter((id) => !before.moved[id] && inPlay(after, id));
  for (const mover of movers) for (const f of foundBy(before, after, mover, paths[mover] ?? [], rules)) reveal(f.id, f.reason, f.source, mover);
  return out;
}

/** Folds a reveal into the state: the unit is no longer hidden. */
export const applyRevealed = (s: BattleState, e: UnitRevealedEvent): BattleState => nextState(s, { hidden: (s.hidden ?? []).filter((id) => id !== e.unit) });

/** Why an attack on `target` cannot be declared: it is hidden (worded as if the unit were simply not there). */
export const hiddenTargetProblem = (s: BattleState, target: string): string | null => (isHidden(s, target) ? `no unit "${target}" is in sight` : null);

/** The state without the other side's hidden units: no unit, position, move, declaration or order of theirs is shown. */
export function withoutHidden(s: BattleState, seats: readonly string[]): BattleState {
  const unseen = new Set((s.hidden ?? []).filter((id) => !seats.includes(s.sideOf[id]!)));
  if (!unseen.size) return s;
  const keep = <T>(r: Readonly<Record<string, T>>): Record<string, T> => Object.fromEntries(Object.entries(r).filter(([id]) => !unseen.has(id)));
  const written = Object.fromEntries(Object.entries(s.written).map(([side, orders]) => [side, keep(orders)]));
  return nextState(s, {
    units: keep(s.units),
    positions: keep(s.positions),
    moved: keep(s.moved),
    fire: keep(s.fire),
    physical: keep(s.physical),
    twists: keep(s.twists),
    prepared: keep(s.prepared),
    beforeRolls: keep(s.beforeRolls),
    written,
    ...(s.takingCover ? { takingCover: keep(s.takingCover) } : {}),
    ...(s.weaponModes ? { weaponModes: keep(s.weaponModes) } : {}),
    hidden: (s.hidden ?? []).filter((id) => !unseen.has(id)),
    ...(s.pointBlank
      ? {
          pointBlank: {
            ...s.pointBlank,
            waiting: s.pointBlank.waiting.filter((id) => !unseen.has(id)),
            asked: s.pointBlank.asked.filter((id) => !unseen.has(id)),
          },
        }
      : {}),
  });
}

/** Units of other seats still hidden now: their placing and standing-still entries must not show where they are. */
export const unseenBy = (s: BattleState, seats: readonly string[]): Set<string> => new Set((s.hidden ?? []).filter((id) => !seats.includes(s.sideOf[id]!)));

/** An event that tells where one of `unseen` stands (its placing or its move). */
export function placesUnseen(e: { readonly type: string }, unseen: ReadonlySet<string>): boolean {
  if (e.type === 'unitDeployed') return unseen.has((e as { unit?: string }).unit ?? '');
  if (e.type === 'unitMoved') return unseen.has((e as { report?: { unit?: string } }).report?.unit ?? '');
  if (e.type === 'pointBlankDeclined') return unseen.has((e as { unit?: string }).unit ?? '');
  return false;
}

/** The setup as these seats may see it: other seats' hidden units keep no starting hex or facing. */
export function setupWithoutHidden(setup: unknown, seats: readonly string[], s: BattleState): unknown {
  const unseen = unseenBy(s, seats);
  const units = (setup as { units?: { id: string }[] }).units;
  if (!unseen.size || !Array.isArray(units)) return setup;
  return {
    ...(setup as object),
    units: units.map((u) => {
      if (!unseen.has(u.id)) return u;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { hex, facing, ...rest } = u as { hex?: string; facing?: number; id: string };
      return rest;
    }),
  };
}
