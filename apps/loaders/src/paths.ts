// Where the bundled data lives, and the directory Marshal keeps its own data in.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's `data/` folder (bundled MegaMek files and their licences). */
export const DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));
export const UNIT_DIR = join(DATA_DIR, 'megamek', 'mechfiles');
export const BOARDS_DIR = join(DATA_DIR, 'megamek', 'boards');
/** Availability compiled from MegaMek's force generator (GPL), shipped as the fallback when nothing was imported. */
export const BUNDLED_AVAILABILITY = join(DATA_DIR, 'megamek', 'availability.json');

/** Marshal's own data directory: `MARSHAL_DATA_DIR`, or `./.marshal`. */
export function defaultDataDir(): string {
  return resolve(process.env.MARSHAL_DATA_DIR || '.marshal');
}
