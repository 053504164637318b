import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { type CalculatorInput, previewAttack, resolveCalculator } from './calculator';
import { bundledUnit } from '../test/bundled';
import { mechUnit } from '../test/fixtures';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', p), 'utf8');
const THUNDERBOLT = 'mechs/Dossiers/Salazar Tsakalotos/Thunderbolt TDR-10M Salazar.mtf'; // one MML 5; an LRM bin, then an SRM bin
const shot = (attack: Partial<CalculatorInput['attack']> = {}): CalculatorInput => ({
  attacker: { unit: bundledUnit(read, THUNDERBOLT), gunnery: 4, piloting: 5 },
  target: { unit: mechUnit({ tonnage: 50, name: 'Target' }), piloting: 5 },
  attack: { weapon: 'MML 5', range: 4, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false }, ...attack },
  ruleset: [],
});

describe('ruling calculator: an MML in either mode (ADR 0056 session 11)', () => {
  it('the first bin (LRM rounds) by default: LRM brackets with the minimum range, named in the ruling', () => {
    const p = previewAttack(shot());
    expect(p.toHit.modifiers.find((m) => m.id === 'mml-mode')?.label).toBe('MML 5 firing LRM rounds (LRM ranges 7/14/21, minimum 6)');
    expect(p.toHit.modifiers.find((m) => m.id === 'minimum-range')?.value).toBe(3);
    expect(p.damage).toBe('5 × 1 (cluster table)');
  });
  it('SRM rounds chosen: SRM brackets, 2 damage a missile, each its own hit, from the SRM bin', () => {
    const input = shot({ rounds: 'srm' });
    const p = previewAttack(input);
    expect(p.toHit.modifiers.some((m) => m.id === 'minimum-range')).toBe(false);
    expect(p.damage).toBe('5 × 2 (cluster table)');
    const o = resolveCalculator(input, scriptedDice(6, 6, 3, 4, ...Array<number>(20).fill(3)), { kind: 'scripted' });
    if (!('cluster' in o.attack)) throw new Error('no cluster roll');
    expect(o.attack.cluster).toMatchObject({ roll: 7, hits: 3 });
    expect(o.attack.hits.map((h) => h.damage)).toEqual([2, 2, 2]);
    expect(o.attack.ammo?.location).toBeDefined();
    expect(o.state.units.attacker!.ammo.find((b) => b.equipmentId.endsWith('SRM'))!.shots).toBe(19);
  });
  it('rounds the MML lacks are refused, naming its LRM and SRM rounds', () => {
    expect(() => previewAttack(shot({ rounds: 'inferno' }))).toThrow(
      /carries no Inferno SRM for its MML 5 \(it carries: standard rounds \(LRM\), standard rounds \(SRM\)\)/u,
    );
  });
});
