import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatSource, parseRecord, scriptedDice, serializeRecord, verifyRecord } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { type CalculatorInput, previewAttack, resolveCalculator } from './calculator';
import { formatOutcome, formatPreview } from './calculator-format';
import { combatModule } from './module';
import { GOLIATH, bundledUnit } from '../test/bundled';
import { mechUnit } from '../test/fixtures';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', p), 'utf8');
const ARCHER = 'mechs/Tukayyid/Archer ARC-5CS.mtf'; // four LRM 15, each with an Artemis IV; Artemis-capable rounds
const COUGAR = 'mechs/XTRs/Clans/Cougar-XR.mtf'; // two Clan LRM 15, each with an Artemis V; Artemis V-capable rounds
const names = { attacker: 'Archer', target: 'Target' };
const shot = (file: string, weapon: string, attack: Partial<CalculatorInput['attack']> = {}): CalculatorInput => ({
  attacker: { unit: bundledUnit(read, file), gunnery: 4, piloting: 5 },
  target: { unit: mechUnit({ tonnage: 50, name: 'Target' }), piloting: 5 },
  attack: { weapon, range: 7, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false }, ...attack },
  ruleset: [],
});
/** To-hit 6+6, cluster 3+4 = 7, then threes for every location roll. */
const dice = () => scriptedDice(6, 6, 3, 4, ...Array<number>(40).fill(3));
const cluster = (input: CalculatorInput) => {
  const o = resolveCalculator(input, dice(), { kind: 'scripted' });
  if (!('cluster' in o.attack) || !o.attack.cluster) throw new Error('no cluster roll');
  return { c: o.attack.cluster, text: formatOutcome(o, names).join('\n'), o };
};

describe('ruling calculator: Artemis fire-control systems (ADR 0056)', () => {
  it('a linked LRM 15 firing the Artemis-capable rounds of its file: +2 in the preview and on the cluster roll, with the source', () => {
    const input = shot(ARCHER, 'LRM 15');
    const p = previewAttack(input);
    expect(p.cluster).toMatchObject({ value: 2, label: 'Artemis IV FCS' });
    expect(p.damage).toBe('15 × 1 (cluster table, cluster roll +2 (Artemis IV FCS))');
    expect(formatPreview(p).join('\n')).toMatch(/cluster roll \+2: Artemis IV FCS {2}\[Total Warfare.*Artemis IV/u);
    const { c, text, o } = cluster(input);
    expect(c.roll).toBe(7);
    expect(c.modifier).toMatchObject({ value: 2, label: 'Artemis IV FCS' });
    expect(formatSource(c.modifier!.source)).toMatch(/Total Warfare.*Artemis IV/u);
    expect(c.hits).toBe(12); // LRM 15 column: 9 → 12 (7 alone → 9)
    expect(text).toMatch(/cluster roll 7 \+2 \(Artemis IV FCS\): 12 hit {2}\[Total Warfare/u);
    expect(o.state.units.attacker!.ammo.find((b) => b.equipmentId.includes('LRM'))!.munition).toBe('artemis-capable');
  });

  it('enemy ECM on the line of fire or the attacker’s stealth armour: a +0 line saying why', () => {
    const ecm = cluster(shot(ARCHER, 'LRM 15', { enemyEcm: true }));
    expect(ecm.c.modifier).toMatchObject({ value: 0, label: 'Artemis IV FCS: no bonus (enemy ECM on the line of fire)' });
    expect(formatSource(ecm.c.modifier!.source)).toMatch(/ECM/u);
    expect(ecm.c.hits).toBe(9);
    expect(previewAttack(shot(ARCHER, 'LRM 15', { enemyEcm: true })).damage).toContain('cluster roll +0 (Artemis IV FCS: no bonus (enemy ECM');
    const stealth = cluster(shot(ARCHER, 'LRM 15', { attackerStealth: true }));
    expect(stealth.c.modifier?.label).toBe("Artemis IV FCS: no bonus (the attacker's stealth armour is on)");
    expect(stealth.c.hits).toBe(9);
  });

  it('Artemis V: +3 with Artemis V-capable rounds (Tactical Operations)', () => {
    const { c } = cluster(shot(COUGAR, 'LRM 15'));
    expect(c.modifier).toMatchObject({ value: 3, label: 'Artemis V FCS' });
    expect(formatSource(c.modifier!.source)).toMatch(/Tactical Operations/u);
    expect(c.hits).toBe(12); // 7 + 3 = 10 → 12 on the 15 column
  });

  it('rounds the unit does not carry are refused, naming the ones it does; a launcher without an FCS gets no line', () => {
    expect(() => previewAttack(shot(ARCHER, 'LRM 15', { rounds: 'standard' }))).toThrow(
      /carries no standard rounds for its LRM 15 \(it carries: Artemis-capable/u,
    );
    expect(previewAttack(shot(ARCHER, 'LRM 15', { rounds: 'artemis-capable' })).cluster?.value).toBe(2);
    const goliath = shot(GOLIATH, 'LRM 10');
    expect(previewAttack(goliath).cluster).toBeUndefined();
    expect(cluster(goliath).c.modifier).toBeUndefined();
  });

  it('the record carries the choice and replays', () => {
    const o = resolveCalculator(shot(ARCHER, 'LRM 15', { enemyEcm: true }), dice(), { kind: 'scripted' });
    const v = verifyRecord(combatModule, parseRecord(serializeRecord(o.record)));
    expect(v.ok).toBe(true);
  });
});
