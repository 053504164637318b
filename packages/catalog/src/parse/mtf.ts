/** Read a MegaMek .mtf 'Mech file (2021 layout with chassis/model on lines 2–3, or the newer `chassis:`/`model:` keys). */
import { MarshalError } from '@marshal/core';
import type { LocationArmor, MechConfiguration, Unit } from '../model';
import { fileError, rulesLevelOf, techBaseOf, toInt, unitId } from './common';
import { mechCriticals, type RawSlot } from './mech-criticals';
import { mechHeatSinks } from './mech-heat-sinks';
import { isValidMechTonnage, mechInternalStructure, mechWeightClass, runMp } from './mech-structure';
import { MECH_LOCATIONS, type MechLayout } from './mech-locations';

interface MtfDoc {
  readonly keys: Map<string, { value: string; line: number }>;
  readonly multi: Map<string, { value: string; line: number }[]>;
  readonly sections: Map<string, RawSlot[]>;
  readonly bare: { value: string; line: number }[];
}

const MULTI_KEYS = new Set(['quirk', 'weaponquirk', 'nocrit', 'systemmanufacturer', 'systemmode']);
const FLUFF_KEYS = new Set(['overview', 'capabilities', 'deployment', 'history', 'notes', 'manufacturer', 'primaryfactory', 'imagefile']);

function readDoc(text: string): MtfDoc {
  const doc: MtfDoc = { keys: new Map(), multi: new Map(), sections: new Map(), bare: [] };
  let section: RawSlot[] | undefined;
  const end = text.length;
  let lineNo = 0;
  // One pass over the text with indexOf: no array of lines, and fluff lines are skipped after reading their key.
  for (let start = 0; start <= end; ) {
    let stop = text.indexOf('\n', start);
    if (stop < 0) stop = end;
    const next = stop + 1;
    lineNo++;
    let a = start;
    let b = stop;
    start = next;
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    if (a === b) {
      section = undefined;
      continue;
    }
    const colon = text.indexOf(':', a);
    const hasColon = colon >= 0 && colon < b;
    if (section) {
      if (section.length < 12 || !hasColon || colon + 1 >= b || isSpace(text.charCodeAt(colon + 1)) || !isSectionKey(text, a, colon)) {
        section.push({ text: text.slice(a, b), line: lineNo });
        continue;
      }
    }
    if (hasColon && colon === b - 1) {
      const sectionName = MECH_SECTION_NAMES.get(text.slice(a, b).toLowerCase());
      if (sectionName) {
        section = [];
        doc.sections.set(sectionName, section);
        continue;
      }
    }
    if (!hasColon || colon === a) {
      doc.bare.push({ value: text.slice(a, b), line: lineNo });
      continue;
    }
    let k = colon;
    while (k > a && isSpace(text.charCodeAt(k - 1))) k--;
    const key = text.slice(a, k).toLowerCase();
    if (FLUFF_KEYS.has(key)) continue;
    let v = colon + 1;
    while (v < b && isSpace(text.charCodeAt(v))) v++;
    const value = text.slice(v, b);
    if (MULTI_KEYS.has(key)) {
      const list = doc.multi.get(key);
      if (list) list.push({ value, line: lineNo });
      else doc.multi.set(key, [{ value, line: lineNo }]);
    } else if (!doc.keys.has(key)) doc.keys.set(key, { value, line: lineNo });
  }
  return doc;
}

/** What String.prototype.trim and \\s count as white space (the ASCII test first). */
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));

/** True when text[a, colon) is letters and spaces only: a "key:value" line that ends a long slot list. */
function isSectionKey(text: string, a: number, colon: number): boolean {
  for (let i = a; i < colon; i++) {
    const c = text.charCodeAt(i) | 32;
    if (!(c === 32 || (c >= 97 && c <= 122))) return false;
  }
  return true;
}

const MECH_SECTION_NAMES = new Map<string, string>(
  Object.values(MECH_LOCATIONS).flatMap((layout) => layout.locations.map((l) => [`${l.section.toLowerCase()}:`, l.code] as [string, string])),
);

/** Parse one .mtf file into a Unit; throws a MarshalError naming file and line for anything it cannot read. */
export function parseMtf(text: string, path: string): Unit {
  try {
    return buildMech(readDoc(text), path);
  } catch (error) {
    if (error instanceof MarshalError) throw error;
    throw fileError(path, undefined, `cannot read the file: ${(error as Error).message}`);
  }
}

function need(doc: MtfDoc, path: string, key: string): { value: string; line: number } {
  const found = doc.keys.get(key);
  if (!found) throw fileError(path, undefined, `missing "${key}:" line`, key);
  return found;
}

function needInt(doc: MtfDoc, path: string, key: string): number {
  const found = need(doc, path, key);
  const n = toInt(found.value.split(/\s+/)[0]);
  if (n === undefined || n < 0) throw fileError(path, found.line, `"${key}" must be a whole number, not "${found.value}"`, key);
  return n;
}

function names(doc: MtfDoc, path: string): { chassis: string; model: string } {
  const chassis = doc.keys.get('chassis')?.value ?? doc.bare[0]?.value;
  const next = doc.bare[1];
  const modelLine = next && doc.bare[0] && next.line === doc.bare[0].line + 1 ? next.value : '';
  const model = doc.keys.get('model')?.value ?? (doc.keys.has('chassis') ? '' : modelLine);
  if (!chassis) throw fileError(path, 2, 'missing chassis name (line 2 or "chassis:")', 'chassis');
  return { chassis, model };
}

function configuration(doc: MtfDoc, path: string): { layout: MechLayout; configuration: MechConfiguration; omni: boolean } {
  const found = need(doc, path, 'config');
  const v = found.value.toLowerCase();
  const omni = v.includes('omni');
  const configuration: MechConfiguration = v.startsWith('quadvee') ? 'quadvee' : v.startsWith('quad') ? 'quad' : v.startsWith('tripod') ? 'tripod' : v.startsWith('lam') ? 'lam' : 'biped';
  if (!/^(biped|quad|tripod|lam|quadvee)/.test(v)) throw fileError(path, found.line, `unknown configuration "${found.value}"`, 'config');
  const layout = configuration === 'quad' || configuration === 'quadvee' ? 'quad' : configuration === 'tripod' ? 'tripod' : 'biped';
  return { layout, configuration, omni };
}

/** The armour keys of each layout's locations, lower-cased once. */
type ArmorKeys = readonly { readonly code: string; readonly front: string; readonly rear: string | undefined }[];
const armorKeysOf = (layout: MechLayout): ArmorKeys =>
  MECH_LOCATIONS[layout].locations.map((x) => ({ code: x.code, front: `${x.armorKey.toLowerCase()} armor`, rear: x.rearKey ? `${x.rearKey.toLowerCase()} armor` : undefined }));
const ARMOR_KEYS: Readonly<Record<MechLayout, ArmorKeys>> = { biped: armorKeysOf('biped'), quad: armorKeysOf('quad'), tripod: armorKeysOf('tripod') };

function armor(doc: MtfDoc, layout: MechLayout): Record<string, LocationArmor> {
  const out: Record<string, LocationArmor> = {};
  for (const l of ARMOR_KEYS[layout]) {
    const value = doc.keys.get(l.front)?.value ?? '';
    const colon = value.lastIndexOf(':');
    const front = toInt(colon >= 0 ? value.slice(colon + 1) : value) ?? 0;
    const rearKey = l.rear ? doc.keys.get(l.rear) : undefined;
    const a: { front: number; rear?: number; type?: string } = { front };
    if (rearKey) a.rear = toInt(rearKey.value) ?? 0;
    if (colon >= 0) a.type = value.slice(0, colon);
    out[l.code] = a;
  }
  return out;
}

function buildMech(doc: MtfDoc, path: string): Unit {
  const { chassis, model } = names(doc, path);
  const tech = techBaseOf(need(doc, path, 'techbase').value);
  if (!tech) throw fileError(path, doc.keys.get('techbase')!.line, `unknown tech base "${doc.keys.get('techbase')!.value}"`, 'techbase');
  const level = rulesLevelOf(needInt(doc, path, 'rules level'));
  if (!level) throw fileError(path, doc.keys.get('rules level')!.line, 'rules level must be 1–5', 'rules level');
  const tonnage = needInt(doc, path, 'mass');
  if (!isValidMechTonnage(tonnage)) throw fileError(path, doc.keys.get('mass')!.line, `no 'Mech weighs ${tonnage} tons`, 'mass');
  const { layout, configuration, omni } = configuration_(doc, path);
  const lookupTech = (tech.chassis ?? tech.techBase) === 'Clan' ? 'Clan' : 'IS';
  const locs = MECH_LOCATIONS[layout].locations;
  const crits = mechCriticals(path, locs.map((l) => [l.code, doc.sections.get(l.code) ?? []]), lookupTech);
  for (const extra of doc.multi.get('nocrit') ?? []) addNoCrit(crits, extra, lookupTech, path);
  if (crits.errors.length > 0) throw aggregate(path, crits.errors);
  const engine = parseEngine(need(doc, path, 'engine'), path, tech);
  const walk = needInt(doc, path, 'walk mp');
  const name = model ? `${chassis} ${model}` : chassis;
  const unit: Unit = {
    id: unitId(name),
    kind: 'mech',
    chassis,
    model,
    name,
    ...mulId(doc),
    tonnage,
    weightClass: mechWeightClass(tonnage),
    techBase: tech.techBase,
    ...(tech.chassis ? { chassisTechBase: tech.chassis } : {}),
    rulesLevel: level,
    introYear: needInt(doc, path, 'era'),
    configuration,
    omni,
    engine,
    structureType: doc.keys.get('structure')?.value ?? 'Standard',
    armorType: doc.keys.get('armor')?.value ?? 'Standard',
    movement: { walk, run: runMp(walk), jump: toInt(doc.keys.get('jump mp')?.value) ?? 0 },
    heatSinks: mechHeatSinks(doc.keys.get('heat sinks'), path, crits),
    armor: armor(doc, layout),
    internalStructure: mechInternalStructure(tonnage, locs.map((l) => l.code)),
    criticals: crits.criticals,
    equipment: crits.equipment,
    ammo: crits.ammo,
    quirks: (doc.multi.get('quirk') ?? []).map((q) => q.value),
    weaponQuirks: (doc.multi.get('weaponquirk') ?? []).map((q) => q.value),
    source: { path, format: 'mtf' },
    ...optional(doc),
  };
  return unit;
}

const configuration_ = configuration;

/** Optional text keys and the Unit field each fills. */
const OPTIONAL_KEYS: readonly (readonly [string, string])[] = [
  ['gyro', 'gyro'],
  ['cockpit', 'cockpit'],
  ['myomer', 'myomer'],
  ['source', 'publication'],
  ['clanname', 'clanName'],
  ['role', 'role'],
];

function optional(doc: MtfDoc): Partial<Unit> {
  const out: Record<string, string> = {};
  for (const [key, as] of OPTIONAL_KEYS) {
    const v = doc.keys.get(key)?.value;
    if (v) out[as] = v;
  }
  const lam = doc.keys.get('lam')?.value.toLowerCase();
  if (lam) out.lamType = lam.startsWith('bimodal') ? 'bimodal' : 'standard';
  return out as Partial<Unit>;
}

function mulId(doc: MtfDoc): { mulId?: number } {
  const v = toInt(doc.keys.get('mul id')?.value);
  return v !== undefined && v > 0 ? { mulId: v } : {};
}

function parseEngine(found: { value: string; line: number }, path: string, tech: ReturnType<typeof techBaseOf> & object) {
  const match = /^(\d+)\s+(.*)$/.exec(found.value);
  if (!match) throw fileError(path, found.line, `engine must be "<rating> <type>", not "${found.value}"`, 'engine');
  const text = match[2]!;
  const lower = text.toLowerCase();
  const clan =
    tech.techBase === 'Clan' ||
    (tech.chassis === 'Clan' && !/\(is\)|inner sphere/.test(lower)) ||
    (tech.chassis === 'Inner Sphere' && /\(c\)|clan/.test(lower));
  const type = /xxl/.test(lower) ? 'XXL' : /\bxl\b/.test(lower) ? 'XL' : /light/.test(lower) ? 'Light' : /compact/.test(lower) ? 'Compact'
    : /ice|combustion/.test(lower) ? 'ICE' : /fuel.?cell/.test(lower) ? 'Fuel Cell' : /fission/.test(lower) ? 'Fission'
    : /primitive/.test(lower) ? 'Primitive Fusion' : /none/.test(lower) ? 'None' : 'Fusion';
  return { type: clan && (type === 'XL' || type === 'XXL') ? `${type} (Clan)` : type, rating: Number(match[1]) };
}

function addNoCrit(crits: ReturnType<typeof mechCriticals>, extra: { value: string; line: number }, tech: 'IS' | 'Clan', path: string): void {
  const [name, loc] = extra.value.split(':');
  const single = mechCriticals(path, [[loc ?? 'CT', [{ text: name ?? '', line: extra.line }]]], tech);
  crits.errors.push(...single.errors);
  crits.equipment.push(...single.equipment.map((m) => ({ ...m, slots: [] })));
}

function aggregate(path: string, errors: readonly MarshalError[]): MarshalError {
  if (errors.length === 1) return errors[0]!;
  const first = errors[0]!;
  return new MarshalError('unit-file', `${errors.length} problems, first: ${first.message}`, { file: path, ...(first.location.line ? { line: first.location.line } : {}) }, {
    problems: errors.map((e) => e.message),
  });
}
