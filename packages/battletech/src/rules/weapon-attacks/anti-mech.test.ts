import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import {
  type AntiMechDeclaration,
  antiMechToHit,
  brushOffToHit,
  endSwarm,
  resolveAntiMech,
  resolveBrushOff,
  resolveSwarmDamage,
  swarmDamage,
} from './anti-mech';
import type { BattleUnit } from '../../unit/battle-unit';
import { catalogWeaponLookup } from '../../unit/catalog-weapons';
import { combatRuleset } from '../../options/ruleset';
import { ELEMENTAL, FOOT_RIFLE, WARRIOR, bundledBattleUnit } from '../../test/bundled';
import { mech } from '../../test/fixtures';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../../data/megamek/mechfiles', p), 'utf8');
const tw = combatRuleset([]).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const elementals = bundledBattleUnit(read, ELEMENTAL, { gunnery: 3, piloting: 5 }, 'ba');
const target = mech({ tonnage: 50, name: 'Host' });
const decl = (kind: 'leg' | 'swarm', extra: Partial<AntiMechDeclaration> = {}): AntiMechDeclaration => ({
  kind,
  attacker: elementals,
  target,
  range: 0,
  targetMoved: { hexes: 0, jumped: false },
  ...extra,
});
const lose = (u: BattleUnit, troopers: string[]): BattleUnit => ({
  ...u,
  locations: Object.fromEntries(Object.entries(u.locations).map(([k, l]) => [k, troopers.includes(k) ? { ...l, armor: 0, structure: 0, destroyed: true } : l])),
});

describe("anti-'Mech attacks: to-hit", () => {
  it("leg attack: anti-'Mech skill, +0 with 4+ troopers, +2 with 3, +5 with 2, +7 with 1; target movement counts", () => {
    expect(antiMechToHit(decl('leg')).target).toBe(5);
    expect(antiMechToHit(decl('leg', { attacker: lose(elementals, ['T1', 'T2']) })).target).toBe(7);
    expect(antiMechToHit(decl('leg', { attacker: lose(elementals, ['T1', 'T2', 'T3']) })).target).toBe(10);
    expect(antiMechToHit(decl('leg', { attacker: lose(elementals, ['T1', 'T2', 'T3', 'T4']) })).target).toBe(12);
    expect(antiMechToHit(decl('leg', { targetMoved: { hexes: 5, jumped: true } })).modifiers.map((m) => [m.id, m.value])).toEqual([
      ['anti-mech', 5],
      ['troopers', 0],
      ['target-movement', 2],
      ['target-jumped', 1],
    ]);
  });
  it('swarm: +2 with 4+ troopers, +5 with fewer; a platoon needs 16 troopers', () => {
    expect(antiMechToHit(decl('swarm')).target).toBe(7);
    expect(antiMechToHit(decl('swarm', { attacker: lose(elementals, ['T1', 'T2']) })).target).toBe(10);
    const platoon = bundledBattleUnit(read, FOOT_RIFLE, { gunnery: 4, piloting: 5 }, 'inf');
    expect(antiMechToHit(decl('swarm', { attacker: platoon })).target).toBe(7);
    const few = { ...platoon, locations: { PLT: { ...platoon.locations.PLT!, structure: 12 } } };
    expect(antiMechToHit(decl('swarm', { attacker: few })).automatic).toMatchObject({
      outcome: 'failure',
      reason: expect.stringContaining('too few') as unknown as string,
    });
  });
  it('refuses attacks from another hex, against units without legs, and by units that cannot make them', () => {
    expect(antiMechToHit(decl('leg', { range: 1 })).automatic?.reason).toMatch(/range 0/u);
    const heli = bundledBattleUnit(read, WARRIOR, { gunnery: 4, piloting: 5 }, 'heli');
    expect(antiMechToHit(decl('leg', { target: heli })).automatic?.reason).toMatch(/no legs/u);
    expect(antiMechToHit(decl('leg', { attacker: mech({ tonnage: 20, name: 'Small' }) })).automatic?.reason).toMatch(/cannot make anti-'Mech/u);
  });
});

describe('leg attacks', () => {
  it('hit a leg from the kick table for 4 damage and always roll for a critical hit', () => {
    // to-hit 3+3 = 6 ≥ 5; kick table 2 → RL; critical roll 4+4 = 8 → one critical: slot half 1, slot 1
    const out = resolveAntiMech(decl('leg'), tw, dice(3, 3, 2, 4, 4, 1, 1));
    expect(out.report).toMatchObject({ hit: true, damage: 4 });
    const hit = out.report.hits[0]!;
    expect(hit.steps[0]).toMatchObject({ location: 'RL' });
    expect(hit.criticals).toHaveLength(1);
    expect(out.target.locations.RL!.armor).toBe(target.locations.RL!.armor - 4);
  });
  it('a kick-table result on a destroyed leg strikes the other leg', () => {
    const oneLeg = { ...target, locations: { ...target.locations, RL: { ...target.locations.RL!, armor: 0, structure: 0, destroyed: true } } };
    const out = resolveAntiMech(decl('leg', { target: oneLeg }), tw, dice(3, 3, 2, 2, 2));
    expect(out.report.hits[0]!.steps[0]).toMatchObject({ location: 'LL' });
  });
  it('a miss does no damage', () => {
    const out = resolveAntiMech(decl('leg'), tw, dice(1, 2));
    expect(out.report).toMatchObject({ hit: false, damage: 0, hits: [] });
    expect(out.target).toBe(target);
  });
});

describe('swarm attacks', () => {
  const attached = resolveAntiMech(decl('swarm'), tw, dice(4, 3));
  it('a hit attaches the squad to its host (both units record it); nothing is damaged yet', () => {
    expect(attached.report).toMatchObject({ hit: true, swarm: 'attached', damage: 0 });
    expect(attached.attacker.swarm).toEqual({ role: 'attacker', other: target.id });
    expect(attached.target.swarm).toEqual({ role: 'target', other: 'ba' });
    expect(antiMechToHit(decl('leg', { attacker: attached.attacker })).automatic?.reason).toMatch(/already in a swarm/u);
    expect(antiMechToHit(decl('swarm', { target: attached.target, attacker: { ...elementals, id: 'ba2' } })).automatic?.reason).toMatch(/already swarmed/u);
  });
  it('each later weapon phase the squad hits automatically: arm weapons × troopers, body-mounted missiles excluded, on the swarm table', () => {
    const laser = catalogWeaponLookup('CLBASmall Laser')!.damage;
    expect(swarmDamage(attached.attacker, catalogWeaponLookup)).toEqual({
      damage: laser * 5,
      parts: [`${catalogWeaponLookup('CLBASmall Laser')!.name} ${laser} × 5`],
    });
    // swarm table 5+6 = 11 → CT (rear); critical roll 2+2 = 4 → none
    const out = resolveSwarmDamage(attached.attacker, attached.target, catalogWeaponLookup, tw, dice(5, 6, 2, 2));
    expect(out.report).toMatchObject({ kind: 'swarm-damage', hit: true, damage: laser * 5, swarm: 'continues' });
    const step = out.report.hits[0]!.steps[0]!;
    expect(step).toMatchObject({ location: 'CT', rear: true });
    expect(step.armor + step.structure).toBe(laser * 5);
    expect(out.report.hits[0]!.criticals).toHaveLength(1);
  });
  it('only a swarming squad can attack that way', () => {
    expect(() => resolveSwarmDamage(elementals, target, catalogWeaponLookup, tw, dice())).toThrow(/not swarming/u);
  });
  it('letting go clears both links', () => {
    const { squad, host } = endSwarm(attached.attacker, attached.target);
    expect(squad.swarm).toBeUndefined();
    expect(host.swarm).toBeUndefined();
  });
  it('the host brushes the squad off at piloting + 4 (+2 per destroyed arm actuator); a hit punches a trooper and ends the swarm', () => {
    expect(brushOffToHit(attached.target, attached.attacker, 'RA').target).toBe(9);
    expect(brushOffToHit(target, elementals, 'RA').automatic?.reason).toMatch(/not swarming/u);
    // to-hit 5+5 = 10 ≥ 9; trooper 2; punch ⌈50/10⌉ = 5
    const out = resolveBrushOff(attached.target, attached.attacker, 'RA', tw, dice(5, 5, 2));
    expect(out.report).toMatchObject({ kind: 'brush-off', hit: true, damage: 5, swarm: 'ended' });
    expect(out.target.locations.T2!.armor).toBe(elementals.locations.T2!.armor - 5);
    expect(out.attacker.swarm).toBeUndefined();
    expect(out.target.swarm).toBeUndefined();
    const miss = resolveBrushOff(attached.target, attached.attacker, 'RA', tw, dice(1, 1));
    expect(miss.report.swarm).toBe('continues');
    expect(miss.target.swarm).toEqual(attached.attacker.swarm);
  });
});
