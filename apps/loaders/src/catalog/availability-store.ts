// Stores imported availability (Master Unit List export or MegaMek force generator) in the Marshal data directory.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MarshalError } from '@marshal/core';
import { availabilityDataSchema, availabilityFromForceGenerator, availabilityFromMul, type AvailabilityData } from '@marshal/catalog';
import { BUNDLED_AVAILABILITY, defaultDataDir } from '../paths';

export const availabilityPath = (dataDir = defaultDataDir()): string => join(dataDir, 'catalog', 'availability.json');

/** Read MegaMek force-generator year files (`YYYY.xml`) from a directory. */
export function readForceGenerator(dir: string): AvailabilityData {
  if (!existsSync(dir)) throw new MarshalError('file-not-found', 'no such directory', { file: dir });
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}\.xml$/.test(f))
    .sort()
    .map((f) => ({ year: Number(f.slice(0, 4)), path: join(dir, f), xml: readFileSync(join(dir, f), 'utf8') }));
  if (!files.length) throw new MarshalError('forcegen-format', 'no YYYY.xml force-generator files here', { file: dir });
  return availabilityFromForceGenerator(files, 'MegaMek force generator (June 2021)');
}

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

export function saveAvailability(data: AvailabilityData, dataDir = defaultDataDir(), path = availabilityPath(dataDir)): string {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, JSON.stringify(data));
  renameSync(tmp, path);
  return path;
}

const bundledCache: { data?: AvailabilityData } = {};

/** The imported availability, else the bundled force-generator fallback, else undefined. */
export function loadAvailability(dataDir = defaultDataDir()): AvailabilityData | undefined {
  const imported = availabilityPath(dataDir);
  if (existsSync(imported)) return readAvailabilityFile(imported);
  if (!existsSync(BUNDLED_AVAILABILITY)) return undefined;
  bundledCache.data ??= readAvailabilityFile(BUNDLED_AVAILABILITY);
  return bundledCache.data;
}

export function readAvailabilityFile(path: string): AvailabilityData {
  const r = availabilityDataSchema.safeParse(readJson(path));
  if (!r.success)
    throw new MarshalError('availability-format', `stored availability is damaged: ${r.error.issues[0]!.message}; import it again`, { file: path });
  return r.data;
}
