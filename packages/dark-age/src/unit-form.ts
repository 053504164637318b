/** The dial editor's form state (text as typed) and its reading into a unit: every bad number is an error naming the unit, the field and the click. */
import type { Source } from '@marshal/core';
import { DA_SOURCES } from './sources';
import type { DaUnit } from './schema';
import type { DaUnitSpec } from './unit-library';
import type { AbilityId } from './abilities';

export type DaUnitType = DaUnit['type'];
export const DA_UNIT_TYPES: readonly { id: DaUnitType; label: string }[] = [
  { id: 'mech', label: "'Mech" },
  { id: 'vehicle', label: 'Vehicle' },
  { id: 'infantry', label: 'Infantry' },
];

export type DaSpeedMode = NonNullable<DaUnitSpec['speedMode']>;
export const DA_SPEED_MODES: readonly { id: DaSpeedMode; label: string }[] = [
  { id: 'foot', label: 'Foot' },
  { id: 'wheeled', label: 'Wheeled' },
  { id: 'tracked', label: 'Tracked' },
  { id: 'hover', label: 'Hover' },
  { id: 'mech', label: "'Mech" },
];

export type DaCapability = 'transport' | 'artillery' | 'multipleAttacks' | 'arcs' | 'mercenary';

/** The special abilities the rules model, as switches on a unit. */
export const DA_CAPABILITIES: readonly { id: DaCapability; label: string; description: string; source: Source }[] = [
  { id: 'transport', label: 'Transport', description: 'carries passengers up to its capacity (vehicles only)', source: DA_SOURCES.transport },
  { id: 'artillery', label: 'Artillery', description: 'an artillery range on each click and an artillery marker', source: DA_SOURCES.artillery },
  { id: 'multipleAttacks', label: 'Multiple ranged attacks', description: 'places one artillery marker per attack', source: DA_SOURCES.multiple },
  { id: 'arcs', label: 'Own arc widths', description: 'front and rear arcs other than the 90° defaults', source: DA_SOURCES.arcs },
  { id: 'mercenary', label: 'Mercenary', description: 'no faction symbol: cannot join formations', source: DA_SOURCES.mercenary },
];

export interface DaClickForm {
  speed: string;
  attack: string;
  defense: string;
  damage: string;
  minRange: string;
  maxRange: string;
  artilleryRange: string;
  salvage: boolean;
  /** Special equipment at this click (ticked in the dial editor). */
  abilities?: AbilityId[];
  /** A 'Mech's secondary damage value ('' or absent: none). */
  secondaryDamage?: string;
}

export interface DaHeatRowForm {
  primary: string;
  secondary: string;
  speed: string;
  shutdown: boolean;
}

export const blankHeatRow = (): DaHeatRowForm => ({ primary: '0', secondary: '0', speed: '0', shutdown: false });

export interface DaUnitForm {
  name: string;
  type: DaUnitType;
  points: string;
  baseRadius: string;
  capabilities: Record<DaCapability, boolean>;
  capacity: string;
  attacks: string;
  frontArc: string;
  rearArc: string;
  marker: { attack: string; damage: string; targetValue: string; blastRadius: string };
  /** How the unit moves ('' : not given; infantry without one is on foot). */
  speedMode?: DaSpeedMode | '';
  /** A 'Mech's vent rating ('' : the rules' default). */
  vent?: string;
  /** A 'Mech's heat dial, one row per heat click from 0: modifiers (0 or less) to primary damage, secondary damage and speed. */
  heatDial?: DaHeatRowForm[];
  /** Heat brought in from JSON, kept as it was. */
  carried?: Pick<DaUnitSpec, 'heat'>;
  /** A drift chart brought in from JSON, kept as it was (the form does not edit it). */
  drift?: NonNullable<DaUnitSpec['marker']>['drift'];
  /** 0-based index of the starting click. */
  startClick: number;
  dial: DaClickForm[];
}

export interface DaFormError {
  /** Path of the field in the form, for marking the input. */
  readonly field: string;
  /** What a person reads: unit, field label (clicks counted from 1) and the problem. */
  readonly message: string;
}

const text = (n: number | undefined): string => (n === undefined ? '' : String(n));

export const blankClick = (): DaClickForm => ({
  speed: '',
  attack: '',
  defense: '',
  damage: '',
  minRange: '0',
  maxRange: '',
  artilleryRange: '',
  salvage: false,
});

export function blankUnitForm(): DaUnitForm {
  return unitFormFromSpec({ name: '', type: 'mech', baseRadius: 1.25, dial: [] }, false);
}

export function unitFormFromSpec(spec: DaUnitSpec, mercenary: boolean): DaUnitForm {
  const c = spec.dial.map((k) => ({
    speed: text(k.speed),
    attack: text(k.attack),
    defense: text(k.defense),
    damage: text(k.damage),
    minRange: text(k.minRange ?? 0),
    maxRange: text(k.maxRange),
    artilleryRange: text(k.artilleryRange),
    salvage: k.salvage === true,
    ...(k.abilities?.length ? { abilities: [...k.abilities] } : {}),
    ...(k.secondaryDamage !== undefined ? { secondaryDamage: String(k.secondaryDamage) } : {}),
  }));
  const carried = spec.heat ? { heat: spec.heat } : {};
  return {
    name: spec.name,
    type: spec.type,
    points: text(spec.points),
    baseRadius: text(spec.baseRadius),
    capabilities: {
      transport: (spec.capacity ?? 0) > 0,
      artillery: spec.dial.some((k) => k.artilleryRange !== undefined),
      multipleAttacks: (spec.attacks ?? 1) > 1,
      arcs: spec.frontArc !== undefined || spec.rearArc !== undefined,
      mercenary,
    },
    capacity: text(spec.capacity || undefined),
    attacks: text(spec.attacks && spec.attacks > 1 ? spec.attacks : undefined),
    frontArc: text(spec.frontArc),
    rearArc: text(spec.rearArc),
    marker: {
      attack: text(spec.marker?.attack),
      damage: text(spec.marker?.damage),
      targetValue: text(spec.marker?.targetValue),
      blastRadius: text(spec.marker?.blastRadius),
    },
    ...(spec.marker?.drift ? { drift: spec.marker.drift } : {}),
    ...(spec.speedMode ? { speedMode: spec.speedMode } : {}),
    ...(spec.vent !== undefined ? { vent: String(spec.vent) } : {}),
    ...(spec.heatDial
      ? {
          heatDial: spec.heatDial.map((r) => ({
            primary: text(r.primary ?? 0),
            secondary: text(r.secondary ?? 0),
            speed: text(r.speed ?? 0),
            shutdown: r.shutdown === true,
          })),
        }
      : {}),
    ...(Object.keys(carried).length ? { carried } : {}),
    startClick: spec.click ?? 0,
    dial: c.length ? c : [blankClick()],
  };
}

/** A new click copies the last one (dials mostly change a value or two a click). */
export const addClick = (f: DaUnitForm): DaUnitForm => ({ ...f, dial: [...f.dial, { ...(f.dial.at(-1) ?? blankClick()) }] });

export function removeClick(f: DaUnitForm, i: number): DaUnitForm {
  const dial = f.dial.filter((_, j) => j !== i);
  const startClick = f.startClick > i || f.startClick >= dial.length ? Math.max(0, f.startClick - 1) : f.startClick;
  return { ...f, dial, startClick };
}

interface Bounds {
  min: number;
  max: number;
  integer?: boolean;
  /** The minimum itself is not allowed (a radius of 0). */
  above?: boolean;
}

/** A typed number, or the reason it is not acceptable: empty, not a number, not whole, out of range. Never rounded or clamped. */
export function readNumber(raw: string, b: Bounds): number | string {
  const t = raw.trim();
  if (t === '') return 'enter a number';
  const n = Number(t);
  if (!Number.isFinite(n)) return `“${t}” is not a number`;
  if (b.integer && !Number.isInteger(n)) return `${t} is not a whole number`;
  if (b.above ? n <= b.min : n < b.min) return b.above ? `must be more than ${b.min}` : `must be at least ${b.min}`;
  if (n > b.max) return `must be at most ${b.max}`;
  return n;
}

const B = {
  speed: { min: 0, max: 40, integer: true },
  attack: { min: 0, max: 30, integer: true },
  defense: { min: 0, max: 40, integer: true },
  damage: { min: 0, max: 10, integer: true },
  range: { min: 0, max: 120 },
  points: { min: 0, max: 5000, integer: true },
  baseRadius: { min: 0, max: 6, above: true },
  capacity: { min: 1, max: 30, integer: true },
  attacks: { min: 2, max: 6, integer: true },
  arc: { min: 0, max: 360 },
  targetValue: { min: 1, max: 60, integer: true },
  blastRadius: { min: 0, max: 24, above: true },
  vent: { min: 1, max: 10, integer: true },
  heatModifier: { min: -10, max: 0, integer: true },
} satisfies Record<string, Bounds>;

/** Collects errors for one unit; `num` reads a field and records its problem under the unit's name. */
export function errorSink(who: string, prefix = '') {
  const errors: DaFormError[] = [];
  const add = (field: string, label: string, problem: string) => errors.push({ field: prefix + field, message: `${who}: ${label}: ${problem}` });
  const num = (raw: string, field: string, label: string, b: Bounds): number | undefined => {
    const r = readNumber(raw, b);
    if (typeof r === 'string') return void add(field, label, r);
    return r;
  };
  const optional = (raw: string, field: string, label: string, b: Bounds): number | undefined => (raw.trim() === '' ? undefined : num(raw, field, label, b));
  return { errors, add, num, optional };
}

/** The unit the form describes, or the errors that stop it (all of them, in field order). */
export function readUnitForm(f: DaUnitForm, who: string = f.name.trim() || 'Unnamed unit', prefix = ''): { spec: DaUnitSpec | null; errors: DaFormError[] } {
  const sink = errorSink(who, prefix);
  const { errors, add, num, optional } = sink;
  const cap = f.capabilities;
  if (f.name.trim() === '') add('name', 'Name', 'enter a name');
  const points = optional(f.points, 'points', 'Point value', B.points);
  const baseRadius = num(f.baseRadius, 'baseRadius', 'Base radius (″)', B.baseRadius);
  if (f.dial.length === 0) add('dial', 'Combat dial', 'add at least one click');
  const dial = f.dial.map((k, i) => readClick(k, i, cap.artillery, f.type === 'mech', sink));
  if (f.startClick < 0 || f.startClick >= Math.max(1, f.dial.length)) add('startClick', 'Starting click', `choose a click from 1 to ${f.dial.length}`);
  const capacity = cap.transport ? num(f.capacity, 'capacity', 'Capacity', B.capacity) : undefined;
  if (cap.transport && f.type !== 'vehicle') add('capacity', 'Capacity', 'only vehicles may be transports');
  const attacks = cap.multipleAttacks ? num(f.attacks, 'attacks', 'Ranged attacks', B.attacks) : undefined;
  const frontArc = cap.arcs ? optional(f.frontArc, 'frontArc', 'Front arc (°)', B.arc) : undefined;
  const rearArc = cap.arcs ? optional(f.rearArc, 'rearArc', 'Rear arc (°)', B.arc) : undefined;
  const marker = cap.artillery ? readMarker(f, optional, add) : undefined;
  const vent = optional(f.vent ?? '', 'vent', 'Vent rating', B.vent);
  const speedMode = f.speedMode || undefined;
  const heatDial = (f.heatDial ?? []).map((r, i) => {
    const at = (k: string, label: string) => [`heatDial.${i}.${k}`, `Heat click ${i} ${label}`] as const;
    return {
      primary: num(r.primary, ...at('primary', 'primary damage modifier'), B.heatModifier),
      secondary: num(r.secondary, ...at('secondary', 'secondary damage modifier'), B.heatModifier),
      speed: num(r.speed, ...at('speed', 'speed modifier'), B.heatModifier),
      ...(r.shutdown ? { shutdown: true } : {}),
    };
  });
  if (speedMode === 'mech' && f.type !== 'mech') add('speedMode', 'Speed mode', "only a 'Mech moves as a 'Mech");
  if (errors.length) return { spec: null, errors };
  const spec: DaUnitSpec = {
    name: f.name.trim(),
    type: f.type,
    ...(points !== undefined ? { points } : {}),
    baseRadius: baseRadius!,
    dial: dial as SpecClick[],
    ...(f.startClick > 0 ? { click: f.startClick } : {}),
    ...(capacity !== undefined ? { capacity } : {}),
    ...(attacks !== undefined ? { attacks } : {}),
    ...(frontArc !== undefined ? { frontArc } : {}),
    ...(rearArc !== undefined ? { rearArc } : {}),
    ...(marker ? { marker } : {}),
    ...(speedMode ? { speedMode } : {}),
    ...(vent !== undefined ? { vent } : {}),
    ...(heatDial.length ? { heatDial: heatDial as NonNullable<DaUnitSpec['heatDial']> } : {}),
    ...f.carried,
  };
  return { spec, errors };
}

type Sink = ReturnType<typeof errorSink>;
type Optional = Sink['optional'];
type SpecClick = DaUnitSpec['dial'][number];

/** One row of the dial, its fields labelled "Click N …" counting from 1; null when any value does not read. */
function readClick(k: DaClickForm, i: number, artillery: boolean, mech: boolean, { add, num, optional }: Sink): SpecClick | null {
  const at = (key: string, label: string) => [`dial.${i}.${key}`, `Click ${i + 1} ${label}`] as const;
  const c = {
    speed: num(k.speed, ...at('speed', 'speed'), B.speed),
    attack: num(k.attack, ...at('attack', 'attack'), B.attack),
    defense: num(k.defense, ...at('defense', 'defense'), B.defense),
    damage: num(k.damage, ...at('damage', 'damage'), B.damage),
    minRange: num(k.minRange, ...at('minRange', 'minimum range'), B.range),
    maxRange: num(k.maxRange, ...at('maxRange', 'maximum range'), B.range),
  };
  const artilleryRange = artillery ? num(k.artilleryRange, ...at('artilleryRange', 'artillery range'), B.range) : undefined;
  const secondaryDamage = mech ? optional(k.secondaryDamage ?? '', ...at('secondaryDamage', 'secondary damage'), B.damage) : undefined;
  const secondaryBad = mech && (k.secondaryDamage ?? '').trim() !== '' && secondaryDamage === undefined;
  if (c.minRange !== undefined && c.maxRange !== undefined && c.minRange > c.maxRange)
    add(...at('minRange', 'minimum range'), `${c.minRange} is more than the maximum range ${c.maxRange}`);
  if (artilleryRange !== undefined && c.maxRange !== undefined && artilleryRange <= c.maxRange)
    add(...at('artilleryRange', 'artillery range'), `must be more than the maximum range ${c.maxRange}`);
  if (Object.values(c).some((v) => v === undefined) || (artillery && artilleryRange === undefined) || secondaryBad) return null;
  return {
    ...(c as Required<{ [K in keyof typeof c]: number }>),
    ...(artilleryRange !== undefined ? { artilleryRange } : {}),
    ...(k.salvage ? { salvage: true } : {}),
    ...(k.abilities?.length ? { abilities: k.abilities } : {}),
    ...(secondaryDamage !== undefined ? { secondaryDamage } : {}),
  };
}

/** Marker values are optional as a pair (attack and damage); target value and blast radius fall back to the ruleset's when empty. */
function readMarker(f: DaUnitForm, optional: Optional, add: (field: string, label: string, problem: string) => void): DaUnitSpec['marker'] {
  const m = f.marker;
  const attack = optional(m.attack, 'marker.attack', 'Marker attack', B.attack);
  const damage = optional(m.damage, 'marker.damage', 'Marker damage', B.damage);
  const targetValue = optional(m.targetValue, 'marker.targetValue', 'Marker target value', B.targetValue);
  const blastRadius = optional(m.blastRadius, 'marker.blastRadius', 'Blast radius (″)', B.blastRadius);
  const given = [m.attack, m.damage].filter((x) => x.trim() !== '').length;
  if (given === 1)
    add(
      m.attack.trim() ? 'marker.damage' : 'marker.attack',
      m.attack.trim() ? 'Marker damage' : 'Marker attack',
      'enter both marker attack and damage, or neither',
    );
  if (attack === undefined || damage === undefined) {
    if (targetValue !== undefined || blastRadius !== undefined || f.drift)
      add('marker.attack', 'Marker attack', 'a marker with a target value, blast radius or drift chart needs its attack and damage');
    return undefined;
  }
  return {
    attack,
    damage,
    ...(targetValue !== undefined ? { targetValue } : {}),
    ...(blastRadius !== undefined ? { blastRadius } : {}),
    ...(f.drift ? { drift: f.drift } : {}),
  };
}
