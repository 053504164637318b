import { describe, expect, it } from 'vitest';
import { parseMtf } from '../parse/mtf';
import { bundled } from '../../test/bundled';
import { mechBattleValue } from './mech-bv';

/** Each case is a real bundled 'Mech whose Master Unit List value we now match, pinned with the rule that fixed it. */
const bv = (path: string) => mechBattleValue(parseMtf(bundled(path), path));
const line = (b: ReturnType<typeof bv>, label: string) => b.defensive.lines.find((l) => l.label === label);

describe('BV 2.0 fixes checked against published values', () => {
  it('a split weapon keeps its slots apart and pays the explosive penalty for all of them when a location is exposed', () => {
    const banshee = parseMtf(bundled('mechs/3050U/Banshee BNC-6S.mtf'), 'b.mtf');
    const hgr = banshee.equipment.find((m) => m.equipmentId === 'ISHeavyGaussRifle')!;
    expect(hgr).toMatchObject({ location: 'CT', slots: [10, 11], secondLocation: 'LT' });
    const b = mechBattleValue(banshee);
    expect(line(b, 'Explosive equipment penalty')!.value).toBe(-11);
    expect(b.total).toBe(1889);
    expect(bv('mechs/XTRs/Marik/Orion ON3-MX.mtf').total).toBe(1849);
  });

  it('a Clan location holding part of a split explosive weapon has CASE', () => {
    const b = bv('mechs/Recognition Guide ilClan/Vol 3/Thor (Summoner) J.mtf');
    expect(line(b, 'Explosive equipment penalty')).toBeUndefined();
    expect(b.total).toBe(2666);
  });

  it('a large shield costs a walking MP, so the running MP and the speed factor drop', () => {
    const b = bv("mechs/XTRs/Most Wanted/Black Knight BL-X-KNT 'Red Reaper'.mtf");
    expect(b.offensive.speedFactor).toBe(1);
    expect(b.total).toBe(1858);
  });

  it('each machine gun array links its own guns: two arrays in one arm do not share them', () => {
    const b = bv('mechs/Recognition Guide ilClan/Vol 6/Linebacker I.mtf');
    const arrays = b.offensive.weapons.filter((w) => w.name === 'Machine Gun Array' && w.location === 'LA');
    expect(arrays.map((a) => a.bv)).toEqual([3 * 5 * 0.67, 3 * 5 * 0.67]);
    expect(b.total).toBe(1853);
  });
});
