/** Equipment lines of .blk files: location blocks, mounting marks and ammunition bins. */
import type { MarshalError } from '@marshal/core';
import { matchEquipment, type EquipmentMatch } from '../equipment/find-equipment';
import { parseMountName } from '../equipment/mount-name';
import type { AmmoBin, Mount } from '../model';
import { EQUIPMENT_BLOCKS } from './blk-layouts';
import type { BlkDoc } from './blk-doc';
import { fileError, own, remembered } from './common';
import { UNIT_FILE_LIMITS } from './limits';

export interface BlkEquipment {
  readonly equipment: Mount[];
  readonly ammo: AmmoBin[];
  readonly errors: MarshalError[];
}

const BA_MOUNT = /:(Body|LA|RA|TU|DWP|SSWM|APM)\b/gi;

export function blkLocation(block: string): string {
  const trooper = /^trooper (\d+)$/.exec(block);
  if (trooper) return `T${trooper[1]}`;
  return own(EQUIPMENT_BLOCKS, block) ?? block.toUpperCase().replace(/\s+/g, '_');
}

export function blkEquipment(doc: BlkDoc, path: string, tech: 'IS' | 'Clan'): BlkEquipment {
  const out: BlkEquipment = { equipment: [], ammo: [], errors: [] };
  for (const [tag, value] of doc) {
    if (!tag.endsWith(' equipment')) continue;
    const loc = blkLocation(tag.slice(0, -' equipment'.length));
    const { lines, lineNos } = value;
    for (let i = 0; i < lines.length; i++) addLine(out, lines[i]!, lineNos[i]!, loc, tech, path);
  }
  return out;
}

/** What one equipment line says, worked out once per distinct line and tech base. */
interface LineMeaning {
  readonly trimmed: string;
  readonly rear: boolean;
  readonly shots?: number;
  readonly baMount?: string;
  readonly marks: ReturnType<typeof parseMountName>;
  readonly count?: number;
  readonly match?: EquipmentMatch;
}

const meanings = { IS: new Map<string, LineMeaning>(), Clan: new Map<string, LineMeaning>() };

function lineMeaning(text: string, tech: 'IS' | 'Clan'): LineMeaning {
  const known = meanings[tech];
  return known.get(text) ?? remembered(known, text, tech === 'IS' ? readIsLine : readClanLine);
}

const readIsLine = (text: string) => readLine(text, 'IS');
const readClanLine = (text: string) => readLine(text, 'Clan');

function readLine(text: string, tech: 'IS' | 'Clan'): LineMeaning {
  const trimmed = text.trim();
  let rest = trimmed;
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
  const direct = matchEquipment(marks.name, { techBase: tech });
  const trailing = direct ? null : /^(.*?):(\d+(?:\.\d+)?)$/.exec(marks.name);
  const match = direct ?? (trailing ? matchEquipment(trailing[1]!, { techBase: tech }) : undefined);
  const meaning: { -readonly [K in keyof LineMeaning]: LineMeaning[K] } = { trimmed, rear, marks };
  if (shotsMatch) meaning.shots = Number(shotsMatch[1]);
  if (baMount.length > 0 && !/^(DWP|SSWM|APM)$/i.test(baMount[0]!)) meaning.baMount = baMount[0]!;
  if (trailing) meaning.count = Number(trailing[2]);
  if (match) meaning.match = match;
  return meaning;
}

export function addLine(out: BlkEquipment, text: string, line: number, loc: string, tech: 'IS' | 'Clan', path: string): void {
  if (text.length > UNIT_FILE_LIMITS.maxEquipmentLength) {
    out.errors.push(fileError(path, line, `equipment line is ${text.length} characters long; at most ${UNIT_FILE_LIMITS.maxEquipmentLength}`, loc));
    return;
  }
  const { trimmed, rear, marks, match, count, baMount, shots: fileShots } = lineMeaning(text, tech);
  if (!match) {
    out.errors.push(fileError(path, line, `unknown equipment "${marks.name}"`, loc));
    return;
  }
  const { entry } = match;
  const location = baMount ? `${loc}:${baMount}` : loc;
  const mount: { -readonly [K in keyof Mount]: Mount[K] } = { equipmentId: entry.id, fileName: trimmed, location, rearMounted: rear || marks.rear, slots: [] };
  if (marks.omniPod) mount.omniPod = true;
  if (marks.turret) mount.turret = true;
  if (marks.size !== undefined) mount.size = marks.size;
  else if (match.size !== undefined) mount.size = match.size;
  if (match.munition) mount.munition = match.munition;
  if (marks.facing) mount.facing = marks.facing;
  out.equipment.push(mount);
  if (entry.category !== 'ammo') return;
  const perTon = entry.ammoPerTon ?? 0;
  const baseTons = typeof entry.tonnage === 'number' ? entry.tonnage : 1;
  const shots = fileShots ?? count ?? perTon;
  const tons = fileShots !== undefined ? shots * (kgPerShot(entry.ammoPerTon, baseTons) / 1000) : count !== undefined && perTon > 0 ? count / perTon : baseTons;
  const bin: { -readonly [K in keyof AmmoBin]: AmmoBin[K] } = { equipmentId: entry.id, location, tons, shots };
  if (match.munition) bin.munition = match.munition;
  if (entry.ammoType) bin.ammoType = entry.ammoType;
  out.ammo.push(bin);
}

const kgPerShot = (perTon: number | undefined, tons: number): number => (perTon && perTon > 0 ? (tons * 1000) / perTon : 0);
