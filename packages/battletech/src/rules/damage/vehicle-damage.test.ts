import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { createBattleUnit } from '../../unit/battle-unit';
import { combatRuleset } from '../../options/ruleset';
import { mech, vehicleUnit } from '../../test/fixtures';
import { motiveModifiers, rollVehicleCritical } from './vehicle-damage';
import { resolveWeaponAttack } from '../weapon-attacks/weapon-attack';
import { requireWeapon } from '../../unit/weapons';

const tw = combatRuleset([]).rules;
const tank = (mode = 'tracked', turret = true) => createBattleUnit(vehicleUnit(50, turret, mode), { gunnery: 4, piloting: 5 });
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));

describe('vehicles', () => {
  it('declare capabilities instead of a kind', () => {
    const t = tank();
    expect(t.capabilities).toMatchObject({ hitTable: 'ground-vehicle', pilotingRolls: false, tracksHeat: false, motiveDamage: true });
  });
  it('front 5 hits the right side and checks motive damage', () => {
    // hit 6+6; location 2+3 = 5 → RS motive; motive roll 5+5 = 10 + 0 (tracked, front) → heavy
    const out = resolveWeaponAttack(
      {
        attacker: mech({ tonnage: 50 }),
        target: tank(),
        weapon: requireWeapon('Medium Laser'),
        range: 3,
        attackerMoved: 'stood',
        targetMoved: { hexes: 0, jumped: false },
        direction: 'front',
      },
      tw,
      dice(6, 6, 2, 3, 5, 5),
    );
    expect(out.report.hits[0]).toMatchObject({ location: 'RS', damage: 5 });
    expect(out.report.hits[0]!.motive).toMatchObject({ total: 10, result: 'heavy' });
    expect(out.target.motive).toMatchObject({ driving: 3, halvings: 1 });
  });
  it('motive modifiers by direction and motive type', () => {
    expect(motiveModifiers(tank('hover'), 'left').map((m) => m.value)).toEqual([2, 3]);
    expect(motiveModifiers(tank('wheeled'), 'rear').map((m) => m.value)).toEqual([1, 2]);
  });
  it('turret results hit the attacked side when there is no turret', () => {
    const out = resolveWeaponAttack(
      {
        attacker: mech({ tonnage: 50 }),
        target: tank('tracked', false),
        weapon: requireWeapon('Medium Laser'),
        range: 3,
        attackerMoved: 'stood',
        targetMoved: { hexes: 0, jumped: false },
        direction: 'left',
      },
      tw,
      dice(6, 6, 5, 5),
    );
    expect(out.report.hits[0]!.location).toBe('LS');
  });
  it('critical results: crew killed destroys, engine hit immobilises', () => {
    expect(rollVehicleCritical(tank(), 'FR', dice(6, 6)).unit.destroyed).toBe(true);
    expect(rollVehicleCritical(tank(), 'RR', dice(5, 5)).unit.immobile).toBe(true);
    expect(rollVehicleCritical(tank(), 'FR', dice(1, 2)).result).toBe('none');
  });
  it('a destroyed vehicle location destroys the vehicle', () => {
    const out = resolveWeaponAttack(
      {
        attacker: mech({ tonnage: 50 }),
        target: tank(),
        weapon: requireWeapon('AC/20'),
        range: 3,
        attackerMoved: 'stood',
        targetMoved: { hexes: 0, jumped: false },
        direction: 'front',
      },
      tw,
      dice(6, 6, 3, 3),
    );
    expect(out.target.destroyed).toBe(true);
  });
});
