// Stores imported availability (Master Unit List export or MegaMek force generator) in the Marshal data directory.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MarshalError } from '@marshal/core';
import { availabilityDataSchema, availabilityFromMul, type AvailabilityData } from '@marshal/catalog';
import { defaultDataDir } from '../db/connect';

export const availabilityPath = (dataDir = defaultDataDir()): string => join(dataDir, 'catalog', 'availability.json');

function readJson(path: string): unknown {
  if (!existsSync(path)) throw new MarshalError('file-not-found', 'no such file', { file: path });
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new MarshalError('json-syntax', `not valid JSON (${(e as Error).message})`, { file: path });
  }
}

/** Read a MUL export directory: `mul_mechs.json` (units) and `mul_mech_era_faction.json` (era/faction index). */
export function readMulExport(dir: string): AvailabilityData {
  const units = join(dir, 'mul_mechs.json');
  const eraFaction = join(dir, 'mul_mech_era_faction.json');
  return availabilityFromMul(readJson(units), readJson(eraFaction), { units, eraFaction });
}

export function saveAvailability(data: AvailabilityData, dataDir = defaultDataDir()): string {
  const path = availabilityPath(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, JSON.stringify(data));
  renameSync(tmp, path);
  return path;
}

/** The stored availability, or undefined when nothing has been imported yet. */
export function loadAvailability(dataDir = defaultDataDir()): AvailabilityData | undefined {
  const path = availabilityPath(dataDir);
  if (!existsSync(path)) return undefined;
  const r = availabilityDataSchema.safeParse(readJson(path));
  if (!r.success) throw new MarshalError('availability-format', `stored availability is damaged: ${r.error.issues[0]!.message}; import it again`, { file: path });
  return r.data;
}
