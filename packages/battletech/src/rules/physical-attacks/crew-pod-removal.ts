// A vehicle's crew removing the iNarc pods attached to it (Total Warfare, Improved Narc Missile Beacon › Removing iNarc
// Pods, p. 141). The book's text is not in our sources; the facts are MegaMek's (resolveVeeINarcPodRemoval): a vehicle
// (VTOLs included) that spent no movement and fired no weapon this turn, its crew able to act, has every iNarc pod taken
// off at the end of the turn. There is no roll. Narc pods stay (MegaMek keeps them in a separate list it does not clear).
// MegaMek removes the pods of every such vehicle; it notes that the player should choose, so here the player declares it.
import { type Ruling, type Source, makeRuling } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import { type AttachedPod, PODS, POD_REMOVAL, activePods } from '../narc';
import { tw } from '../sources';
import type { PhysicalAttackReport } from './physical-attack';

export const CREW_POD_REMOVAL: { readonly source: Source } = {
  source: tw('Improved Narc Missile Beacon › Removing iNarc Pods', {
    page: 141,
    note:
      'a vehicle that neither moved nor fired this turn: its crew climbs out and removes every attached iNarc pod at the end of the turn, ' +
      'no roll; Narc pods stay (as MegaMek plays it)',
  }),
};

/** What the vehicle did this turn, as the battle knows it. */
export interface CrewTurn {
  readonly moved: boolean;
  readonly fired: boolean;
}

const isVehicle = (u: BattleUnit) => u.capabilities.hitTable === 'ground-vehicle' || u.capabilities.hitTable === 'vtol';

/** The iNarc pods the crew can take off (every working iNarc pod). */
export const crewRemovablePods = (u: BattleUnit): AttachedPod[] => activePods(u).filter((p) => POD_REMOVAL.removable.includes(p.kind));

/** Why the crew of `unit` cannot remove its pods now, or null. */
export function crewRemovalProblem(unit: BattleUnit, turn: CrewTurn): string | null {
  if (!isVehicle(unit)) return `${unit.name} is not a vehicle (a 'Mech brushes pods off with an arm)`;
  if (!crewRemovablePods(unit).length) return `${unit.name} carries no iNarc pod`;
  if (turn.moved) return `${unit.name} moved this turn`;
  if (turn.fired) return `${unit.name} fired this turn`;
  if (unit.pilot.dead || !unit.pilot.conscious) return `${unit.name}'s crew cannot act`;
  return null;
}

/** The ruling: no roll, the pods come off (or the reason they cannot). */
export function crewRemovalRuling(unit: BattleUnit, turn: CrewTurn): Ruling {
  const why = crewRemovalProblem(unit, turn);
  const pods = crewRemovablePods(unit).map((p) => PODS[p.kind].label);
  return makeRuling({
    id: 'pod-removal-crew',
    label: `${unit.name}'s crew removes ${pods.length ? pods.join(', ') : 'its iNarc pods'}`,
    modifiers: [],
    automatic: why
      ? { outcome: 'failure', reason: why, source: CREW_POD_REMOVAL.source }
      : { outcome: 'success', reason: 'the crew climbs out and removes every iNarc pod (no roll)', source: CREW_POD_REMOVAL.source },
  });
}

/** The report: the physical attack's shape (no roll, no damage) and the pods taken off. */
export interface CrewPodRemovalReport extends PhysicalAttackReport {
  readonly removedPods: readonly AttachedPod[];
}

/** Take the iNarc pods off the unit as it is now (`now`); the ruling from the unit as declared. */
export function resolveCrewRemoval(unit: BattleUnit, turn: CrewTurn, now: BattleUnit = unit): { unit: BattleUnit; report: CrewPodRemovalReport } {
  const toHit = crewRemovalRuling(unit, turn);
  const removedPods = toHit.automatic?.outcome === 'success' ? crewRemovablePods(now) : [];
  const damage = { target: 0, attacker: 0, groupSize: 0, explanation: 'no damage', source: CREW_POD_REMOVAL.source };
  const base = { toHit, roll: null, hit: removedPods.length > 0, damage, hits: [], attackerHits: [], psrsQueued: { attacker: [], target: [] } };
  if (!removedPods.length) return { unit: now, report: { ...base, removedPods } };
  return { unit: { ...now, pods: (now.pods ?? []).filter((p) => !removedPods.includes(p)) }, report: { ...base, removedPods } };
}
