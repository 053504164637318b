import { PhysicalDice, SeededDice, DiceNeeded, parseRecord, revealSeed, scriptedDice, serializeRecord, verifyRecord } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { type CalculatorInput, previewAttack, resolveCalculator } from './calculator';
import { formatOutcome, formatPreview } from './calculator-format';
import { combatModule } from './module';
import { mechUnit } from '../test/fixtures';

const kick: CalculatorInput = {
  attacker: { unit: mechUnit({ tonnage: 50, tsm: true, name: 'TSM Medium' }), piloting: 5, heat: 9 },
  target: { unit: mechUnit({ tonnage: 80, name: 'Assault' }), piloting: 5 },
  attack: { physical: 'kick', limb: 'RL', range: 1, attackerMoved: 'ran', targetMoved: { hexes: 5, jumped: false } },
  ruleset: ['solaris-vii'],
};
const names = { attacker: 'TSM Medium', target: 'Assault' };

describe('ruling calculator', () => {
  it('previews the breakdown and the damage without dice', () => {
    const p = previewAttack(kick);
    expect(p.toHit.target).toBe(6);
    expect(formatPreview(p).join('\n')).toMatch(/−?-1 +medium weight class/u);
    expect(p.damage).toBe('⌊50/5⌋ × 2 (TSM active) = 20');
  });
  it('resolves with scripted dice and explains location, damage and piloting rolls', () => {
    const o = resolveCalculator(kick, scriptedDice(3, 4, 1, 2, 2, 1, 3), { kind: 'scripted' });
    const text = formatOutcome(o, names).join('\n');
    expect(text).toContain('rolled 7: HIT');
    expect(text).toContain('20 damage → Assault Right Leg');
    expect(text).toMatch(
      /piloting roll — took 20\+ damage this phase: 4 = 5 \(piloting 5\) \+1 \(20 damage this phase\) -2 \(assault weight class\); rolled 4 → stays up/u,
    );
    expect(text).toMatch(/piloting roll — was kicked: 4 = .*rolled 4 → stays up/u);
  });
  it('physical dice ask for each roll in turn', () => {
    const dice = new PhysicalDice();
    expect(() => resolveCalculator(kick, dice, { kind: 'physical' })).toThrow(DiceNeeded);
    for (const faces of [[3, 4], [1], [2, 2], [1, 3]]) dice.enter({ count: faces.length, sides: 6 }, faces);
    dice.rewind();
    expect(resolveCalculator(kick, dice, { kind: 'physical' }).attack.hit).toBe(true);
  });
  it('a seeded session is a record that verifies', () => {
    const o = resolveCalculator(
      { ...kick, attack: { weapon: 'Medium Laser', range: 5, attackerMoved: 'walked', targetMoved: { hexes: 3, jumped: false } } },
      SeededDice.fromSeed('calc'),
      { kind: 'seeded', seed: 'calc' },
    );
    const text = serializeRecord(revealSeed(o.record, 'calc'));
    expect(verifyRecord(combatModule, parseRecord(text))).toMatchObject({ ok: true, entries: 2, diceVerified: true });
  });
  it('needs exactly one of weapon or physical attack', () => {
    expect(() => previewAttack({ ...kick, attack: { ...kick.attack, weapon: 'Medium Laser' } })).toThrow(/either a weapon or a physical/u);
  });
});

describe('heat in the calculator', () => {
  it('shows the heat scale effects, TSM and the heat-phase rulings for the attacker', () => {
    const p = previewAttack({ ...kick, attacker: { ...kick.attacker, heat: 19 } });
    expect(p.heat?.effects).toMatchObject({ movementLoss: 3, toHit: 3, shutdown: 6, ammoExplosion: 4 });
    expect(p.heat?.tsmActive).toBe(true);
    const text = formatPreview(p).join('\n');
    expect(text).toContain('attacker heat 19: −3 MP, +3 to-hit on weapon attacks, TSM active');
    expect(text).toContain('avoid shutdown: 2d6 ≥ 6');
    expect(previewAttack({ ...kick, attacker: { ...kick.attacker, heat: 0 } }).heat).toBeUndefined();
  });
  it('aimed shots, hull-down and immobile targets are inputs, replayed through the record', () => {
    const aimed: CalculatorInput = {
      attacker: { unit: mechUnit({ tonnage: 50, name: 'Shooter' }), gunnery: 4 },
      target: { unit: mechUnit({ tonnage: 50, name: 'Sitting Duck' }), immobile: true, hullDown: true },
      attack: { weapon: 'Medium Laser', range: 3, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false }, aim: 'HD' },
      ruleset: [],
    };
    expect(previewAttack(aimed).toHit.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['gunnery', 4],
      ['aimed-head', 3],
    ]);
    // to-hit 4+4 = 8 ≥ 7; aim 3+4 → head; 5 damage to a 9-point head
    const o = resolveCalculator(aimed, scriptedDice(4, 4, 3, 4, 6, 6), { kind: 'scripted' });
    expect(formatOutcome(o, { attacker: 'Shooter', target: 'Sitting Duck' }).join('\n')).toContain('5 damage → Sitting Duck Head');
    expect(verifyRecord(combatModule, o.record).ok).toBe(true);
  });
});
