import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BattleUnit } from '../unit/battle-unit';
import { applyDamage } from '../rules/damage/damage';
import { GOLIATH, TRISKELION, bundledBattleUnit } from '../test/bundled';
import { mech } from '../test/fixtures';
import { canTwist } from './fire';
import { damagedMP } from './movement';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', p), 'utf8');
const destroy = (u: BattleUnit, loc: string) =>
  applyDamage(u, { location: loc, rear: false, amount: u.locations[loc]!.armor + u.locations[loc]!.structure }).unit;
const lose = (u: BattleUnit, ...locs: string[]) => locs.reduce(destroy, u);

describe("the loop's movement and twists follow each unit's legs", () => {
  const goliath = bundledBattleUnit(read, GOLIATH);
  const tri = bundledBattleUnit(read, TRISKELION);
  it('a quad: one leg lost −1 MP, two legs walk 1, three cannot move or jump', () => {
    const walk = goliath.movement.walk;
    expect(damagedMP(goliath).walk).toBe(walk);
    expect(damagedMP(lose(goliath, 'RLL')).walk).toBe(walk - 1);
    expect(damagedMP(lose(goliath, 'RLL', 'RRL')).walk).toBe(1);
    expect(damagedMP(lose(goliath, 'RLL', 'RRL', 'FLL'))).toEqual({ walk: 0, jump: 0 });
  });
  it('a tripod: one leg lost walks 1, two cannot move', () => {
    expect(damagedMP(lose(tri, 'CL')).walk).toBe(1);
    expect(damagedMP(lose(tri, 'CL', 'LL'))).toEqual({ walk: 0, jump: 0 });
  });
  it('a biped: one leg lost walks 1, two cannot move', () => {
    const m = mech({ tonnage: 50 });
    expect(damagedMP(lose(m, 'LL')).walk).toBe(1);
    expect(damagedMP(lose(m, 'LL', 'RL'))).toEqual({ walk: 0, jump: 0 });
  });
  it('bipeds and tripods may torso twist; quads may not; nobody prone', () => {
    expect([canTwist(mech({ tonnage: 50 })), canTwist(tri), canTwist(goliath)]).toEqual([true, true, false]);
    expect(canTwist({ ...tri, prone: true })).toBe(false);
  });
});
