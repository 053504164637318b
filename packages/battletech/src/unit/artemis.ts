// Which launcher each Artemis fire-control system of a unit serves (rules/artemis): read once from the catalog unit
// when the battle unit is made, and kept on it (`BattleUnit.fcs`).
import { findEquipment } from '@marshal/catalog';
import { ARTEMIS_COMPATIBLE_FLAG, FCS, FCS_KINDS, type FcsKind } from '../rules/artemis';
import type { Unit } from './catalog-types';

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
