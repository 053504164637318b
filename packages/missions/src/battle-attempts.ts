/** What a digital battle already knows about a recon or pick-up attempt: line of sight, distance, woods, movement, enemies in the hex, attacks made. */
import { type BattleViewSource, type CombatRules, battleView } from '@marshal/battletech';
import type { MissionCommand } from './tracker/commands';
import type { MissionState } from './tracker/state';

type Recon = Extract<MissionCommand, { type: 'attemptRecon' }>;
type Extraction = Extract<MissionCommand, { type: 'attemptExtraction' }>;

/**
 * A recon attempt as the battle sees it: line of sight from the unit to the token (the token has no height),
 * hexes to it, light or heavy woods between them, and the hexes of that line (ends included) inside defender ECM
 * as the battle's suites and their modes make it (`rules`: the battle's combat rules, for ECCM counting).
 */
export function reconFromBattle(battle: BattleViewSource, unit: string, objective: { readonly id: string; readonly hex: string }, rules?: CombatRules): Recon {
  const view = battleView(battle);
  const los = view.sightTo(unit, objective.hex, 'objective');
  const woods = los.between.filter(({ woods: w }) => w?.kind === 'woods' && (w.density === 'light' || w.density === 'heavy')).length;
  const ecmHexes = view.ecmHexesTo(unit, objective.hex, rules, 'objective');
  return { type: 'attemptRecon', unit, objective: objective.id, lineOfSight: !los.blocked, hexes: los.distance, ecmHexes, woodsHexes: woods };
}

/** A pick-up attempt as the battle sees it: hexes the unit moved this round, whether it and an enemy stand in the objective hex, whether it attacked. */
export function extractionFromBattle(mission: MissionState, battle: BattleViewSource, unit: string): Extraction {
  const units = battleView(battle).units;
  const hex = mission.objectives.extraction.hex;
  const me = units[unit];
  const enemyInHex = Object.values(units).some((u) => u.side !== me?.side && u.inPlay && !!hex && u.hex === hex);
  return {
    type: 'attemptExtraction',
    unit,
    hexesMoved: me?.hexesMoved ?? 0,
    inObjectiveHex: !!hex && me?.hex === hex,
    enemyInHex,
    attackedThisTurn: me?.attacked ?? false,
  };
}
