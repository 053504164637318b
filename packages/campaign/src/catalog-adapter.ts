/** Turns a catalog unit (MegaMek file) into the narrow campaign force unit: name, tonnage, MP, kind, special equipment. */
import type { Unit } from '@marshal/catalog';
import type { ForceUnit, ForceUnitKind, Pilot, SpecialEquipment } from './force';

const EQUIPMENT_PATTERNS: readonly [RegExp, SpecialEquipment][] = [
  [/watchdog/i, 'watchdog'],
  [/bloodhound/i, 'bloodhound-active-probe'],
  [/beagle/i, 'beagle-active-probe'],
  [/^(CL|Clan)(?!.*light).*active ?probe/i, 'clan-active-probe'],
  [/angel/i, 'angel-ecm'],
  [/guardian/i, 'guardian-ecm'],
  [/^(CL|Clan).*ECM/i, 'clan-ecm'],
];

const KINDS: Readonly<Record<Unit['kind'], ForceUnitKind>> = {
  mech: 'mech',
  vehicle: 'vehicle',
  vtol: 'vehicle',
  'battle-armor': 'battle-armor',
  infantry: 'infantry',
  protomech: 'protomech',
  aerospace: 'aerospace',
  other: 'other',
};

/** The special equipment a unit carries, recognised by equipment id or the name written in its file. */
export function specialEquipmentOf(unit: Pick<Unit, 'equipment'>): SpecialEquipment[] {
  const found = new Set<SpecialEquipment>();
  for (const mount of unit.equipment) {
    for (const name of [mount.equipmentId, mount.fileName]) {
      const hit = EQUIPMENT_PATTERNS.find(([re]) => re.test(name));
      if (hit) found.add(hit[1]);
    }
  }
  return SPECIAL_EQUIPMENT_ORDER.filter((e) => found.has(e));
}

const SPECIAL_EQUIPMENT_ORDER: readonly SpecialEquipment[] = EQUIPMENT_PATTERNS.map(([, e]) => e);

export interface CatalogUnitExtras {
  readonly id: string;
  readonly pilot: Pilot;
  readonly value?: number;
  readonly logisticsCost?: number;
}

export function forceUnitFromCatalog(unit: Unit, extras: CatalogUnitExtras): ForceUnit {
  return {
    id: extras.id,
    name: unit.name,
    kind: KINDS[unit.kind],
    tonnage: unit.tonnage,
    walk: unit.movement.walk,
    jump: unit.movement.jump,
    equipment: specialEquipmentOf(unit),
    pilot: extras.pilot,
    value: extras.value ?? 0,
    ...(extras.logisticsCost !== undefined ? { logisticsCost: extras.logisticsCost } : {}),
    catalogId: unit.id,
  };
}
