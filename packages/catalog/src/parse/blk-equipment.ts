/** Equipment lines of .blk files: location blocks, mounting marks and ammunition bins. */
import type { MarshalError } from '@marshal/core';
import { matchEquipment } from '../equipment/find-equipment';
import { parseMountName } from '../equipment/mount-name';
import type { AmmoBin, Mount } from '../model';
import { EQUIPMENT_BLOCKS } from './blk-layouts';
import type { BlkDoc } from './blk-doc';
import { fileError } from './common';

export interface BlkEquipment {
  readonly equipment: Mount[];
  readonly ammo: AmmoBin[];
  readonly errors: MarshalError[];
}

const BA_MOUNT = /:(Body|LA|RA|TU|DWP|SSWM|APM)\b/gi;

export function blkLocation(block: string): string {
  const trooper = /^trooper (\d+)$/.exec(block);
  if (trooper) return `T${trooper[1]}`;
  return EQUIPMENT_BLOCKS[block] ?? block.toUpperCase().replace(/\s+/g, '_');
}

export function blkEquipment(doc: BlkDoc, path: string, tech: 'IS' | 'Clan'): BlkEquipment {
  const out: BlkEquipment = { equipment: [], ammo: [], errors: [] };
  for (const [tag, value] of doc) {
    const block = /^(.*) equipment$/.exec(tag);
    if (!block) continue;
    const loc = blkLocation(block[1]!);
    value.lines.forEach((text, i) => addLine(out, text, value.lineNos[i]!, loc, tech, path));
  }
  return out;
}

export function addLine(out: BlkEquipment, text: string, line: number, loc: string, tech: 'IS' | 'Clan', path: string): void {
  let rest = text.trim();
  let rear = false;
  for (let bay = /^\((B|R)\)\s*/i.exec(rest); bay; bay = /^\((B|R)\)\s*/i.exec(rest)) {
    if (bay[1]!.toUpperCase() === 'R') rear = true;
    rest = rest.slice(bay[0].length);
  }
  const shotsMatch = /:Shots(\d+)#?/i.exec(rest);
  rest = rest.replace(/:Shots\d+#?/i, '');
  const baMount = [...rest.matchAll(BA_MOUNT)].map((m) => m[1]!);
  rest = rest.replace(BA_MOUNT, '');
  const marks = parseMountName(rest);
  let name = marks.name;
  const trailing = /^(.*?):(\d+(?:\.\d+)?)$/.exec(name);
  const direct = matchEquipment(name, { techBase: tech });
  let count: number | undefined;
  if (!direct && trailing) {
    name = trailing[1]!;
    count = Number(trailing[2]);
  }
  const match = direct ?? matchEquipment(name, { techBase: tech });
  if (!match) {
    out.errors.push(fileError(path, line, `unknown equipment "${marks.name}"`, loc));
    return;
  }
  const { entry } = match;
  const location = baMount.length > 0 && !/^(DWP|SSWM|APM)$/i.test(baMount[0]!) ? `${loc}:${baMount[0]}` : loc;
  out.equipment.push({
    equipmentId: entry.id,
    fileName: text.trim(),
    location,
    rearMounted: rear || marks.rear,
    slots: [],
    ...(marks.omniPod ? { omniPod: true } : {}),
    ...(marks.turret ? { turret: true } : {}),
    ...(marks.size !== undefined ? { size: marks.size } : match.size !== undefined ? { size: match.size } : {}),
    ...(match.munition ? { munition: match.munition } : {}),
    ...(marks.facing ? { facing: marks.facing } : {}),
  });
  if (entry.category !== 'ammo') return;
  const perTon = entry.ammoPerTon ?? 0;
  const baseTons = typeof entry.tonnage === 'number' ? entry.tonnage : 1;
  const shots = shotsMatch ? Number(shotsMatch[1]) : count ?? perTon;
  const tons = shotsMatch ? shots * (kgPerShot(entry.ammoPerTon, baseTons) / 1000) : count !== undefined && perTon > 0 ? count / perTon : baseTons;
  out.ammo.push({
    equipmentId: entry.id,
    location,
    tons,
    shots,
    ...(match.munition ? { munition: match.munition } : {}),
    ...(entry.ammoType ? { ammoType: entry.ammoType } : {}),
  });
}

const kgPerShot = (perTon: number | undefined, tons: number): number => (perTon && perTon > 0 ? (tons * 1000) / perTon : 0);
