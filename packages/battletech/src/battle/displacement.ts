// A successful push, charge or death from above displaces the target one hex (units in the way in turn) and the attacker follows; displaced units roll, fall or leave the map.
import { type Dice, type Facing, type Hex, type Source, hexLabel, neighbour, parseHexLabel, rotateFacing } from '@marshal/core';
import type { BattleUnit } from '../unit/battle-unit';
import { type FallReport, resolveFall } from '../rules/piloting/falls';
import { type DisplacementEffect, type DisplacementPiece, pushDisplacement } from '../rules/physical-attacks/push-displacement';
import type { CombatRules } from '../options/rules';
import type { EdgeName } from '../map/compose';
import { gridLabel } from '../map/grid';
import { edgeBeyond } from '../map/path';
import { moverFor } from './movement';
import { type BattleState, type Position, inPlay } from './state';

export interface DisplacementResult {
  readonly units: Record<string, BattleUnit>;
  readonly positions: Record<string, Position>;
  /** Units displaced off the map, with the edge. */
  readonly exits: Record<string, EdgeName>;
  readonly report: DisplacementReport;
}

/** A displacement effect as recorded: hexes as labels. */
export type DisplacementEffectReport = { [K in DisplacementEffect['kind']]: Labelled<Extract<DisplacementEffect, { kind: K }>> }[DisplacementEffect['kind']];
type Labelled<E> = { readonly [P in keyof E]: E[P] extends Hex ? string : E[P] };

/** What a displacement did: whether the target moved (or why not), each effect, and the falls it caused. */
export interface DisplacementReport {
  readonly displaced: boolean;
  readonly reason: string;
  readonly source: Source;
  readonly effects: readonly DisplacementEffectReport[];
  readonly falls: readonly { readonly unit: string; readonly levels: number; readonly fall: FallReport }[];
}

const piece = (s: BattleState, units: Record<string, BattleUnit>, positions: Record<string, Position>, id: string, facing?: Facing): DisplacementPiece => ({
  id,
  hex: parseHexLabel(positions[id]!.hex),
  facing: facing ?? positions[id]!.facing,
  mover: moverFor(units[id]!),
  canFall: units[id]!.capabilities.pilotingRolls,
});

/**
 * Carry out the displacement after a successful attack of `kind`, the target moving one hex in `direction`.
 * The target already owes the attack's own roll (pushed, charged, hit by death from above), so the displacement
 * adds none for it; a unit displaced off the map owes none.
 */
export function displaceAfterAttack(
  s: BattleState,
  units: Record<string, BattleUnit>,
  positions: Record<string, Position>,
  attacker: string,
  target: string,
  direction: Facing,
  rules: CombatRules,
  dice: Dice,
): DisplacementResult {
  const live = { ...units };
  const where = { ...positions };
  const exits: Record<string, EdgeName> = {};
  const others = Object.keys(units)
    .filter((id) => inPlay(s, id) && !live[id]!.destroyed && id !== attacker && id !== target)
    .map((id) => piece(s, live, where, id));
  const d = pushDisplacement({ map: s.map, attacker: piece(s, live, where, attacker, direction), target: piece(s, live, where, target), others });
  const falls: { unit: string; levels: number; fall: FallReport }[] = [];
  for (const e of d.effects) apply(e);
  return {
    units: live,
    positions: where,
    exits,
    report: { displaced: d.displaced, reason: d.reason, source: d.source, effects: d.effects.map(describe), falls },
  };

  function apply(e: DisplacementEffect): void {
    const u = live[e.unit]!;
    if (e.kind === 'moved') where[e.unit] = { ...where[e.unit]!, hex: gridLabel(s.map, e.to) };
    else if (e.kind === 'off-map') {
      exits[e.unit] = edgeBeyond(s.map, neighbour(e.from, direction));
      live[e.unit] = { ...u, pendingPsrs: [] };
    } else if (e.kind === 'destroyed') live[e.unit] = { ...u, destroyed: true };
    else if (e.kind === 'psr') {
      if (!(e.unit === target && e.trigger === 'pushed')) live[e.unit] = { ...u, pendingPsrs: [...u.pendingPsrs, e.trigger] };
    } else if (e.kind === 'fall' && u.capabilities.pilotingRolls) {
      const f = resolveFall(u, rules, dice, e.levels);
      live[e.unit] = f.unit;
      where[e.unit] = { ...where[e.unit]!, facing: rotateFacing(where[e.unit]!.facing, f.report.facing.turn) };
      falls.push({ unit: e.unit, levels: e.levels, fall: f.report });
    }
  }
}

const describe = (e: DisplacementEffect): DisplacementEffectReport =>
  e.kind === 'moved' ? { ...e, from: hexLabel(e.from), to: hexLabel(e.to) } : e.kind === 'off-map' ? { ...e, from: hexLabel(e.from) } : e;
