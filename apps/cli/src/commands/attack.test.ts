import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../lib/run-in-process';
import { loadCombatUnit } from '@marshal/loaders';

const dir = mkdtempSync(join(tmpdir(), 'marshal-attack-'));
const tsmFile = join(dir, 'tsm.json');
const assaultFile = join(dir, 'assault.json');
// A Hunchback refitted with TSM in its left torso, for the seed 003 §8.1 example (50-ton medium with TSM).
const hbk = loadCombatUnit('Hunchback HBK-4G');
const lt = hbk.criticals.LT!.map((s, i) => (i >= 2 && i < 8 ? 'TSM' : s));
writeFileSync(tsmFile, JSON.stringify({ ...hbk, name: 'TSM Medium', criticals: { ...hbk.criticals, LT: lt } }));
writeFileSync(assaultFile, JSON.stringify({ ...loadCombatUnit('Atlas AS7-D'), name: 'Assault' }));
const kick = [
  'attack',
  '--attacker',
  tsmFile,
  '--piloting',
  '5',
  '--heat',
  '9',
  '--target',
  assaultFile,
  '--physical',
  'kick',
  '--attacker-moved',
  'ran',
  '--target-moved',
  '5',
  '--options',
  'solaris-vii',
];

describe('marshal attack', () => {
  it('prints the itemised breakdown and exact odds for a weapon attack on bundled units', async () => {
    const r = await runCli(
      'attack',
      '--attacker',
      'Hunchback HBK-4G',
      '--gunnery',
      '4',
      '--target',
      'Atlas AS7-D',
      '--weapon',
      'Medium Laser',
      '--range',
      '5',
      '--attacker-moved',
      'ran',
      '--target-moved',
      '5',
    );
    expect(r.error).toBeNull();
    expect(r.stdout).toContain('Hunchback HBK-4G → Atlas AS7-D: Medium Laser at 5: 2d6 ≥ 10');
    expect(r.stdout).toMatch(/\+2 +medium range \(4–6\)/u);
    expect(r.stdout).toContain('odds 16.67% (6/36)');
  });
  it('the seed 003 worked example with physical dice given in order', async () => {
    const r = await runCli(...kick, '--roll', 'physical', '--faces', '3 4; 1; 2 2; 1 3', '--json');
    expect(r.error).toBeNull();
    const out = JSON.parse(r.stdout);
    expect(out.preview.toHit.target).toBe(6);
    expect(out.preview.toHit.modifiers.map((m: { value: number }) => m.value)).toEqual([5, -2, -1, 2, 2]);
    expect(out.outcome.attack.hits).toMatchObject([{ location: 'RL', damage: 20 }]);
    const target = out.outcome.phaseEnd.find((p: { unit: string }) => p.unit === 'target');
    expect(target.psrs.map((p: { ruling: { target: number } }) => p.ruling.target)).toEqual([4, 4]);
  });
  it('asks for the next roll when physical dice run out and nobody can type them', async () => {
    const r = await runCli(...kick, '--roll', 'physical', '--faces', '3 4', '--json');
    expect(r.error?.message).toMatch(/roll 1d6 for: Assault: hit location.*--faces/u);
  });
  it('seeded rolls are repeatable and write a verifiable record', async () => {
    const file = join(dir, 'duel.jsonl');
    const a = await runCli(...kick, '--roll', 'seed:duel', '--record', file, '--json');
    const b = await runCli(...kick, '--roll', 'seed:duel', '--json');
    expect(JSON.parse(a.stdout).outcome).toEqual(JSON.parse(b.stdout).outcome);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toContain('battletech-combat');
    const v = await runCli('verify', file, '--json');
    expect(JSON.parse(v.stdout)).toMatchObject({ ok: true });
  });
  it('explains bad options', async () => {
    expect((await runCli('attack', '--attacker', tsmFile, '--target', assaultFile)).error?.message).toMatch(/--weapon NAME or --physical/u);
    expect((await runCli(...kick, '--attacker-moved', 'flew')).error?.message).toMatch(/--attacker-moved must be one of/u);
    expect((await runCli('attack', '--attacker', tsmFile, '--target', assaultFile, '--weapon', 'Death Ray')).error?.message).toMatch(/Death Ray/u);
  });
  it("takes a weapon by the name the calculator prints (HAG/30 on an Omni-Marauder), and names the attacker's weapons when refusing", async () => {
    const hag = await runCli(
      'attack',
      '--attacker',
      'Omni-Marauder Prime',
      '--target',
      'Atlas AS7-D',
      '--weapon',
      'HAG/30',
      '--range',
      '5',
      '--roll',
      'seed:hag',
    );
    expect(hag.error).toBeNull();
    expect(hag.stdout).toMatch(/HAG\/30/u);
    const wrong = await runCli('attack', '--attacker', 'Omni-Marauder Prime', '--target', 'Atlas AS7-D', '--weapon', 'HAG/50', '--range', '5');
    expect(wrong.error?.message).toMatch(/carries: ER PPC, ER Medium Laser, HAG\/30/u);
  });
  it('an Artemis IV launcher: +2 on the cluster roll with its source, +0 under enemy ECM (ADR 0056)', async () => {
    const archer = ['attack', '--attacker', 'Archer ARC-5CS', '--target', 'Atlas AS7-D', '--weapon', 'LRM 15', '--range', '7', '--roll', 'physical'];
    const plus = await runCli(...archer, '--faces', '6 6; 3 4; 3 3; 3 3; 3 3');
    expect(plus.error).toBeNull();
    expect(plus.stdout).toMatch(/cluster roll \+2: Artemis IV FCS {2}\[Total Warfare/u);
    expect(plus.stdout).toMatch(/cluster roll 7 \+2 \(Artemis IV FCS\): 12 hit/u);
    const ecm = await runCli(...archer, '--enemy-ecm', '--rounds', 'artemis-capable', '--faces', '6 6; 3 4; 3 3; 3 3', '--json');
    expect(ecm.error).toBeNull();
    expect(JSON.parse(ecm.stdout).outcome.attack.cluster).toMatchObject({ roll: 7, hits: 9, modifier: { value: 0 } });
    expect((await runCli(...archer, '--rounds', 'standard')).error?.message).toMatch(/carries no standard rounds/u);
  });
  it('quads, infantry in the open and aimed shots at immobile targets by unit name', async () => {
    const inf = await runCli(
      'attack',
      '--attacker',
      'Goliath GOL-1H',
      '--target',
      'Foot Platoon (Rifle)',
      '--weapon',
      'Machine Gun',
      '--in-open',
      '--roll',
      'physical',
      '--faces',
      '5 5; 3 4',
      '--json',
    );
    expect(inf.error).toBeNull();
    expect(JSON.parse(inf.stdout).outcome.attack.infantryDamage).toMatchObject({ roll: 7, damage: 14, inOpen: true });
    const aimed = await runCli(
      'attack',
      '--attacker',
      'Hunchback HBK-4G',
      '--target',
      'Atlas AS7-D',
      '--target-immobile',
      '--aim',
      'hd',
      '--weapon',
      'Medium Laser',
      '--range',
      '3',
    );
    expect(aimed.error).toBeNull();
    expect(aimed.stdout).toMatch(/\+3 +aimed shot at the head of an immobile target/u);
    const quad = await runCli('attack', '--attacker', 'Goliath GOL-1H', '--target', 'Atlas AS7-D', '--physical', 'punch');
    expect(quad.stdout).toMatch(/no arms to punch with/u);
  });
  it('a platoon fires as one without naming a weapon; battle armour make leg attacks with --anti-mech', async () => {
    const platoon = await runCli('attack', '--attacker', 'Foot Platoon (Rifle)', '--target', 'Hunchback HBK-4G', '--range', '1', '--roll', 'seed:p');
    expect(platoon.error).toBeNull();
    expect(platoon.stdout).toContain('28 troopers × 0.52 per trooper = 15');
    const leg = await runCli(
      'attack',
      '--attacker',
      'Elemental Battle Armor [Laser]',
      '--target',
      'Hunchback HBK-4G',
      '--anti-mech',
      'leg',
      '--range',
      '0',
      '--json',
    );
    expect(leg.error).toBeNull();
    expect(JSON.parse(leg.stdout).preview.toHit.target).toBe(5);
    const bad = await runCli('attack', '--attacker', 'Elemental Battle Armor [Laser]', '--target', 'Hunchback HBK-4G', '--anti-mech', 'bite');
    expect(bad.stderr + String(bad.error)).toMatch(/--anti-mech must be one of leg, swarm, swarm-damage/u);
  });
});
