/** Read a MegaMek .mtf 'Mech file (2021 layout with chassis/model on lines 2–3, or the newer `chassis:`/`model:` keys). */
import { MarshalError, asParserError, checkTextLimits, plainlyWithinLimits } from '@marshal/core';
import type { LocationArmor, MechConfiguration, Unit, UnitSummary } from '../model';
import { detachedSummary, fileError, firstWord, inRange, rulesLevelOf, techBaseOf, toInt, unitId } from './common';
import { MTF_LIMITS, UNIT_FILE_LIMITS } from './limits';
import { mechCriticals, type SlotList } from './mech-criticals';
import { parseEngine } from './mech-engine';
import { mechHeatSinks } from './mech-heat-sinks';
import { isValidMechTonnage, mechInternalStructure, mechWeightClass, runMp } from './mech-structure';
import { MECH_LOCATIONS, type MechLayout } from './mech-locations';
import { readDoc, readSummaryDoc, type MtfDoc, type MtfSummaryDoc } from './mtf-doc';

/**
 * Parse one .mtf file into a Unit; throws a MarshalError naming file and line for anything it cannot read,
 * including a file beyond UNIT_FILE_LIMITS or a number outside MTF_LIMITS. Reading is linear in the text's length.
 */
export function parseMtf(text: string, path: string): Unit {
  const lines = checkTextLimits(text, path, UNIT_FILE_LIMITS, 'unit-file-too-large');
  try {
    return buildMech(readDoc(lines, path), path);
  } catch (error) {
    throw asParserError(error, { file: path });
  }
}

/**
 * What the unit list needs of one .mtf file (names, tonnage, tech base, rules level, year, movement), read from its keys
 * without resolving a single critical slot. The values are the very ones `parseMtf` puts in the Unit (it reads them
 * through the same function); a file whose summary reads may still fail `parseMtf` on its slots, engine or armour.
 */
export function summarizeMtf(text: string, path: string): UnitSummary {
  // Most files: the summary's keys found in one walk over the text, without the full reader's split and document.
  const quick = plainlyWithinLimits(text, UNIT_FILE_LIMITS) ? readSummaryDoc(text) : undefined;
  const lines = quick ? undefined : checkTextLimits(text, path, UNIT_FILE_LIMITS, 'unit-file-too-large');
  try {
    return detachedSummary(mechSummary(quick ?? readDoc(lines!, path), path));
  } catch (error) {
    throw asParserError(error, { file: path });
  }
}

function mechSummary(doc: MtfSummaryDoc, path: string): UnitSummary & { tech: NonNullable<ReturnType<typeof techBaseOf>> } {
  const { chassis, model } = names(doc, path);
  const tech = techBaseOf(need(doc, path, 'techbase').value);
  if (!tech) throw fileError(path, doc.keys.get('techbase')!.line, `unknown tech base "${doc.keys.get('techbase')!.value}"`, 'techbase');
  const level = rulesLevelOf(needInt(doc, path, 'rules level', 5, 1));
  if (!level) throw fileError(path, doc.keys.get('rules level')!.line, 'rules level must be 1–5', 'rules level');
  const tonnage = needInt(doc, path, 'mass', 200);
  if (!isValidMechTonnage(tonnage)) throw fileError(path, doc.keys.get('mass')!.line, `no 'Mech weighs ${tonnage} tons`, 'mass');
  const walk = needInt(doc, path, 'walk mp', MTF_LIMITS.maxWalkMp);
  const name = model ? `${chassis} ${model}` : chassis;
  const clanName = nameOf(doc.keys.get('clanname'), path, 'clanname');
  return {
    id: unitId(name),
    kind: 'mech',
    chassis,
    model,
    name,
    tonnage,
    weightClass: mechWeightClass(tonnage),
    techBase: tech.techBase,
    tech,
    rulesLevel: level,
    introYear: needInt(doc, path, 'era', UNIT_FILE_LIMITS.maxYear, UNIT_FILE_LIMITS.minYear),
    movement: { walk, run: runMp(walk), jump: optionalInt(doc, path, 'jump mp', MTF_LIMITS.maxJumpMp) ?? 0 },
    ...(clanName ? { clanName } : {}),
  };
}

function need(doc: MtfSummaryDoc, path: string, key: string): { value: string; line: number } {
  const found = doc.keys.get(key);
  if (!found) throw fileError(path, doc.lastLine, `missing "${key}:" line (reached the end of the file)`, key);
  return found;
}

function needInt(doc: MtfSummaryDoc, path: string, key: string, max: number, min = 0): number {
  const found = need(doc, path, key);
  const n = toInt(firstWord(found.value));
  if (n === undefined || n < 0) throw fileError(path, found.line, `"${key}" must be a whole number, not "${found.value.slice(0, 60)}"`, key);
  return inRange(n, min, max, path, found.line, key);
}

function optionalInt(doc: MtfSummaryDoc, path: string, key: string, max: number): number | undefined {
  const found = doc.keys.get(key);
  const n = toInt(found?.value);
  return n === undefined ? undefined : inRange(n, 0, max, path, found!.line, key);
}

function nameOf(found: { value: string; line: number } | undefined, path: string, field: string): string | undefined {
  if (found && found.value.length > UNIT_FILE_LIMITS.maxNameLength)
    throw fileError(path, found.line, `${field} is ${found.value.length} characters long; at most ${UNIT_FILE_LIMITS.maxNameLength}`, field);
  return found?.value;
}

function names(doc: MtfSummaryDoc, path: string): { chassis: string; model: string } {
  const chassis = nameOf(doc.keys.get('chassis') ?? doc.bare[0], path, 'chassis');
  const next = doc.bare[1];
  const modelLine = next && doc.bare[0] && next.line === doc.bare[0].line + 1 ? next : undefined;
  const model = nameOf(doc.keys.get('model') ?? (doc.keys.has('chassis') ? undefined : modelLine), path, 'model') ?? '';
  if (!chassis) throw fileError(path, doc.lastLine, 'missing chassis name (line 2 or "chassis:")', 'chassis');
  return { chassis, model };
}

function configuration(doc: MtfDoc, path: string): { layout: MechLayout; configuration: MechConfiguration; omni: boolean } {
  const found = need(doc, path, 'config');
  const v = found.value.toLowerCase();
  const omni = v.includes('omni');
  const configuration: MechConfiguration = v.startsWith('quadvee')
    ? 'quadvee'
    : v.startsWith('quad')
      ? 'quad'
      : v.startsWith('tripod')
        ? 'tripod'
        : v.startsWith('lam')
          ? 'lam'
          : 'biped';
  if (!/^(biped|quad|tripod|lam|quadvee)/.test(v)) throw fileError(path, found.line, `unknown configuration "${found.value}"`, 'config');
  const layout = configuration === 'quad' || configuration === 'quadvee' ? 'quad' : configuration === 'tripod' ? 'tripod' : 'biped';
  return { layout, configuration, omni };
}

/** The armour keys of each layout's locations, lower-cased once. */
type ArmorKeys = readonly { readonly code: string; readonly front: string; readonly rear: string | undefined }[];
const armorKeysOf = (layout: MechLayout): ArmorKeys =>
  MECH_LOCATIONS[layout].locations.map((x) => ({
    code: x.code,
    front: `${x.armorKey.toLowerCase()} armor`,
    rear: x.rearKey ? `${x.rearKey.toLowerCase()} armor` : undefined,
  }));
const ARMOR_KEYS: Readonly<Record<MechLayout, ArmorKeys>> = { biped: armorKeysOf('biped'), quad: armorKeysOf('quad'), tripod: armorKeysOf('tripod') };

const armorPoints = (n: number | undefined, path: string, line: number, field: string): number =>
  inRange(n ?? 0, 0, MTF_LIMITS.maxArmorPerLocation, path, line, field);

function armor(doc: MtfDoc, layout: MechLayout, path: string): Record<string, LocationArmor> {
  const out: Record<string, LocationArmor> = {};
  for (const l of ARMOR_KEYS[layout]) {
    const found = doc.keys.get(l.front);
    const value = found?.value ?? '';
    const colon = value.lastIndexOf(':');
    const front = armorPoints(toInt(colon >= 0 ? value.slice(colon + 1) : value), path, found?.line ?? 0, l.front);
    const rearKey = l.rear ? doc.keys.get(l.rear) : undefined;
    const a: { front: number; rear?: number; type?: string } = { front };
    if (rearKey) a.rear = armorPoints(toInt(rearKey.value), path, rearKey.line, l.rear!);
    if (colon >= 0) a.type = value.slice(0, colon);
    out[l.code] = a;
  }
  return out;
}

function buildMech(doc: MtfDoc, path: string): Unit {
  const summary = mechSummary(doc, path);
  const { tonnage, tech } = summary;
  const { layout, configuration, omni } = configuration_(doc, path);
  const lookupTech = (tech.chassis ?? tech.techBase) === 'Clan' ? 'Clan' : 'IS';
  const locs = MECH_LOCATIONS[layout].locations;
  const crits = mechCriticals(
    path,
    locs.map((l) => [l.code, doc.sections.get(l.code) ?? NO_SLOTS]),
    lookupTech,
    tonnage > 100,
  );
  for (const extra of doc.multi.get('nocrit') ?? [])
    addNoCrit(
      crits,
      extra,
      lookupTech,
      path,
      locs.map((l) => l.code),
    );
  if (crits.errors.length > 0) throw aggregate(path, crits.errors);
  const engine = parseEngine(need(doc, path, 'engine'), path, tech);
  const unit: Unit = {
    id: summary.id,
    kind: 'mech',
    chassis: summary.chassis,
    model: summary.model,
    name: summary.name,
    ...mulId(doc, path),
    tonnage,
    weightClass: summary.weightClass,
    techBase: tech.techBase,
    ...(tech.chassis ? { chassisTechBase: tech.chassis } : {}),
    rulesLevel: summary.rulesLevel,
    introYear: summary.introYear,
    configuration,
    omni,
    engine,
    structureType: nameOf(doc.keys.get('structure'), path, 'structure') ?? 'Standard',
    armorType: nameOf(doc.keys.get('armor'), path, 'armor') ?? 'Standard',
    movement: summary.movement,
    heatSinks: mechHeatSinks(doc.keys.get('heat sinks'), path, crits, doc.lastLine),
    armor: armor(doc, layout, path),
    internalStructure: mechInternalStructure(
      tonnage,
      locs.map((l) => l.code),
    ),
    criticals: crits.criticals,
    ...(crits.armoredSystems.length ? { armoredSystemSlots: crits.armoredSystems } : {}),
    equipment: crits.equipment,
    ammo: crits.ammo,
    quirks: (doc.multi.get('quirk') ?? []).map((q) => q.value),
    weaponQuirks: (doc.multi.get('weaponquirk') ?? []).map((q) => q.value),
    source: { path, format: 'mtf' },
    ...optional(doc, path),
  };
  return unit;
}

const configuration_ = configuration;

const NO_SLOTS: SlotList = { texts: [], lines: [] };

/** Optional text keys and the Unit field each fills. */
const OPTIONAL_KEYS: readonly (readonly [string, string])[] = [
  ['gyro', 'gyro'],
  ['cockpit', 'cockpit'],
  ['myomer', 'myomer'],
  ['source', 'publication'],
  ['clanname', 'clanName'],
  ['role', 'role'],
];

function optional(doc: MtfDoc, path: string): Partial<Unit> {
  const out: Record<string, string> = {};
  for (const [key, as] of OPTIONAL_KEYS) {
    const v = nameOf(doc.keys.get(key), path, key);
    if (v) out[as] = v;
  }
  const lam = doc.keys.get('lam')?.value.toLowerCase();
  if (lam) out.lamType = lam.startsWith('bimodal') ? 'bimodal' : 'standard';
  return out as Partial<Unit>;
}

function mulId(doc: MtfDoc, path: string): { mulId?: number } {
  const v = optionalInt(doc, path, 'mul id', MTF_LIMITS.maxMulId);
  return v !== undefined && v > 0 ? { mulId: v } : {};
}

function addNoCrit(
  crits: ReturnType<typeof mechCriticals>,
  extra: { value: string; line: number },
  tech: 'IS' | 'Clan',
  path: string,
  locations: readonly string[],
): void {
  const [name, loc = 'CT'] = extra.value.split(':');
  if (loc !== 'None' && !locations.includes(loc))
    throw fileError(path, extra.line, `nocrit location "${loc.slice(0, 20)}" is not None or one of ${locations.join(', ')}`, 'nocrit');
  const single = mechCriticals(path, [[loc, { texts: [name ?? ''], lines: [extra.line] }]], tech);
  crits.errors.push(...single.errors);
  crits.equipment.push(...single.equipment.map((m) => ({ ...m, slots: [] })));
}

function aggregate(path: string, errors: readonly MarshalError[]): MarshalError {
  if (errors.length === 1) return errors[0]!;
  const first = errors[0]!;
  return new MarshalError(
    'unit-file',
    `${errors.length} problems, first: ${first.message}`,
    { file: path, ...(first.location.line ? { line: first.location.line } : {}) },
    {
      problems: errors.map((e) => e.message),
    },
  );
}
