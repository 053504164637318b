import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { findEquipment } from '@marshal/catalog';
import { describe, expect, it } from 'vitest';
import { FCS_KINDS } from '../rules/artemis';
import { bundledUnit } from '../test/bundled';
import { fcsLinks } from './artemis';

const ROOT = resolve(import.meta.dirname, '../../../../data/megamek/mechfiles');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.blk') ? [relative(ROOT, join(ROOT, dir, e.name))] : [],
  );

describe('Artemis fire-control systems and battle armour (ADR 0056, session 11)', () => {
  it('no FCS is battle-armour equipment, and no bundled battle armour mounts one, so no squad has an FCS line to apply', () => {
    for (const id of ['ISArtemisIV', 'ISArtemisIVProto', 'CLArtemisIV', 'CLArtemisV']) {
      const e = findEquipment(id)!;
      expect(e.flags).toContain('mech-equipment');
      expect(e.flags).not.toContain('ba-equipment');
    }
    expect(FCS_KINDS).toHaveLength(3);
    const squads = files('battlearmor');
    expect(squads.length).toBeGreaterThan(400);
    const linked = squads.filter((f) => {
      const u = bundledUnit(read, f);
      return /artemis/iu.test(JSON.stringify([u.equipment, u.ammo])) || fcsLinks(u, u.equipment).length > 0;
    });
    expect(linked).toEqual([]);
  });
});
