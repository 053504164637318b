// Which launcher each Artemis fire-control system of a unit serves (rules/artemis): read once from the catalog unit
// when the battle unit is made, and kept on it (`BattleUnit.fcs`); whether it still works.
import { findEquipment } from '@marshal/catalog';
import { ARTEMIS_COMPATIBLE_FLAG, type ArtemisBlock, type ClusterModifier, FCS, FCS_KINDS, type FcsKind, artemisModifier } from '../rules/artemis';
import type { MunitionId } from '../rules/munitions';
import type { Unit } from './catalog-types';
import type { BattleUnit } from './battle-unit';

/** One FCS and the launcher it serves. */
export interface FcsLink {
  readonly kind: FcsKind;
  readonly equipmentId: string;
  readonly location: string;
  /** The FCS's critical slots in its location (empty for units without slots: it then fails only with its location). */
  readonly slots: readonly number[];
  /** The launcher it serves: its index in `BattleUnit.weapons`. */
  readonly weapon: number;
}

type Mount = Unit['equipment'][number];

const flagsOf = (m: Mount): readonly string[] => (findEquipment(m.equipmentId) ?? findEquipment(m.fileName))?.flags ?? [];

const fcsKind = (m: Mount): FcsKind | undefined => {
  const flags = flagsOf(m);
  return FCS_KINDS.find((k) => flags.includes(FCS[k].flag));
};

/**
 * The links of a unit's FCSs. `weaponMounts` are the unit's mounts that became `BattleUnit.weapons`, in that order.
 * Each FCS, in file order, serves the first Artemis-compatible launcher of its location that no FCS serves yet; an
 * FCS with none left serves nothing (MegaMek reports such a file as faulty).
 */
export function fcsLinks(unit: Pick<Unit, 'equipment'>, weaponMounts: readonly Mount[]): FcsLink[] {
  const out: FcsLink[] = [];
  for (const m of unit.equipment) {
    const kind = fcsKind(m);
    if (!kind) continue;
    const weapon = weaponMounts.findIndex(
      (w, i) => w.location === m.location && !out.some((l) => l.weapon === i) && flagsOf(w).includes(ARTEMIS_COMPATIBLE_FLAG),
    );
    if (weapon >= 0) out.push({ kind, equipmentId: m.equipmentId, location: m.location, slots: m.slots, weapon });
  }
  return out;
}

/** An FCS works while its location stands and none of its critical slots is hit. */
export function fcsWorks(u: BattleUnit, link: FcsLink): boolean {
  if (u.locations[link.location]?.destroyed) return false;
  const slots = u.slots[link.location] ?? [];
  return !link.slots.some((i) => slots[i]?.hit);
}

/** The working FCS serving weapon `weapon` of the unit, if any. */
export function workingFcs(u: BattleUnit, weapon: number): FcsKind | undefined {
  const link = u.fcs?.find((l) => l.weapon === weapon);
  return link && fcsWorks(u, link) ? link.kind : undefined;
}

/**
 * The cluster-roll line of weapon `weapon` of `u` fired with `munition`: the working FCS's bonus, or +0 with why it is
 * lost (`block`); null when no working FCS serves the weapon or it fires other rounds.
 */
export function fcsLine(u: BattleUnit, weapon: number, munition: MunitionId | undefined, block?: ArtemisBlock): ClusterModifier | null {
  const fcs = workingFcs(u, weapon);
  return fcs ? artemisModifier({ fcs, ...(munition ? { munition } : {}), ...(block ? { block } : {}) }) : null;
}
