/** The Escort convoy: one Packrat LRPV PKR-T5 (SRM2) at gunnery/piloting 6/6 for every full 50 tons of the attacking force. */
import type { MissionUnit } from './units';

export function packratCount(attackingTons: number, tonsPerPackrat = 50): number {
  return Math.floor(attackingTons / tonsPerPackrat);
}

/** Unit facts from MegaMek's `Packrat LRPV PKR-T5 (SRM2).blk` (20 t, wheeled, cruise 7). */
export function escortConvoy(attackingTons: number, tonsPerPackrat = 50): MissionUnit[] {
  return Array.from({ length: packratCount(attackingTons, tonsPerPackrat) }, (_, i) => ({
    id: `packrat-${i + 1}`,
    name: `Packrat LRPV PKR-T5 (SRM2) #${i + 1}`,
    side: 'attacker' as const,
    tonnage: 20,
    countsForBoardSize: true,
    ground: true,
    withdrawalTest: 'vehicle' as const,
    walkMp: 7,
    value: 0,
    support: false,
    commander: false,
    canRecon: false,
    tag: false,
    activeProbe: false,
    hands: false,
    piloting: 6,
    crewSurvival: true,
    group: 'convoy',
  }));
}

/** The catalog unit the seed names for the convoy. */
export const ESCORT_PACKRAT = 'Packrat LRPV PKR-T5 (SRM2)';

/** Force entries for the convoy of a digital Escort (the shell loads `unit` from the catalog): one per full 50 attacking tons, 6/6. */
export function convoyEntries(
  attackingTons: number,
  tonsPerPackrat = 50,
): { id: string; side: 'attacker'; unit: string; gunnery: number; piloting: number; group: string }[] {
  return Array.from({ length: packratCount(attackingTons, tonsPerPackrat) }, (_, i) => ({
    id: `packrat-${i + 1}`,
    side: 'attacker' as const,
    unit: ESCORT_PACKRAT,
    gunnery: 6,
    piloting: 6,
    group: 'convoy',
  }));
}
