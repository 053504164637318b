import { RecordingDice, parseHexLabel, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../map/los';
import { losRules } from '../../map/los-rules';
import { testMap } from '../../map/test-boards';
import { combatRuleset } from '../../options/ruleset';
import { mech } from '../../test/fixtures';
import { coveredLocations, weaponToHit } from './to-hit';
import { resolveWeaponAttack } from '../weapon-attacks/weapon-attack';
import { requireWeapon } from '../../unit/weapons';

/** The map's line-of-sight result goes into combat unchanged: its modifiers, its cover, its location words. */
const at = (label: string) => ({ hex: parseHexLabel(label), height: 1 });
const attacker = mech({ tonnage: 50, name: 'A' });
const target = mech({ tonnage: 50, name: 'T' });
const base = {
  attacker,
  target,
  weapon: requireWeapon('Medium Laser'),
  range: 4,
  attackerMoved: 'stood' as const,
  targetMoved: { hexes: 0, jumped: false },
  direction: 'front' as const,
};

describe('line of sight → combat', () => {
  it('intervening woods and partial cover from the map become to-hit modifiers; legs hit the cover', () => {
    const los = lineOfSight(testMap(['0506 0 woods:1', '0508 1']), at('0505'), at('0509'), losRules());
    const r = weaponToHit({ ...base, los }, combatRuleset([]).rules);
    expect(r.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['gunnery', 4],
      ['range', 2],
      ['intervening-light-woods', 1],
      ['partial-cover-horizontal', 1],
    ]);
    const out = resolveWeaponAttack({ ...base, los }, combatRuleset([]).rules, new RecordingDice(scriptedDice(6, 6, 4, 5)));
    expect(out.report.hits[0]).toMatchObject({ location: 'LL', cover: true });
  });
  it('active probe targeting takes 1 off the map’s woods modifier', () => {
    const los = lineOfSight(testMap(['0506 0 woods:1']), at('0505'), at('0509'), losRules());
    const ids = weaponToHit({ ...base, los, probeInRange: true }, combatRuleset(['tacops-active-probe-targeting']).rules).modifiers.map((m) => m.id);
    expect(ids).toContain('probe-woods');
  });
  it('covered-side words become the target’s own locations (mirrored from the front)', () => {
    const v = { kind: 'vertical' as const, locations: ['covered-side-arm', 'covered-side-torso', 'covered-side-leg'], side: 'left' as const };
    expect(coveredLocations(v, 'front')).toEqual(['RA', 'RT', 'RL']);
    expect(coveredLocations(v, 'rear')).toEqual(['LA', 'LT', 'LL']);
    expect(coveredLocations({ kind: 'three-quarter', locations: ['legs', 'covered-side-arm', 'covered-side-torso'], side: 'right' }, 'front')).toEqual([
      'LL',
      'RL',
      'LA',
      'LT',
    ]);
  });
});
