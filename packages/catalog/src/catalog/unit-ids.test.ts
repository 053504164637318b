import { describe, expect, it } from 'vitest';
import { distinctUnitIds, type IdSource } from './unit-ids';
import { unitId } from '../parse/common';

const file = (name: string, path: string, techBase: IdSource['techBase'] = 'Inner Sphere', kind: IdSource['kind'] = 'mech'): IdSource => ({
  id: unitId(name),
  techBase,
  kind,
  path,
});

describe('distinctUnitIds: one id per unit file', () => {
  it('tells apart two files whose names make one id, the first keeping it (Marauder Bounty Hunter 3015)', () => {
    const ids = distinctUnitIds([
      file('Marauder (Bounty Hunter-3015)', 'mechs/3085u/Phoenix/Marauder Bounty Hunter 3015.mtf'),
      file('Marauder Bounty Hunter 3015', 'mechs/Recognition Guide ilClan/Vol 6/Marauder Bounty Hunter 3015.mtf'),
    ]);
    expect(ids).toEqual(['marauder-bounty-hunter-3015', 'marauder-bounty-hunter-3015-mechs-recognition-guide-ilclan-vol-6']);
  });

  it('uses the tech base, then the kind, when they tell the files apart', () => {
    const turret = 'Streak SRM/6 Turret (Dual)';
    expect(
      distinctUnitIds([
        file(turret, 'ge/Clan/Streak SRMs/Streak CLSRM6 Turret (Dual).blk', 'Clan', 'other'),
        file(turret, 'ge/Inner Sphere/Streak SRMs/Streak SRM6 Turret (Dual).blk', 'Inner Sphere', 'other'),
      ]),
    ).toEqual(['streak-srm-6-turret-dual', 'streak-srm-6-turret-dual-inner-sphere']);
    expect(
      distinctUnitIds([
        file("Tomahawk 'C'", 'fighters/TRO3050U/Clan/Tomahawk C.blk', 'Clan', 'aerospace'),
        file('Tomahawk C', 'mechs/3145/Clans/Tomahawk C.mtf', 'Clan', 'mech'),
      ]),
    ).toEqual(['tomahawk-c', 'tomahawk-c-mech']);
  });

  it('leaves every id no other file shares as it is, and never takes one another unit already has', () => {
    const files = [file('Atlas AS7-D', 'a/Atlas AS7-D.mtf'), file('X Y', 'a/X Y.mtf'), file('X Y Clan', 'a/X Y Clan.mtf')];
    const ids = distinctUnitIds([...files, file('X (Y)', 'b/X Y.mtf', 'Clan')]);
    expect(ids.slice(0, 3)).toEqual(['atlas-as7-d', 'x-y', 'x-y-clan']);
    // "x-y-clan" is another unit's, the kind is the same: the folder tells them apart
    expect(ids[3]).toBe('x-y-b');
  });

  it('numbers what nothing else tells apart, and the same files always get the same ids', () => {
    const same = [file('A B', 'd/A B.mtf'), file('A B', 'd/A B.mtf'), file('A B', 'd/A B.mtf')];
    expect(distinctUnitIds(same)).toEqual(['a-b', 'a-b-d-a-b', 'a-b-2']);
    expect(distinctUnitIds(same)).toEqual(distinctUnitIds(same));
  });
});
