import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../../options/ruleset';
import { physicalDamage, physicalToHit, type PhysicalAttackInput } from './physical';
import { resolvePhysicalAttack } from './physical-attack';
import { mech, withHeat } from '../../test/fixtures';

const tw = combatRuleset([]).rules;
const a = mech({ tonnage: 60, name: 'A' }, { gunnery: 4, piloting: 4 });
const t = mech({ tonnage: 50, name: 'T' }, { gunnery: 4, piloting: 5 });
const input = (kind: PhysicalAttackInput['kind'], extra: Partial<PhysicalAttackInput> = {}): PhysicalAttackInput => ({
  kind,
  attacker: a,
  target: t,
  limb: kind === 'punch' ? 'RA' : kind === 'kick' ? 'RL' : undefined,
  attackerMoved: 'walked',
  targetMoved: { hexes: 2, jumped: false },
  ...extra,
});
const ids = (i: PhysicalAttackInput) => physicalToHit(i, tw).modifiers.map((m) => [m.id, m.value]);
const hit = (u: typeof a, loc: string, i: number) => ({ ...u, slots: { ...u.slots, [loc]: u.slots[loc]!.map((s, j) => (j === i ? { ...s, hit: true } : s)) } });

describe('physical attacks', () => {
  it('base to-hit per attack', () => {
    expect(ids(input('punch'))).toEqual([
      ['piloting', 4],
      ['attacker-movement', 1],
    ]);
    expect(ids(input('kick'))).toEqual([
      ['piloting', 4],
      ['kick', -2],
      ['attacker-movement', 1],
    ]);
    expect(ids(input('push'))).toEqual([
      ['piloting', 4],
      ['push', -1],
      ['attacker-movement', 1],
    ]);
    expect(ids(input('charge', { attackerMoved: 'ran' }))).toEqual([
      ['piloting', 4],
      ['piloting-differential', -1],
      ['attacker-movement', 2],
    ]);
    expect(ids(input('dfa', { attackerMoved: 'jumped' }))).toEqual([
      ['piloting', 4],
      ['piloting-differential', -1],
      ['attacker-movement', 3],
    ]);
  });
  it('actuator damage and impossible attacks', () => {
    expect(ids(input('punch', { attacker: hit(hit(a, 'RA', 1), 'RA', 3) }))).toEqual([
      ['piloting', 4],
      ['attacker-movement', 1],
      ['upper-arm', 2],
      ['hand', 1],
    ]);
    expect(physicalToHit(input('punch', { attacker: hit(a, 'RA', 0) }), tw).automatic?.reason).toMatch(/shoulder/u);
    expect(ids(input('kick', { attacker: hit(a, 'RL', 3) }))).toContainEqual(['foot', 1]);
    expect(physicalToHit(input('kick', { attacker: hit(a, 'RL', 0) }), tw).automatic?.outcome).toBe('failure');
    expect(physicalToHit(input('dfa'), tw).automatic?.reason).toMatch(/jump/u);
    expect(ids(input('kick', { target: { ...t, prone: true } }))).toContainEqual(['target-prone', -2]);
  });
  it('damage: punch, kick, charge, death from above, TSM', () => {
    expect(physicalDamage(input('punch')).target).toBe(6);
    expect(physicalDamage(input('punch', { attacker: hit(a, 'RA', 2) })).target).toBe(3);
    expect(physicalDamage(input('kick')).target).toBe(12);
    expect(physicalDamage(input('charge', { hexesMoved: 5 }))).toMatchObject({ target: 30, attacker: 5 });
    expect(physicalDamage(input('dfa'))).toMatchObject({ target: 18, attacker: 12 });
    const tsm = withHeat(mech({ tonnage: 60, tsm: true }), 9);
    expect(physicalDamage(input('punch', { attacker: tsm })).target).toBe(12);
    expect(physicalDamage(input('charge', { attacker: tsm, hexesMoved: 5 })).target).toBe(30);
  });
  it('a missed kick queues the attacker a roll; a missed death from above is an automatic fall', () => {
    const miss = resolvePhysicalAttack({ ...input('kick'), direction: 'front' }, tw, new RecordingDice(scriptedDice(1, 1)));
    expect(miss.attacker.pendingPsrs).toEqual(['missed-kick']);
    const dfa = resolvePhysicalAttack({ ...input('dfa', { attackerMoved: 'jumped' }), direction: 'front' }, tw, new RecordingDice(scriptedDice(1, 1)));
    expect(dfa.attacker.pendingPsrs).toEqual(['missed-dfa']);
  });
  it('a charge damages both units in 5-point groups and both roll', () => {
    // hit 5+5; target groups of 5 (30 damage → 6 groups, all 7 → CT); attacker 5 → one group 3+4 → CT
    const dice = new RecordingDice(scriptedDice(5, 5, ...Array(14).fill([3, 4]).flat()));
    const out = resolvePhysicalAttack({ ...input('charge', { attackerMoved: 'ran', hexesMoved: 5 }), direction: 'front' }, tw, dice);
    expect(out.report.hits.map((h) => h.damage)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(out.report.attackerHits.map((h) => h.damage)).toEqual([5]);
    expect(out.target.pendingPsrs).toEqual(['charged']);
    expect(out.attacker.pendingPsrs).toEqual(['charging']);
  });
});
