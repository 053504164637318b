import { type MunitionId, fileMunition } from '../rules/munitions';
import type { AttachedPod } from '../rules/narc';
import { MarshalError, type PlatoonArms, type Unit, type WeightClass } from './catalog-types';
import { capabilitiesFor, type UnitCapabilities } from './capabilities';
import { classifySlot, type SlotSystem } from './slots';
import type { EcmMode, PsrTrigger } from '../options/rules';
import { type UnitElectronics, defaultEcmMode, unitElectronics } from './electronics';
import { type FcsLink, fcsLinks } from './artemis';
import { ammoShotDamage, defaultWeaponLookup, type WeaponLookup } from './weapons';

/** A unit's state in battle: armour and structure per location, slots, ammunition, heat, pilot and flags. */
export interface LocationState {
  readonly armor: number;
  readonly rear: number | null;
  readonly structure: number;
  readonly maxArmor: number;
  readonly maxRear: number | null;
  readonly maxStructure: number;
  readonly destroyed: boolean;
}

export interface SlotState {
  readonly id: string | null;
  readonly system: SlotSystem;
  readonly hit: boolean;
  /**
   * The first slot of the item this slot belongs to, kept only where the same item sits in adjacent slots more than
   * once (two Medium Lasers, two double heat sinks), so a critical hit destroys one of them, not the whole run.
   */
  readonly item?: number;
}

export interface AmmoBinState {
  readonly equipmentId: string;
  readonly location: string;
  readonly shots: number;
  /** Damage one shot does when the bin explodes (0 when it cannot explode). */
  readonly shotDamage: number;
  readonly exploded: boolean;
  /** A special munition loaded before the battle (absent: standard ammunition). */
  readonly munition?: MunitionId;
}

export interface WeaponMountState {
  readonly equipmentId: string;
  readonly location: string;
  readonly rear: boolean;
  readonly destroyed: boolean;
}

export interface PilotState {
  readonly gunnery: number;
  readonly piloting: number;
  readonly hits: number;
  readonly conscious: boolean;
  readonly dead: boolean;
}

export interface MotiveState {
  readonly driving: number;
  readonly cruiseLoss: number;
  readonly halvings: number;
  readonly immobilized: boolean;
}

export interface BattleUnit {
  readonly id: string;
  readonly name: string;
  readonly tonnage: number;
  readonly weightClass: WeightClass;
  readonly capabilities: UnitCapabilities;
  readonly movement: { readonly walk: number; readonly run: number; readonly jump: number; readonly mode: string | null };
  readonly heatSinks: number;
  readonly pilot: PilotState;
  readonly locations: Readonly<Record<string, LocationState>>;
  readonly slots: Readonly<Record<string, readonly SlotState[]>>;
  readonly ammo: readonly AmmoBinState[];
  readonly weapons: readonly WeaponMountState[];
  readonly heat: number;
  /** Piloting rolls owed at the end of this phase. */
  readonly pendingPsrs: readonly PsrTrigger[];
  readonly motive: MotiveState;
  readonly vehicleEffects: readonly string[];
  readonly prone: boolean;
  /** Hull-down (Tactical Operations): partial-cover-like protection; a backed-in vehicle protects its rear instead. */
  readonly hullDown: boolean;
  /** Levels above the ground (VTOLs start at 1); 0 once crashed. */
  readonly elevation: number;
  readonly shutdown: boolean;
  readonly immobile: boolean;
  readonly destroyed: boolean;
  readonly tsm: boolean;
  /** Carries a targeting computer outside critical slots (vehicles); 'Mechs' computers are read from their slots. */
  readonly targetingComputer: boolean;
  readonly caseLocations: readonly string[];
  readonly damageThisPhase: number;
  /** Conventional infantry: how the platoon is armed. It fires as one, so `weapons` lists only its primary (see infantry-attack). */
  readonly platoon?: PlatoonArms;
  /** Battle armour swarming this unit, or the unit this squad swarms (see anti-mech). */
  readonly swarm?: SwarmLink;
  /** ECM suite, stealth armour, active probe; absent when the unit has none. */
  readonly electronics?: UnitElectronics;
  /** What its ECM suite is set to (present with a suite). */
  readonly ecmMode?: EcmMode;
  /** Narc and iNarc pods stuck on it (absent until the first one). */
  readonly pods?: readonly AttachedPod[];
  /** Its Artemis fire-control systems and the launcher each serves (absent when it has none; see unit/artemis). */
  readonly fcs?: readonly FcsLink[];
}

/** A swarm attack in place: the squad records its target, the target the squad on it. */
export interface SwarmLink {
  readonly role: 'attacker' | 'target';
  readonly other: string;
}

/** Explosion damage of one shot of an ammunition type; undefined when unknown. */
export type AmmoLookup = (ammoId: string) => { damage: number; explosive: boolean } | undefined;

export interface PilotInput {
  readonly gunnery: number;
  readonly piloting: number;
}

const checkSkill = (value: number, field: string) => {
  if (!Number.isInteger(value) || value < 0 || value > 8)
    throw new MarshalError('invalid-input', `${field} must be a whole number 0–8, got ${value}`, { field });
};

const pool = (armor: number, structure: number, rear: number | null = null): LocationState => ({
  armor,
  rear,
  structure,
  maxArmor: armor,
  maxRear: rear,
  maxStructure: structure,
  destroyed: false,
});

/** Battle armour: a location per trooper (T1…), each with the suit armour and the trooper's own point. */
function trooperLocations(unit: Unit): Record<string, LocationState> {
  const suit = unit.armor.TROOPER?.front ?? Object.values(unit.armor)[0]?.front ?? 0;
  const codes = Object.keys(unit.internalStructure).filter((c) => /^T\d+$/u.test(c));
  const count = codes.length || (unit.troopers ?? 0);
  const out: Record<string, LocationState> = {};
  for (let i = 1; i <= count; i++) out[`T${i}`] = pool(suit, unit.internalStructure[`T${i}`] ?? 1);
  return out;
}

/** Conventional infantry: the platoon is one pool of troopers. */
const platoonLocations = (unit: Unit): Record<string, LocationState> => ({ PLT: pool(0, unit.troopers ?? 0) });

const LOCATION_BUILDERS: Readonly<Record<UnitCapabilities['locationModel'], (unit: Unit) => Record<string, LocationState>>> = {
  listed: buildLocations,
  troopers: trooperLocations,
  platoon: platoonLocations,
};

function buildLocations(unit: Unit): Record<string, LocationState> {
  const out: Record<string, LocationState> = {};
  const codes = new Set([...Object.keys(unit.armor), ...Object.keys(unit.internalStructure)]);
  for (const code of codes) {
    const a = unit.armor[code];
    const s = unit.internalStructure[code] ?? 0;
    const rear = a?.rear ?? null;
    out[code] = { armor: a?.front ?? 0, rear, structure: s, maxArmor: a?.front ?? 0, maxRear: rear, maxStructure: s, destroyed: false };
  }
  return out;
}

/** Head and legs have 6 slots; files pad every location to 12, so the padding is dropped. */
function buildSlots(unit: Unit, caps: UnitCapabilities): Record<string, SlotState[]> {
  const out: Record<string, SlotState[]> = {};
  const six = new Set([...caps.legs, ...(caps.head ? [caps.head] : [])]);
  for (const [code, slots] of Object.entries(unit.criticals)) {
    const kept = six.has(code) && slots.slice(6).every((s) => classifySlot(s) === 'empty') ? slots.slice(0, 6) : slots;
    const items = itemStarts(unit, code, kept);
    out[code] = kept.map((id, i) => {
      const item = items[i];
      return item === undefined ? { id, system: classifySlot(id), hit: false } : { id, system: classifySlot(id), hit: false, item };
    });
  }
  return out;
}

/**
 * Per slot of a location, the first slot of its mount where a run of identical ids holds more than one mount (the
 * file's mounts say which slots each item takes); elsewhere a run of identical ids is one item and needs no mark.
 */
function itemStarts(unit: Unit, code: string, ids: readonly (string | null)[]): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  for (const m of unit.equipment) {
    if (m.location !== code || m.slots.length === 0) continue;
    const first = Math.min(...m.slots);
    const id = ids[first];
    let lo = first;
    let hi = first;
    while (lo > 0 && ids[lo - 1] === id) lo--;
    while (hi + 1 < ids.length && ids[hi + 1] === id) hi++;
    if (hi - lo + 1 > m.slots.length) for (const i of m.slots) out[i] = first;
  }
  return out;
}

/** Battle state for a catalog unit and its pilot. Throws a MarshalError for unit kinds combat does not cover. */
export function createBattleUnit(unit: Unit, pilot: PilotInput, options: { id?: string; lookup?: WeaponLookup; ammo?: AmmoLookup } = {}): BattleUnit {
  const capabilities = capabilitiesFor(unit);
  if (!capabilities)
    throw new MarshalError(
      'unsupported-unit',
      `${unit.name}: combat rules do not cover ${unit.configuration && unit.configuration !== 'biped' ? `${unit.configuration} ` : ''}${unit.kind} units yet`,
      { file: unit.source.path, field: 'kind' },
    );
  checkSkill(pilot.gunnery, 'gunnery');
  checkSkill(pilot.piloting, 'piloting');
  const lookup = options.lookup ?? defaultWeaponLookup;
  const slots = buildSlots(unit, capabilities);
  const has = (system: SlotSystem) => Object.values(slots).some((ss) => ss.some((s) => s.system === system));
  const weaponMounts = unit.equipment.filter((m) => (!unit.platoon || m.equipmentId === unit.platoon.primary) && (lookup(m.equipmentId) ?? lookup(m.fileName)));
  const fcs = fcsLinks(unit, weaponMounts);
  const caseLocations = Object.entries(slots)
    .filter(([, ss]) => ss.some((s) => s.system === 'case'))
    .map(([code]) => code);
  return {
    id: options.id ?? unit.id,
    name: unit.name,
    tonnage: unit.tonnage,
    weightClass: unit.weightClass,
    capabilities,
    movement: { walk: unit.movement.walk, run: unit.movement.run, jump: unit.movement.jump, mode: unit.movement.mode ?? null },
    heatSinks: unit.heatSinks?.dissipation ?? 0,
    pilot: { gunnery: pilot.gunnery, piloting: pilot.piloting, hits: 0, conscious: true, dead: false },
    locations: LOCATION_BUILDERS[capabilities.locationModel](unit),
    slots,
    ammo: unit.ammo.map((b) => {
      const { damage, explosive } = options.ammo?.(b.equipmentId) ?? ammoShotDamage(b.equipmentId, lookup);
      const munition = fileMunition(b.equipmentId, b.munition);
      return {
        equipmentId: b.equipmentId,
        location: b.location,
        shots: b.shots,
        shotDamage: explosive ? damage : 0,
        exploded: false,
        ...(munition ? { munition } : {}),
      };
    }),
    weapons: weaponMounts.map((m) => ({ equipmentId: m.equipmentId, location: m.location, rear: m.rearMounted, destroyed: false })),
    heat: 0,
    pendingPsrs: [],
    motive: { driving: 0, cruiseLoss: 0, halvings: 0, immobilized: false },
    vehicleEffects: [],
    prone: false,
    hullDown: false,
    elevation: capabilities.flies ? 1 : 0,
    shutdown: false,
    immobile: false,
    destroyed: false,
    tsm: has('tsm'),
    targetingComputer: Object.keys(unit.criticals).length === 0 && unit.equipment.some((m) => /targeting ?computer/iu.test(`${m.equipmentId} ${m.fileName}`)),
    caseLocations,
    damageThisPhase: 0,
    ...(unit.platoon ? { platoon: unit.platoon } : {}),
    ...electronicsOf(unit),
    ...(fcs.length ? { fcs } : {}),
  };
}

function electronicsOf(unit: Unit): Pick<BattleUnit, 'electronics' | 'ecmMode'> {
  const gear = unitElectronics(unit);
  if (!gear) return {};
  return { electronics: gear, ...(gear.suite ? { ecmMode: defaultEcmMode(gear) } : {}) };
}

/** Slot systems in a location that are destroyed (hit, or the whole location gone). */
export function hitSystems(unit: BattleUnit, location: string): SlotSystem[] {
  const loc = unit.locations[location];
  const slots = unit.slots[location] ?? [];
  return slots.filter((s) => s.hit || loc?.destroyed).map((s) => s.system);
}

export function countHit(unit: BattleUnit, location: string, system: SlotSystem): number {
  const gone = unit.locations[location]?.destroyed ?? false;
  let n = 0;
  for (const s of unit.slots[location] ?? []) if (s.system === system && (s.hit || gone)) n++;
  return n;
}

export const hasSystem = (unit: BattleUnit, location: string, system: SlotSystem): boolean => (unit.slots[location] ?? []).some((s) => s.system === system);

/** TSM doubles strength while the unit runs at 9 or more heat. */
export const tsmActive = (unit: BattleUnit): boolean => unit.tsm && unit.heat >= 9;

export interface SystemHits {
  readonly engine: number;
  readonly gyro: number;
  readonly sensors: number;
  readonly lifeSupport: number;
  readonly cockpit: number;
}

type Core = keyof SystemHits;
const CORE: Readonly<Partial<Record<SlotSystem, Core>>> = {
  engine: 'engine',
  gyro: 'gyro',
  sensors: 'sensors',
  'life-support': 'lifeSupport',
  cockpit: 'cockpit',
};
/** Per location of a slot table: its core-system slots, all of them and those hit. */
type CoreCounts = readonly { readonly code: string; readonly all: SystemHits; readonly hit: SystemHits }[];
/** By slot table: a read-only value shared by unit objects (a hit elsewhere keeps it; a critical hit makes a new one). */
const coreCounts = new WeakMap<object, CoreCounts>();

function coreCountsOf(slots: BattleUnit['slots']): CoreCounts {
  let c = coreCounts.get(slots);
  if (!c) {
    c = Object.keys(slots).map((code) => {
      const all = { engine: 0, gyro: 0, sensors: 0, lifeSupport: 0, cockpit: 0 };
      const hit = { engine: 0, gyro: 0, sensors: 0, lifeSupport: 0, cockpit: 0 };
      for (const s of slots[code]!) {
        const k = CORE[s.system];
        if (k === undefined) continue;
        all[k]++;
        if (s.hit) hit[k]++;
      }
      return { code, all, hit };
    });
    coreCounts.set(slots, c);
  }
  return c;
}

/** Hits on the core systems, counting slots in destroyed locations (a lost XL side torso takes its engine slots). */
export function systemHits(unit: BattleUnit): SystemHits {
  const count = { engine: 0, gyro: 0, sensors: 0, lifeSupport: 0, cockpit: 0 };
  for (const { code, all, hit } of coreCountsOf(unit.slots)) {
    const n = unit.locations[code]?.destroyed ? all : hit;
    count.engine += n.engine;
    count.gyro += n.gyro;
    count.sensors += n.sensors;
    count.lifeSupport += n.lifeSupport;
    count.cockpit += n.cockpit;
  }
  return count;
}
