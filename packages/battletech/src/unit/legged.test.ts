import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import type { BattleUnit } from './battle-unit';
import { walkAfterLegLoss } from './capabilities';
import { applyDamage } from '../rules/damage/damage';
import { rollHitLocation } from '../rules/damage/hit-location';
import { defaultLimb } from '../calculator/module';
import { combatRuleset } from '../options/ruleset';
import { physicalToHit } from '../rules/physical-attacks/physical';
import { resolvePhysicalAttack } from '../rules/physical-attacks/physical-attack';
import { psrRuling } from '../rules/piloting/piloting';
import { GOLIATH, SCORPION, TRISKELION, bundledBattleUnit } from '../test/bundled';
import { mech } from '../test/fixtures';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', p), 'utf8');
const bundled = (p: string) => bundledBattleUnit(read, p);
const tw = combatRuleset([]).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const destroy = (u: BattleUnit, loc: string) =>
  applyDamage(u, { location: loc, rear: false, amount: u.locations[loc]!.armor + u.locations[loc]!.structure }).unit;
const mods = (u: BattleUnit) => psrRuling(u, 'kicked', tw).modifiers.map((m) => [m.id, m.value]);
const still = { hexes: 0, jumped: false };

describe("four-legged 'Mechs (Goliath GOL-1H, Scorpion SCP-1N from the bundled files)", () => {
  const goliath = bundled(GOLIATH);
  it('have four legs in the arm and leg places, six slots each, and no arms', () => {
    expect(goliath.capabilities.legs).toEqual(['FLL', 'FRL', 'RLL', 'RRL']);
    expect(goliath.slots.FLL).toHaveLength(6);
    expect(goliath.slots.FLL!.map((s) => s.system).slice(0, 4)).toEqual(['hip', 'upper-leg', 'lower-leg', 'foot']);
    expect(bundled(SCORPION).capabilities.hitTable).toBe('quad-mech');
  });
  it('front legs take the arm results of the hit table, rear legs the leg results', () => {
    expect(rollHitLocation(goliath, 'front', 'standard', tw, dice(1, 2)).location).toBe('FRL');
    expect(rollHitLocation(goliath, 'front', 'standard', tw, dice(4, 5)).location).toBe('RLL');
    expect(rollHitLocation(goliath, 'rear', 'punch', tw, dice(1)).location).toBe('RLL');
    expect(rollHitLocation(goliath, 'front', 'kick', tw, dice(5)).location).toBe('FRL');
  });
  it('−2 to piloting rolls while all four legs stand; one leg lost cancels it; two lost +5; three fall', () => {
    expect(mods(goliath)).toContainEqual(['legs-standing', -2]);
    const one = destroy(goliath, 'RLL');
    expect(mods(one)).toEqual([['piloting', 5]]);
    const two = destroy(one, 'RRL');
    expect(mods(two)).toContainEqual(['leg-destroyed-RLL-RRL', 5]);
    const three = destroy(two, 'FLL');
    expect(psrRuling(three, 'kicked', tw).automatic).toMatchObject({ outcome: 'failure' });
  });
  it('leg losses: one leg −1 MP, two legs walk 1, three none', () => {
    expect([0, 1, 2, 3].map((n) => walkAfterLegLoss(goliath.capabilities, n, 4))).toEqual([4, 3, 1, 0]);
  });
  it('cannot punch or push; kicks with a front leg', () => {
    const target = mech({ tonnage: 50 });
    const p = { attacker: goliath, target, attackerMoved: 'stood' as const, targetMoved: still };
    expect(physicalToHit({ ...p, kind: 'punch' }, tw).automatic?.reason).toMatch(/no arms/u);
    expect(physicalToHit({ ...p, kind: 'push' }, tw).automatic?.reason).toMatch(/no arms/u);
    expect(physicalToHit({ ...p, kind: 'kick', limb: 'RLL' }, tw).automatic?.reason).toMatch(/cannot kick/u);
    expect([defaultLimb(goliath, 'kick'), defaultLimb(goliath, 'punch'), defaultLimb(target, 'kick')]).toEqual(['FRL', undefined, 'RL']);
    // kick at 5 − 2 = 3: roll 2+2 hits; biped kick table 1 → right leg; 16 damage (80 t / 5)
    const out = resolvePhysicalAttack({ ...p, kind: 'kick', limb: 'FRL', direction: 'front' }, tw, dice(2, 2, 1));
    expect(out.report.toHit.target).toBe(3);
    expect(out.report.hits.map((h) => [h.location, h.damage])).toEqual([['RL', 16]]);
  });
});

describe('tripods (Triskelion TRK-4V)', () => {
  const tri = bundled(TRISKELION);
  it('leg losses: one leg leaves walk 1, two or three none', () => {
    expect([0, 1, 2, 3].map((n) => walkAfterLegLoss(tri.capabilities, n, 4))).toEqual([4, 1, 0, 0]);
  });
  it('−1 to piloting rolls while all three legs stand, +5 per leg lost', () => {
    expect(tri.capabilities.legs).toEqual(['LL', 'RL', 'CL']);
    expect(mods(tri)).toContainEqual(['legs-standing', -1]);
    expect(mods(destroy(tri, 'CL'))).toContainEqual(['leg-destroyed-CL', 5]);
  });
  it('a leg result rolls 1D6 for the leg: 1–2 right, 3–4 centre, 5–6 left (+1 from the left side)', () => {
    const front = rollHitLocation(tri, 'front', 'standard', tw, dice(2, 3, 3));
    expect(front.location).toBe('CL');
    expect(front.rolls.map((r) => r.table)).toEqual(['mech-hit-location-front', 'tripod-leg-location']);
    expect(rollHitLocation(tri, 'left', 'standard', tw, dice(1, 2, 4)).location).toBe('LL');
    expect(rollHitLocation(tri, 'front', 'kick', tw, dice(1)).location).toBe('RL');
  });
  it('a destroyed centre leg passes its excess to the centre torso', () => {
    const cl = tri.locations.CL!;
    const r = applyDamage(tri, { location: 'CL', rear: false, amount: cl.armor + cl.structure + 4 });
    expect(r.steps.map((s) => s.location)).toEqual(['CL', 'CT']);
    expect(r.unit.locations.CT!.armor).toBe(tri.locations.CT!.armor - 4);
  });
});
