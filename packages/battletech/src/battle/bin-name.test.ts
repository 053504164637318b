import { describe, expect, it } from 'vitest';
import { binWeaponName } from './munitions';

// The force builder names each bin by the weapon it feeds, so a narrow select never shows "IS Ammo AC/2" for AC/20 rounds.
describe('binWeaponName', () => {
  it.each([
    ['IS Ammo AC/20', 'AC/20'],
    ['IS Ammo AC/2', 'AC/2'],
    ['Clan Ammo LRM-20', 'LRM 20'],
    ['ISLRM15 Ammo', 'LRM 15'],
    ['IS Ammo MML-7 LRM', 'MML-7 LRM'],
    ['IS Ammo MML-7 SRM', 'MML-7 SRM'],
    ['IS Ammo LB 10-X Cluster', 'LB 10-X AC cluster'],
    ['ISNarc Pods', 'Narc'],
  ])('%s → %s', (id, name) => expect(binWeaponName(id)).toBe(name));
});
