/** Read a MegaMek .blk unit file (vehicles, VTOLs, battle armour, infantry, ProtoMechs, aerospace) into a Unit. */
import { MarshalError, asParserError, checkTextLimits, plainlyWithinLimits } from '@marshal/core';
import type { LocationArmor, PlatoonArms, RulesLevel, TechBase, Unit, UnitSummary, WeightClass } from '../model';
import { blkNumber, blkText, readBlk, readSummaryBlk, type BlkDoc } from './blk-doc';
import { addLine, blkEquipment, type BlkEquipment } from './blk-equipment';
import { BA_SUIT_TONS, BLK_LAYOUTS, ENGINE_TYPES, INFANTRY_MOTION, type BlkLayout } from './blk-layouts';
import { detachedSummary, fileError, inRange, own, rulesLevelOf, unitId } from './common';
import { BLK_LIMITS, UNIT_FILE_LIMITS } from './limits';
import { runMp } from './mech-structure';

/**
 * Parse one .blk file; throws a MarshalError naming file and line for anything it cannot read, including a
 * file beyond UNIT_FILE_LIMITS or a number outside BLK_LIMITS. Reading is linear in the text's length.
 */
export function parseBlk(text: string, path: string): Unit {
  const lines = checkTextLimits(text, path, UNIT_FILE_LIMITS, 'unit-file-too-large');
  try {
    return buildBlk(readBlk(lines, path), path);
  } catch (error) {
    throw asParserError(error, { file: path });
  }
}

/**
 * What the unit list needs of one .blk file (names, tonnage, tech base, rules level, year, movement), read from its tags
 * without resolving its equipment. The values are the very ones `parseBlk` puts in the Unit (it reads them through the
 * same function); a file whose summary reads may still fail `parseBlk` on its equipment or armour.
 */
export function summarizeBlk(text: string, path: string): UnitSummary {
  // Most files: the summary's tags found in one walk over the text, without the full reader's split and document.
  const quick = plainlyWithinLimits(text, UNIT_FILE_LIMITS) ? readSummaryBlk(text) : undefined;
  const lines = quick ? undefined : checkTextLimits(text, path, UNIT_FILE_LIMITS, 'unit-file-too-large');
  try {
    const s = blkSummary(quick ?? readBlk(lines!, path), path);
    return detachedSummary(s);
  } catch (error) {
    throw asParserError(error, { file: path });
  }
}

interface BlkSummary extends UnitSummary {
  readonly unitType: string;
  readonly layout: BlkLayout;
  readonly tech: ReturnType<typeof blkTechAndLevel>;
  readonly troopers?: number;
}

function blkSummary(doc: BlkDoc, path: string): BlkSummary {
  const typeTag = doc.get('unittype');
  const unitType = blkName(doc, 'UnitType', path);
  if (!unitType) throw fileError(path, typeTag?.line ?? doc.lastLine, 'missing <UnitType>', 'UnitType');
  const layout = own(BLK_LAYOUTS, unitType.toLowerCase());
  if (!layout) throw fileError(path, typeTag!.line, `unknown unit type "${unitType}"`, 'UnitType');
  const chassis = blkName(doc, 'Name', path);
  if (!chassis) throw fileError(path, doc.get('name')?.line ?? doc.lastLine, 'missing <Name>', 'Name');
  const model = blkName(doc, 'Model', path) ?? '';
  const typeText = blkName(doc, 'type', path);
  if (!typeText) throw fileError(path, doc.get('type')?.line ?? doc.lastLine, 'missing <type>', 'type');
  const tech = blkTechAndLevel(typeText, path, doc.get('type')!.line);
  const year = blkNumber(doc, 'year', path, true, { min: UNIT_FILE_LIMITS.minYear, max: UNIT_FILE_LIMITS.maxYear })!;
  const name = model ? `${chassis} ${model}` : chassis;
  const sized = sizeAndMovement(doc, path, layout);
  return {
    id: unitId(name),
    kind: layout.kind,
    chassis,
    model,
    name,
    tonnage: sized.tonnage,
    weightClass: sized.weightClass,
    techBase: tech.techBase,
    rulesLevel: tech.level,
    introYear: Math.trunc(year),
    movement: sized.movement,
    unitType,
    layout,
    tech,
    ...(sized.troopers ? { troopers: sized.troopers } : {}),
  };
}

/** A name-like tag (name, model, types …): at most UNIT_FILE_LIMITS.maxNameLength characters. */
function blkName(doc: BlkDoc, tag: string, path: string): string | undefined {
  const text = blkText(doc, tag);
  if (text !== undefined && text.length > UNIT_FILE_LIMITS.maxNameLength)
    throw fileError(path, doc.get(tag.toLowerCase())!.line, `<${tag}> is ${text.length} characters long; at most ${UNIT_FILE_LIMITS.maxNameLength}`, tag);
  return text;
}

const LEVEL_WORDS: Readonly<Record<string, RulesLevel>> = {
  introductory: 'Introductory',
  intro: 'Introductory',
  standard: 'Standard',
  advanced: 'Advanced',
  experimental: 'Experimental',
  unofficial: 'Unofficial',
};

export function blkTechAndLevel(type: string, path: string, line: number): { techBase: TechBase; chassis?: 'Inner Sphere' | 'Clan'; level: RulesLevel } {
  const m = /^(IS|Clan|Mixed\s*\((IS|Clan) Chassis\))\s*(.*)$/i.exec(type.trim());
  if (!m) throw fileError(path, line, `unknown <type> "${type.slice(0, 60)}" (expected "IS Level 2", "Clan Level 3", "Mixed (IS Chassis) Advanced" …)`, 'type');
  const head = m[1]!.toLowerCase();
  const techBase: TechBase = head.startsWith('mixed') ? 'Mixed' : head === 'clan' ? 'Clan' : 'Inner Sphere';
  const rest = m[3]!.trim().toLowerCase();
  const levelNo = /level\s*(\d)/.exec(rest);
  const level = levelNo ? rulesLevelOf(Number(levelNo[1])) : rest === '' ? 'Standard' : own(LEVEL_WORDS, rest);
  if (!level) throw fileError(path, line, `unknown rules level in <type> "${type.slice(0, 60)}"`, 'type');
  const chassis = m[2] ? (m[2].toLowerCase() === 'clan' ? 'Clan' : 'Inner Sphere') : undefined;
  return { techBase, level, ...(chassis ? { chassis } : {}) };
}

function vehicleClass(tons: number): WeightClass {
  if (tons < 40) return 'light';
  if (tons < 60) return 'medium';
  if (tons < 80) return 'heavy';
  if (tons <= 100) return 'assault';
  return 'superheavy';
}

function armorOf(doc: BlkDoc, layout: BlkLayout, path: string): Record<string, LocationArmor> {
  const tag = doc.get('armor');
  const values = tag?.lines ?? [];
  const out: Record<string, LocationArmor> = {};
  if (values.length > BLK_LIMITS.maxArmorLocations)
    throw fileError(
      path,
      tag!.lineNos[BLK_LIMITS.maxArmorLocations]!,
      `<armor> lists ${values.length} locations; at most ${BLK_LIMITS.maxArmorLocations}`,
      'armor',
    );
  values.forEach((v, i) => {
    const code = layout.armor[i] ?? `L${i + 1}`;
    const front = Math.trunc(Number(v)) || 0;
    out[code] = { front: inRange(front, 0, BLK_LIMITS.maxArmorPerLocation, path, tag!.lineNos[i]!, 'armor') };
  });
  return out;
}

function buildBlk(doc: BlkDoc, path: string): Unit {
  const summary = blkSummary(doc, path);
  const { layout, tech, troopers } = summary;
  const lookupTech = (tech.chassis ?? tech.techBase) === 'Clan' ? 'Clan' : 'IS';
  const equipment = blkEquipment(doc, path, lookupTech);
  const arms = addInfantryWeapons(doc, path, lookupTech, equipment);
  const platoon = layout.kind === 'infantry' ? arms : undefined;
  if (equipment.errors.length > 0) throw aggregate(path, equipment.errors);
  const armor = armorOf(doc, layout, path);
  const unit: Unit = {
    id: summary.id,
    kind: layout.kind,
    chassis: summary.chassis,
    model: summary.model,
    name: summary.name,
    tonnage: summary.tonnage,
    weightClass: summary.weightClass,
    techBase: tech.techBase,
    ...(tech.chassis ? { chassisTechBase: tech.chassis } : {}),
    rulesLevel: tech.level,
    introYear: summary.introYear,
    omni: (blkNumber(doc, 'omni', path) ?? 0) > 0,
    structureType: blkName(doc, 'internal_type', path) ?? 'Standard',
    armorType: blkName(doc, 'armor_type', path) ?? 'Standard',
    movement: summary.movement,
    armor,
    internalStructure: structureOf(layout, summary.tonnage, armor, troopers),
    criticals: {},
    equipment: equipment.equipment,
    ammo: equipment.ammo,
    quirks: [],
    source: { path, format: 'blk' },
    unitType: summary.unitType,
    ...(troopers ? { troopers } : {}),
    ...(platoon ? { platoon } : {}),
    ...(blkName(doc, 'source', path) ? { publication: blkText(doc, 'source')! } : {}),
    ...engineOf(doc, path),
  };
  return unit;
}

function engineOf(doc: BlkDoc, path: string): { engineType?: string } {
  const code = blkNumber(doc, 'engine_type', path);
  return code !== undefined && ENGINE_TYPES[code] ? { engineType: ENGINE_TYPES[code]! } : {};
}

interface Sized {
  tonnage: number;
  weightClass: WeightClass;
  movement: Unit['movement'];
  troopers?: number;
}

function sizeAndMovement(doc: BlkDoc, path: string, layout: BlkLayout): Sized {
  const mp = { min: 0, max: BLK_LIMITS.maxMp };
  const cruise = Math.trunc(blkNumber(doc, 'cruiseMP', path, false, mp) ?? 0);
  const jump = Math.trunc(blkNumber(doc, 'jumpingMP', path, false, mp) ?? 0);
  const mode = (blkName(doc, 'motion_type', path) ?? '').toLowerCase();
  if (layout.kind === 'infantry') {
    const { squadSize, squads } = platoonSize(doc, path);
    const troopers = squadSize * squads;
    if (troopers > BLK_LIMITS.maxPlatoonTroopers)
      throw fileError(
        path,
        doc.get('squadn')?.line ?? doc.get('squad_size')!.line,
        `a platoon of ${squads} squads of ${squadSize} is ${troopers} troopers; at most ${BLK_LIMITS.maxPlatoonTroopers}`,
        'squadn',
      );
    const motion = own(INFANTRY_MOTION, mode) ?? INFANTRY_MOTION.leg!;
    const walk = motion.walk;
    return {
      tonnage: Math.round(troopers * motion.tonsPerTrooper * 1000) / 1000,
      weightClass: 'light',
      troopers,
      movement: { walk, run: walk, jump: motion.jump, mode },
    };
  }
  if (layout.kind === 'battle-armor') {
    const troopers = Math.trunc(blkNumber(doc, 'Trooper Count', path, false, { min: BLK_LIMITS.minTroopers, max: BLK_LIMITS.maxTroopers }) ?? 4);
    const cls = Math.trunc(blkNumber(doc, 'weightclass', path, false, { min: 0, max: 4 }) ?? 1);
    const classes: WeightClass[] = ['ultralight', 'light', 'medium', 'heavy', 'assault'];
    return {
      tonnage: troopers * (BA_SUIT_TONS[cls] ?? 1),
      weightClass: classes[cls] ?? 'light',
      troopers,
      movement: { walk: cruise, run: cruise, jump, mode },
    };
  }
  const tonnage = blkNumber(doc, 'tonnage', path, false, { min: 0, max: BLK_LIMITS.maxTonnage }) ?? 0;
  const run = layout.kind === 'aerospace' ? Math.ceil(cruise * 1.5) : runMp(cruise);
  return { tonnage, weightClass: vehicleClass(tonnage), movement: { walk: cruise, run, jump, mode } };
}

function structureOf(layout: BlkLayout, tons: number, armor: Record<string, LocationArmor>, troopers?: number): Record<string, number> {
  const out: Record<string, number> = {};
  if (layout.kind === 'vehicle' || layout.kind === 'vtol') {
    const perLocation = Math.ceil(tons / 10);
    for (const loc of Object.keys(armor)) out[loc] = perLocation;
  } else if (layout.kind === 'battle-armor' && troopers) {
    for (let t = 1; t <= troopers; t++) out[`T${t}`] = 1;
  }
  return out;
}

/** Adds the platoon's primary and secondary weapons as mounts and says how the platoon carries them. */
function addInfantryWeapons(doc: BlkDoc, path: string, tech: 'IS' | 'Clan', out: BlkEquipment): PlatoonArms | undefined {
  const ids: (string | undefined)[] = [];
  for (const tag of ['primary', 'secondary']) {
    const v = doc.get(tag);
    const before = out.equipment.length;
    if (v?.lines[0]) addLine(out, v.lines[0], v.line, 'INF', tech, path);
    ids.push(out.equipment.length > before ? out.equipment[out.equipment.length - 1]!.equipmentId : undefined);
  }
  const [primary, secondary] = ids;
  if (!primary) return undefined;
  const { squadSize, squads } = platoonSize(doc, path);
  const secondaryPerSquad = secondary ? Math.trunc(blkNumber(doc, 'secondn', path, false, { min: 0, max: BLK_LIMITS.maxSquadSize }) ?? 0) : 0;
  return { squadSize, squads, primary, ...(secondary ? { secondary } : {}), secondaryPerSquad };
}

function platoonSize(doc: BlkDoc, path: string): { squadSize: number; squads: number } {
  const squadSize = Math.trunc(blkNumber(doc, 'squad_size', path, false, { min: 0, max: BLK_LIMITS.maxSquadSize }) ?? 0);
  const squads = Math.trunc(blkNumber(doc, 'squadn', path, false, { min: 0, max: BLK_LIMITS.maxSquads }) ?? 1);
  return { squadSize, squads };
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
