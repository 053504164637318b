import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { binFeeds, useAmmo } from './ammo-use';
import { combatRuleset } from '../options/ruleset';
import { mech } from '../test/fixtures';
import { resolveWeaponAttack } from '../rules/weapon-attacks/weapon-attack';
import { requireWeapon } from './weapons';

const shooter = mech({
  tonnage: 50,
  ammo: [
    { equipmentId: 'IS Ammo AC/20', location: 'LT', tons: 1, shots: 1 },
    { equipmentId: 'IS Ammo AC/20', location: 'LT', tons: 1, shots: 5 },
    { equipmentId: 'IS Ammo MG - Full', location: 'RT', tons: 1, shots: 200 },
  ],
});

describe('ammunition use', () => {
  it('matches bins to weapons by name', () => {
    expect(binFeeds('IS Ammo AC/20', requireWeapon('AC/20'))).toBe(true);
    expect(binFeeds('IS Ammo LRM-20', requireWeapon('LRM 20'))).toBe(true);
    expect(binFeeds('IS Ammo MG - Full', requireWeapon('Machine Gun'))).toBe(true);
    expect(binFeeds('IS Ammo AC/20', requireWeapon('AC/10'))).toBe(false);
  });
  it('takes from the first bin with rounds, then the next; empty means no shot', () => {
    const ac = requireWeapon('AC/20');
    const one = useAmmo(shooter, ac, 1);
    expect(one.use).toMatchObject({ bin: 0, shots: 1, left: 0 });
    const two = useAmmo(one.unit, ac, 1);
    expect(two.use).toMatchObject({ bin: 1, left: 4 });
    const dry = { ...shooter, ammo: shooter.ammo.map((b) => ({ ...b, shots: 0 })) };
    expect(() => useAmmo(dry, ac, 1)).toThrow(/no ammunition left for AC\/20/u);
    expect(useAmmo(shooter, requireWeapon('Medium Laser'), 1).use).toBeNull();
  });
  it('a rapid-fire burst uses damage × 3 rounds, hit or miss', () => {
    const rules = combatRuleset(['tacops-rapid-fire-mg']).rules;
    const out = resolveWeaponAttack(
      {
        attacker: shooter,
        target: mech({ tonnage: 50 }),
        weapon: requireWeapon('Machine Gun'),
        range: 1,
        attackerMoved: 'stood',
        targetMoved: { hexes: 0, jumped: false },
        direction: 'front',
        mode: 'rapid-fire',
      },
      rules,
      new RecordingDice(scriptedDice(1, 1, 4)),
    );
    expect(out.report.ammo).toMatchObject({ shots: 12, left: 188 });
    expect(out.attacker.ammo[2]!.shots).toBe(188);
  });
});
