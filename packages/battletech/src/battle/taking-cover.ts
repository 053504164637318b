// Taking cover (Solaris VII Stable Challenge §8.4.2, Tactical Operations): at the start of the weapon attack phase a
// 'Mech moves to the edge of its hex behind one hexside; line of sight then finds partial cover through it.
import { type Facing, type Rejection, neighbour, parseHexLabel, reject, toFacing } from '@marshal/core';
import type { CombatRules } from '../options/rules';
import { gridLabel, hexAt } from '../map/grid';
import { hexFloor, hexTop } from '../map/terrain';
import { type BattleState, canAct } from './state';

export type CoverTakenEvent = { readonly type: 'coverTaken'; readonly unit: string; readonly hexside: Facing; readonly behind: string };

/**
 * Declare taking cover: only before any unit has declared its fire this phase, only a unit that can act and stands
 * upright on its legs (line-of-sight height above 0, not flying), and only behind a hex exactly one level above the
 * ground of its own hex (half the 'Mech's height). The rules must allow it (the taking-cover option).
 */
export function takeCover(s: BattleState, unit: string, hexside: number, rules: CombatRules): readonly CoverTakenEvent[] | Rejection {
  const source = rules.takingCover.source;
  if (!rules.takingCover.allowed) return reject('taking cover needs the taking-cover option', source, 'type');
  if (!canAct(s, unit)) return reject(`${unit} cannot act this phase`, source, 'unit');
  if (Object.keys(s.fire).length) return reject('cover is taken at the beginning of the weapon attack phase, before any fire is declared', source, 'type');
  if (s.takingCover?.[unit] !== undefined) return reject(`${unit} is already taking cover`, source, 'unit');
  const u = s.units[unit]!;
  if (u.prone || u.capabilities.height <= 0 || u.elevation > 0) return reject(`${u.name} cannot take cover (only a standing 'Mech can)`, source, 'unit');
  const at = parseHexLabel(s.positions[unit]!.hex);
  const side = toFacing(hexside);
  const behind = neighbour(at, side);
  const here = hexAt(s.map, at)!;
  const there = hexAt(s.map, behind);
  if (!there || hexTop(there) !== hexFloor(here) + 1)
    return reject(`the hex behind hexside ${hexside} must be one level above the ground of ${u.name}'s hex (half its height)`, source, 'hexside');
  return [{ type: 'coverTaken', unit, hexside: side, behind: gridLabel(s.map, behind) }];
}

/** A unit taking cover may not twist its torso (§8.4.2). */
export const coverForbidsTwist = (s: BattleState, unit: string): boolean => s.takingCover?.[unit] !== undefined;
