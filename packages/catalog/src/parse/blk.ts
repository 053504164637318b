/** Read a MegaMek .blk unit file (vehicles, VTOLs, battle armour, infantry, ProtoMechs, aerospace) into a Unit. */
import { MarshalError } from '@marshal/core';
import type { LocationArmor, PlatoonArms, RulesLevel, TechBase, Unit, WeightClass } from '../model';
import { blkNumber, blkText, readBlk, type BlkDoc } from './blk-doc';
import { addLine, blkEquipment, type BlkEquipment } from './blk-equipment';
import { BA_SUIT_TONS, BLK_LAYOUTS, ENGINE_TYPES, INFANTRY_MOTION, type BlkLayout } from './blk-layouts';
import { fileError, rulesLevelOf, unitId } from './common';
import { runMp } from './mech-structure';

/** Parse one .blk file; throws a MarshalError naming file and line for anything it cannot read. */
export function parseBlk(text: string, path: string): Unit {
  try {
    return buildBlk(readBlk(text, path), path);
  } catch (error) {
    if (error instanceof MarshalError) throw error;
    throw fileError(path, undefined, `cannot read the file: ${(error as Error).message}`);
  }
}

const LEVEL_WORDS: Readonly<Record<string, RulesLevel>> = {
  introductory: 'Introductory', intro: 'Introductory', standard: 'Standard', advanced: 'Advanced', experimental: 'Experimental', unofficial: 'Unofficial',
};

export function blkTechAndLevel(type: string, path: string, line: number): { techBase: TechBase; chassis?: 'Inner Sphere' | 'Clan'; level: RulesLevel } {
  const m = /^(IS|Clan|Mixed\s*\((IS|Clan) Chassis\))\s*(.*)$/i.exec(type.trim());
  if (!m) throw fileError(path, line, `unknown <type> "${type}" (expected "IS Level 2", "Clan Level 3", "Mixed (IS Chassis) Advanced" …)`, 'type');
  const head = m[1]!.toLowerCase();
  const techBase: TechBase = head.startsWith('mixed') ? 'Mixed' : head === 'clan' ? 'Clan' : 'Inner Sphere';
  const rest = m[3]!.trim().toLowerCase();
  const levelNo = /level\s*(\d)/.exec(rest);
  const level = levelNo ? rulesLevelOf(Number(levelNo[1])) : rest === '' ? 'Standard' : LEVEL_WORDS[rest];
  if (!level) throw fileError(path, line, `unknown rules level in <type> "${type}"`, 'type');
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

function armorOf(doc: BlkDoc, layout: BlkLayout): Record<string, LocationArmor> {
  const values = doc.get('armor')?.lines ?? [];
  const out: Record<string, LocationArmor> = {};
  values.forEach((v, i) => {
    const code = layout.armor[i] ?? `L${i + 1}`;
    out[code] = { front: Math.trunc(Number(v)) || 0 };
  });
  return out;
}

function buildBlk(doc: BlkDoc, path: string): Unit {
  const typeTag = doc.get('unittype');
  const unitType = blkText(doc, 'UnitType');
  if (!unitType) throw fileError(path, typeTag?.line, 'missing <UnitType>', 'UnitType');
  const layout = BLK_LAYOUTS[unitType.toLowerCase()];
  if (!layout) throw fileError(path, typeTag!.line, `unknown unit type "${unitType}"`, 'UnitType');
  const chassis = blkText(doc, 'Name');
  if (!chassis) throw fileError(path, doc.get('name')?.line, 'missing <Name>', 'Name');
  const model = blkText(doc, 'Model') ?? '';
  const typeText = blkText(doc, 'type');
  if (!typeText) throw fileError(path, undefined, 'missing <type>', 'type');
  const tech = blkTechAndLevel(typeText, path, doc.get('type')!.line);
  const year = blkNumber(doc, 'year', path, true)!;
  const lookupTech = (tech.chassis ?? tech.techBase) === 'Clan' ? 'Clan' : 'IS';
  const equipment = blkEquipment(doc, path, lookupTech);
  const arms = addInfantryWeapons(doc, path, lookupTech, equipment);
  const platoon = layout.kind === 'infantry' ? arms : undefined;
  if (equipment.errors.length > 0) throw aggregate(path, equipment.errors);
  const name = model ? `${chassis} ${model}` : chassis;
  const sized = sizeAndMovement(doc, path, layout);
  const armor = armorOf(doc, layout);
  const unit: Unit = {
    id: unitId(name),
    kind: layout.kind,
    chassis,
    model,
    name,
    tonnage: sized.tonnage,
    weightClass: sized.weightClass,
    techBase: tech.techBase,
    ...(tech.chassis ? { chassisTechBase: tech.chassis } : {}),
    rulesLevel: tech.level,
    introYear: Math.trunc(year),
    omni: (blkNumber(doc, 'omni', path) ?? 0) > 0,
    structureType: blkText(doc, 'internal_type') ?? 'Standard',
    armorType: blkText(doc, 'armor_type') ?? 'Standard',
    movement: sized.movement,
    armor,
    internalStructure: structureOf(layout, sized.tonnage, armor, sized.troopers),
    criticals: {},
    equipment: equipment.equipment,
    ammo: equipment.ammo,
    quirks: [],
    source: { path, format: 'blk' },
    unitType,
    ...(sized.troopers ? { troopers: sized.troopers } : {}),
    ...(platoon ? { platoon } : {}),
    ...(blkText(doc, 'source') ? { publication: blkText(doc, 'source')! } : {}),
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
  const cruise = Math.trunc(blkNumber(doc, 'cruiseMP', path) ?? 0);
  const jump = Math.trunc(blkNumber(doc, 'jumpingMP', path) ?? 0);
  const mode = (blkText(doc, 'motion_type') ?? '').toLowerCase();
  if (layout.kind === 'infantry') {
    const troopers = Math.trunc((blkNumber(doc, 'squad_size', path) ?? 0) * (blkNumber(doc, 'squadn', path) ?? 1));
    const motion = INFANTRY_MOTION[mode] ?? INFANTRY_MOTION.leg!;
    const walk = motion.walk;
    return { tonnage: Math.round(troopers * motion.tonsPerTrooper * 1000) / 1000, weightClass: 'light', troopers, movement: { walk, run: walk, jump: motion.jump, mode } };
  }
  if (layout.kind === 'battle-armor') {
    const troopers = Math.trunc(blkNumber(doc, 'Trooper Count', path) ?? 4);
    const cls = Math.trunc(blkNumber(doc, 'weightclass', path) ?? 1);
    const classes: WeightClass[] = ['ultralight', 'light', 'medium', 'heavy', 'assault'];
    return { tonnage: troopers * (BA_SUIT_TONS[cls] ?? 1), weightClass: classes[cls] ?? 'light', troopers, movement: { walk: cruise, run: cruise, jump, mode } };
  }
  const tonnage = blkNumber(doc, 'tonnage', path) ?? 0;
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
  const squadSize = Math.trunc(blkNumber(doc, 'squad_size', path) ?? 0);
  const squads = Math.trunc(blkNumber(doc, 'squadn', path) ?? 1);
  const secondaryPerSquad = secondary ? Math.trunc(blkNumber(doc, 'secondn', path) ?? 0) : 0;
  return { squadSize, squads, primary, ...(secondary ? { secondary } : {}), secondaryPerSquad };
}

function aggregate(path: string, errors: readonly MarshalError[]): MarshalError {
  if (errors.length === 1) return errors[0]!;
  const first = errors[0]!;
  return new MarshalError('unit-file', `${errors.length} problems, first: ${first.message}`, { file: path, ...(first.location.line ? { line: first.location.line } : {}) }, {
    problems: errors.map((e) => e.message),
  });
}
