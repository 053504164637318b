/** What a digital battle already knows about a recon or pick-up attempt: line of sight, distance, woods, movement, enemies in the hex, attacks made. */
import { parseHexLabel } from '@marshal/core';
import { type BattleState, hexAt, inPlay, lineOfSight, losUnit, woodsOf } from '@marshal/battletech';
import type { MissionCommand } from './tracker/commands';
import type { MissionState } from './tracker/state';

type Recon = Extract<MissionCommand, { type: 'attemptRecon' }>;
type Extraction = Extract<MissionCommand, { type: 'attemptExtraction' }>;

/**
 * A recon attempt as the battle sees it: line of sight from the unit to the token (the token has no height),
 * hexes to it, and light or heavy woods between them. The battle does not model ECM, so `ecmHexes` is 0 for the
 * referee to change.
 */
export function reconFromBattle(battle: BattleState, unit: string, objective: { readonly id: string; readonly hex: string }): Recon {
  const los = lineOfSight(battle.map, losUnit(battle, unit), { hex: parseHexLabel(objective.hex, 'objective'), height: 0 });
  const woods = los.hexes.slice(1, -1).filter((label) => {
    const w = woodsOf(hexAt(battle.map, parseHexLabel(label))!);
    return w?.kind === 'woods' && (w.density === 'light' || w.density === 'heavy');
  }).length;
  return { type: 'attemptRecon', unit, objective: objective.id, lineOfSight: !los.blocked, hexes: los.distance, ecmHexes: 0, woodsHexes: woods };
}

/** A pick-up attempt as the battle sees it: hexes the unit moved this round, whether it and an enemy stand in the objective hex, whether it attacked. */
export function extractionFromBattle(mission: MissionState, battle: BattleState, unit: string): Extraction {
  const hex = mission.objectives.extraction.hex;
  const at = battle.positions[unit]?.hex;
  const enemyInHex = Object.keys(battle.units).some((id) => battle.sideOf[id] !== battle.sideOf[unit] && inPlay(battle, id) && battle.positions[id]?.hex === hex);
  const attacked = (battle.fire[unit]?.length ?? 0) > 0 || !!battle.physical[unit];
  return { type: 'attemptExtraction', unit, hexesMoved: battle.moved[unit]?.hexes ?? 0, inObjectiveHex: !!hex && at === hex, enemyInHex, attackedThisTurn: attacked };
}
