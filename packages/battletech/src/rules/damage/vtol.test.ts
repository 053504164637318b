import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../../options/ruleset';
import { resolvePhaseEnd } from '../piloting/phase-end';
import { physicalToHit } from '../physical-attacks/physical';
import { WARRIOR, bundledBattleUnit } from '../../test/bundled';
import { mech } from '../../test/fixtures';
import { weaponToHit } from '../to-hit/to-hit';
import { resolveWeaponAttack } from '../weapon-attacks/weapon-attack';
import { requireWeapon } from '../../unit/weapons';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../../data/megamek/mechfiles', p), 'utf8');
const tw = combatRuleset([]).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const shooter = mech({ tonnage: 50, name: 'Shooter' });
const warrior = bundledBattleUnit(read, WARRIOR);
const fire = (weapon: string, d: RecordingDice, extra = {}) =>
  resolveWeaponAttack(
    {
      attacker: shooter,
      target: warrior,
      weapon: requireWeapon(weapon),
      range: 1,
      attackerMoved: 'stood',
      targetMoved: { hexes: 0, jumped: false },
      direction: 'front',
      ...extra,
    },
    tw,
    d,
  );

describe('VTOLs (Warrior H-7 from the bundled files)', () => {
  it('have a rotor location and fly at elevation 1', () => {
    expect(warrior.capabilities).toMatchObject({ hitTable: 'vtol', flies: true, rotor: 'RO', criticals: 'vtol-table' });
    expect(warrior.locations.RO).toMatchObject({ armor: 2, structure: 3 });
    expect(warrior.elevation).toBe(1);
  });
  it('an airborne VTOL that moved is +1 to hit', () => {
    const moved = weaponToHit(
      { attacker: shooter, target: warrior, weapon: requireWeapon('Medium Laser'), range: 3, attackerMoved: 'stood', targetMoved: { hexes: 4, jumped: false } },
      tw,
    );
    expect(moved.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['gunnery', 4],
      ['target-movement', 1],
      ['target-flying', 1],
    ]);
  });
  it('a rotor result costs a cruise MP with no motive roll', () => {
    // to-hit 3+4; location 1+2 = 3 → rotor
    const out = fire('Small Laser', dice(3, 4, 1, 2));
    expect(out.report.hits[0]).toMatchObject({ location: 'RO', damage: 3, motive: { result: 'rotor-hit' } });
    expect(out.target.motive.cruiseLoss).toBe(1);
  });
  it('a 12 strikes the rotor with a critical: 11–12 on the rotor table destroys it; the VTOL crashes at the end of the phase', () => {
    // to-hit 3+4; location 6+6 → rotor + critical; critical 5+6 = 11 → rotor destroyed
    const out = fire('Small Laser', dice(3, 4, 6, 6, 5, 6));
    expect(out.report.hits[0]!.vehicleCriticals).toEqual([{ location: 'RO', roll: 11, result: 'rotor-destroyed' }]);
    expect(out.target.locations.RO!.destroyed).toBe(true);
    expect(out.target.destroyed).toBe(false);
    // crash: facing after a fall 4 → rear; ⌈21/10⌉ × (1 + 1) = 6 in groups of 5 and 1 (3+4 → rear; 5+5 → rotor, re-rolled; 3+3 → rear)
    const end = resolvePhaseEnd(out.target, tw, dice(4, 3, 4, 5, 5, 3, 3));
    expect(end.report.crash).toMatchObject({ elevation: 1, damage: 6, facing: { side: 'rear' }, facingRoll: 4 });
    expect(end.report.crash!.hits.map((h) => [h.location, h.damage])).toEqual([
      ['RR', 5],
      ['RR', 1],
    ]);
    expect(end.unit).toMatchObject({ elevation: 0, immobile: true });
  });
  it('damage beyond a destroyed rotor is lost, not passed on', () => {
    // to-hit 3+4; location 5+5 = 10 → rotor; 10 damage > 2 armour + 3 structure
    const out = fire('AC/10', dice(3, 4, 5, 5));
    expect(out.report.hits[0]!.steps).toMatchObject([{ location: 'RO', armor: 2, structure: 3, destroyed: true, transferredTo: 'lost' }]);
    expect(out.target.destroyed).toBe(false);
  });
  it('cannot be kicked while flying; a punch reaches elevation 1', () => {
    const p = { attacker: shooter, target: warrior, attackerMoved: 'stood' as const, targetMoved: { hexes: 0, jumped: false } };
    expect(physicalToHit({ ...p, kind: 'kick', limb: 'RL' }, tw).automatic?.reason).toMatch(/flying/u);
    expect(physicalToHit({ ...p, kind: 'punch', limb: 'RA' }, tw).automatic).toBeUndefined();
  });
});
