import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRecord, scriptedDice, serializeRecord, verifyRecord } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { type CalculatorInput, previewAttack, resolveCalculator } from './calculator';
import { formatOutcome, formatPreview } from './calculator-format';
import { combatModule } from './module';
import { ELEMENTAL, FOOT_RIFLE, bundledUnit } from '../test/bundled';
import { mechUnit } from '../test/fixtures';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', p), 'utf8');
const names = { attacker: 'Squad', target: 'Host' };
const base = (attacker: string, attack: Partial<CalculatorInput['attack']>): CalculatorInput => ({
  attacker: { unit: bundledUnit(read, attacker), gunnery: 4, piloting: 5 },
  target: { unit: mechUnit({ tonnage: 50, name: 'Host' }), piloting: 5 },
  attack: { range: 0, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false }, ...attack },
  ruleset: [],
});

describe('ruling calculator: infantry attacks', () => {
  it('a platoon fires as one: the preview names the rule, the outcome the damage per trooper', () => {
    const input = base(FOOT_RIFLE, { weapon: 'platoon', range: 1 });
    const p = previewAttack(input);
    expect(p.toHit.target).toBe(4);
    expect(p.damage).toBe('platoon fire (range 1, Auto-Rifle (Modern, Generic)): 28 troopers × 0.52 per trooper = 15 in 2-point groups');
    const o = resolveCalculator(input, scriptedDice(3, 3, ...Array<number>(16).fill(3)), { kind: 'scripted' });
    expect(formatOutcome(o, names).join('\n')).toContain('platoon fire: 28 troopers × 0.52 per trooper = 15, in 2-point groups');
  });
  it('a leg attack: preview by troopers, then 4 damage to a leg with a critical roll; the record replays', () => {
    const input = base(ELEMENTAL, { antiMech: 'leg' });
    expect(formatPreview(previewAttack(input)).join('\n')).toMatch(/leg attack: 5 troopers standing/u);
    const o = resolveCalculator(input, scriptedDice(3, 3, 5, 2, 2), { kind: 'scripted' });
    expect(o.attack).toMatchObject({ kind: 'leg', hit: true, damage: 4 });
    expect(formatOutcome(o, names).join('\n')).toMatch(/4 damage → Host Left Leg/u);
    expect(verifyRecord(combatModule, parseRecord(serializeRecord(o.record), 'calc.jsonl')).ok).toBe(true);
  });
  it('a squad already swarming hits automatically with its arm weapons on the swarm table', () => {
    const input = base(ELEMENTAL, { antiMech: 'swarm-damage' });
    const p = previewAttack(input);
    expect(p.toHit.automatic).toMatchObject({ outcome: 'success' });
    const o = resolveCalculator(input, scriptedDice(3, 4, 2, 2), { kind: 'scripted' });
    expect(o.attack).toMatchObject({ kind: 'swarm-damage', hit: true, swarm: 'continues' });
    expect(o.state.units.attacker!.swarm).toEqual({ role: 'attacker', other: 'target' });
  });
  it("rapid-fire machine guns: the preview gives each trooper its own burst roll, not the gun's fixed damage", () => {
    const input = {
      ...base('battlearmor/RS3058Uu/Elemental Battle Armor [MG].blk', { weapon: 'Machine Gun', range: 1, mode: 'rapid-fire' }),
      ruleset: ['tacops-rapid-fire-mg'],
    };
    expect(previewAttack(input).damage).toBe(
      '1d6 (rapid fire burst, at least 1) per trooper, each trooper rolling its own burst, 5 troopers on the cluster table',
    );
    expect(
      previewAttack({ ...input, ruleset: [], attack: base('battlearmor/RS3058Uu/Elemental Battle Armor [MG].blk', { weapon: 'Machine Gun', range: 1 }).attack })
        .damage,
    ).toBe('2 per trooper, 5 troopers on the cluster table');
  });
  it('a swarm attempt that hits attaches the squad', () => {
    const o = resolveCalculator(base(ELEMENTAL, { antiMech: 'swarm' }), scriptedDice(4, 4), { kind: 'scripted' });
    expect(o.attack).toMatchObject({ kind: 'swarm', hit: true, swarm: 'attached' });
    expect(o.state.units.target!.swarm).toEqual({ role: 'target', other: 'attacker' });
  });
});
