// Finds a 'Mech's movement points in the bundled MegaMek unit files by its name (chassis and model).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { MarshalError } from '@marshal/core';
import { parseMtf } from '@marshal/catalog';

import { UNIT_DIR } from '../paths';

export const MECH_DIR = UNIT_DIR;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? (e === 'unofficial' ? [] : walk(p)) : p.endsWith('.mtf') ? [p] : [];
  });
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/\.mtf$/, '')
    .replace(/[\s_-]+/g, ' ')
    .trim();

export interface UnitMovement {
  readonly name: string;
  readonly walk: number;
  readonly run: number;
  readonly jump: number;
}

/** Walk/run/jump MP of the 'Mech whose file name is "Chassis Model" (exact match first, then a unique partial match). */
export function findMechMovement(name: string, dir = MECH_DIR): UnitMovement {
  const files = walk(dir);
  if (!files.length) throw new MarshalError('units-missing', `no unit files under ${dir}; give --walk/--run/--jump instead`, { field: 'unit' });
  const n = norm(name);
  const exact = files.filter((f) => norm(basename(f)) === n);
  const pick = exact.length ? exact : files.filter((f) => norm(basename(f)).includes(n));
  if (!pick.length)
    throw new MarshalError('unit-not-found', `no 'Mech named "${name}" in the bundled unit files; give --walk/--run/--jump instead`, { field: 'unit' });
  if (pick.length > 1 && !exact.length)
    throw new MarshalError(
      'unit-ambiguous',
      `"${name}" matches ${pick.length} units, e.g. ${pick
        .slice(0, 5)
        .map((f) => `"${basename(f, '.mtf')}"`)
        .join(', ')}`,
      { field: 'unit' },
    );
  const unit = parseMtf(readFileSync(pick[0]!, 'utf8'), pick[0]!);
  return { name: `${unit.chassis} ${unit.model}`.trim(), ...unit.movement };
}
