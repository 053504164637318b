/** The equipment table: every weapon, ammunition bin and piece of equipment a unit file may name. */
import { AMMO } from './data/ammo';
import { EXTRAS } from './data/extras';
import { MISC } from './data/misc';
import { WEAPONS } from './data/weapons';
import { buildEquipment } from './raw';
import type { EquipmentEntry } from './types';

let table: readonly EquipmentEntry[] | undefined;
let byId: Map<string, EquipmentEntry> | undefined;

/** All entries, weapons first, then ammunition, then other equipment (built once, on first use). */
export function equipmentTable(): readonly EquipmentEntry[] {
  if (!table) {
    table = Object.freeze([
      ...WEAPONS.map((r) => buildEquipment(r, 'weapon')),
      ...AMMO.map((r) => buildEquipment(r, 'ammo')),
      ...MISC.map((r) => buildEquipment(r, 'misc')),
      ...EXTRAS.map((r) => buildEquipment(r, 'misc')),
    ]);
  }
  return table;
}

export function equipmentById(id: string): EquipmentEntry | undefined {
  if (!byId) byId = new Map(equipmentTable().map((e) => [e.id, e]));
  return byId.get(id);
}
