/** Turn a catalog unit plus its pilot and role into the unit the mission rules see. */
import type { Unit, UnitKind } from '@marshal/catalog';
import type { MissionUnit, Side, WithdrawalTest } from './units';

interface KindTraits {
  readonly withdrawalTest: WithdrawalTest;
  readonly countsForBoardSize: boolean;
  readonly ground: boolean;
  readonly canRecon: boolean;
  readonly crewSurvival: boolean;
}

/** What each catalog kind means to the seed-000 rules (board size counts 'Mechs, vehicles and aerospace fighters). */
export const KIND_TRAITS: Readonly<Record<UnitKind, KindTraits>> = {
  mech: { withdrawalTest: 'mech', countsForBoardSize: true, ground: true, canRecon: true, crewSurvival: true },
  vehicle: { withdrawalTest: 'vehicle', countsForBoardSize: true, ground: true, canRecon: true, crewSurvival: true },
  vtol: { withdrawalTest: 'vehicle', countsForBoardSize: true, ground: false, canRecon: true, crewSurvival: true },
  aerospace: { withdrawalTest: 'vehicle', countsForBoardSize: true, ground: false, canRecon: false, crewSurvival: true },
  protomech: { withdrawalTest: 'mech', countsForBoardSize: false, ground: true, canRecon: false, crewSurvival: true },
  'battle-armor': { withdrawalTest: 'squad', countsForBoardSize: false, ground: true, canRecon: false, crewSurvival: false },
  infantry: { withdrawalTest: 'squad', countsForBoardSize: false, ground: true, canRecon: false, crewSurvival: false },
  other: { withdrawalTest: 'vehicle', countsForBoardSize: false, ground: true, canRecon: false, crewSurvival: true },
};

export interface ForceEntry {
  readonly id: string;
  readonly side: Side;
  readonly gunnery?: number;
  readonly piloting?: number;
  /** The pilot's name, when the players gave one. */
  readonly pilot?: string;
  readonly commander?: boolean;
  readonly support?: boolean;
  readonly group?: string;
  /** Battle Value or another agreed value (Assassination target choice). */
  readonly value?: number;
  /** Troopers, for infantry and battle armour. */
  readonly strength?: number;
}

const mounts = (u: Unit, pattern: RegExp) => u.equipment.some((m) => pattern.test(m.fileName) || pattern.test(m.equipmentId));

export function missionUnitFromCatalog(unit: Unit, entry: ForceEntry): MissionUnit {
  const traits = KIND_TRAITS[unit.kind];
  const hands = ['LA', 'RA'].some((loc) => (unit.criticals[loc] ?? []).some((slot) => slot !== null && /hand/i.test(slot)));
  return {
    id: entry.id,
    name: unit.name,
    side: entry.side,
    tonnage: unit.tonnage,
    ...traits,
    walkMp: unit.movement.walk,
    value: entry.value ?? 0,
    support: entry.support ?? false,
    commander: entry.commander ?? false,
    tag: mounts(unit, /\bTAG\b|TAG$/),
    activeProbe: mounts(unit, /probe|beagle|bloodhound/i),
    hands,
    piloting: entry.piloting ?? 5,
    ...(entry.strength !== undefined ? { strength: entry.strength } : {}),
    ...(entry.group !== undefined ? { group: entry.group } : {}),
    ...(entry.pilot?.trim() ? { pilot: entry.pilot.trim() } : {}),
  };
}
