import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMtf } from '@marshal/catalog';
import { combatRuleset } from '../options/ruleset';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { clusterHits } from '../tables/cluster-hits';
import type { Unit } from '../unit/catalog-types';
import { binFeeds } from '../unit/ammo-use';
import { battleModule } from './module';
import { fireOptions } from './fire';
import { weaponProfile } from './memo';
import { munitionChoices } from './munitions';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';
import { play } from './test/play';

const tw = combatRuleset([]).rules;
const HATCHETMAN = 'mechs/3050U/Hatchetman HCT-6S.mtf'; // LB 10-X AC, one bin of slugs
const RAMPAGE = 'mechs/Turning Points/HTP New Dallas/Rampage RMP-4G Benboudaoud.mtf'; // LB 10-X AC, a slug bin and a cluster bin
const mtf = (path: string) => parseMtf(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8'), path) as Unit;

function duel(file: string, munitions?: Record<string, string>): BattleState {
  const setup = duelSetup();
  const units = setup.units.map((u) =>
    u.id === 'red' ? { ...u, unit: mtf(file) as never, hex: '0810', ...(munitions ? { munitions } : {}) } : { ...u, hex: '0806' },
  );
  return { ...battleModule.init(battleModule.parseSetup({ ...setup, units }), tw), phase: 'fire' };
}

const lbx = (s: BattleState) => s.units.red!.weapons.findIndex((w) => /LBXAC10|LB 10-X/u.test(w.equipmentId));
const lbxBin = (s: BattleState) => s.units.red!.ammo.findIndex((b) => /LB 10-X AC Ammo/u.test(b.equipmentId));

function shoot(s: BattleState, faces: number[]): WeaponAttackReport {
  const held = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
  const r = play(held, { type: 'fire', unit: 'red', attacks: [{ weapon: lbx(s), target: 'blue' }] }, faces, tw);
  const e = r.events.find((x) => x.type === 'fireResolved');
  if (e?.type !== 'fireResolved') throw new Error('no fire');
  return e.reports[0]!.report as WeaponAttackReport;
}

describe('LB-X cluster or slug rounds chosen per bin (Total Warfare LB-X Autocannon)', () => {
  it('the force builder offers cluster rounds for an LB-X bin (and not for others)', () => {
    expect(munitionChoices('IS LB 10-X AC Ammo').map((m) => m.id)).toEqual(['lbx-cluster']);
    expect(munitionChoices('IS Ammo AC/10').map((m) => m.id)).not.toContain('lbx-cluster');
  });

  it('Hatchetman HCT-6S with slugs: one 10-point hit; with its bin loaded with cluster rounds: −1 to hit and 1-point pellets off the cluster table', () => {
    const slug = duel(HATCHETMAN);
    const cluster = duel(HATCHETMAN, { [String(lbxBin(slug))]: 'lbx-cluster' });
    expect(cluster.units.red!.ammo[lbxBin(slug)]!.munition).toBe('lbx-cluster');
    const slugHit = fireOptions(slug, 'red', 'blue', tw).find((o) => o.weapon === lbx(slug))!.toHit;
    const clusterHit = fireOptions(cluster, 'red', 'blue', tw).find((o) => o.weapon === lbx(cluster))!.toHit;
    const mod = clusterHit.modifiers.find((m) => m.id === 'weapon-mode')!;
    expect(mod.value).toBe(-1);
    expect(JSON.stringify(mod.source)).toContain('LB-X');
    expect(clusterHit.target).toBe(slugHit.target - 1);
    // Slug: to-hit 6+6, location 3+4.
    expect(shoot(slug, [6, 6, 3, 4]).hits.map((h) => h.damage)).toEqual([10]);
    // Cluster: to-hit 6+6, cluster roll 3+4 = 7 → pellets from the 10 column, each 1 point at its own location.
    const n = clusterHits(10, 7);
    const r = shoot(cluster, [6, 6, 3, 4, ...Array<number[]>(n).fill([3, 4]).flat()]);
    expect(r.cluster).toEqual({ roll: 7, hits: n });
    expect(r.hits.map((h) => h.damage)).toEqual(Array<number>(n).fill(1));
  });

  it('the Rampage RMP-4G file names a cluster bin: it loads as cluster rounds and feeds the autocannon', () => {
    const s = duel(RAMPAGE);
    const bins = s.units.red!.ammo.filter((b) => /LB 10-X/u.test(b.equipmentId));
    expect(bins.map((b) => [b.equipmentId, b.munition])).toEqual([
      ['IS LB 10-X AC Ammo', undefined],
      ['IS LB 10-X Cluster Ammo', 'lbx-cluster'],
    ]);
    const gun = weaponProfile(s.units.red!.weapons[lbx(s)]!.equipmentId)!;
    expect(bins.every((b) => binFeeds(b.equipmentId, gun))).toBe(true);
  });
});
