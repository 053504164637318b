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

  it('a medium or large shield costs a walking MP, so the running MP and the speed factor drop', () => {
    const b = bv("mechs/XTRs/Most Wanted/Black Knight BL-X-KNT 'Red Reaper'.mtf");
    expect(b.offensive.speedFactor).toBe(1);
    expect(b.total).toBe(1858);
    const medium = bv('mechs/3145/Davion/Black Knight BLK-NT-3A.mtf');
    expect(medium.defensive.targetMovementModifier).toBe(2);
    expect(medium.offensive.speedFactor).toBe(1.12);
    expect(medium.total).toBe(1707);
  });

  it('each machine gun array links its own guns: two arrays in one arm do not share them', () => {
    const b = bv('mechs/Recognition Guide ilClan/Vol 6/Linebacker I.mtf');
    const arrays = b.offensive.weapons.filter((w) => w.name === 'Machine Gun Array' && w.location === 'LA');
    expect(arrays.map((a) => a.bv)).toEqual([3 * 5 * 0.67, 3 * 5 * 0.67]);
    expect(b.total).toBe(1853);
  });

  it("talons are priced once for the whole 'Mech, not once per leg", () => {
    const vixen = bv('mechs/Iron Wind Metals/Vixen (Incubus) 6.mtf');
    expect(vixen.offensive.lines.find((l) => l.label === 'Offensive equipment')!.value).toBe(3);
    expect(vixen.total).toBe(1599);
    expect(bv('mechs/WoR Supplemental/Pariah (Septicemia) US.mtf').total).toBe(2308);
  });

  it('HarJel II and III carry no BV of their own but raise the armour of their location (×1.1, ×1.2)', () => {
    const unit = parseMtf(bundled('mechs/3145/NTNU RS/Omen 2.mtf'), 'o.mtf');
    const omen = mechBattleValue(unit);
    const without = mechBattleValue({ ...unit, equipment: unit.equipment.filter((m) => !/HarJel/.test(m.equipmentId)) });
    expect(line(omen, 'Defensive equipment')!.value).toBe(line(without, 'Defensive equipment')!.value);
    const torso = (['CT', 'LT', 'RT'] as const).reduce((s, l) => s + unit.armor[l]!.front + (unit.armor[l]!.rear ?? 0), 0);
    expect(line(omen, 'Armour')!.value - line(without, 'Armour')!.value).toBeCloseTo(torso * 0.2 * 2.5);
  });

  it('M-Pods pay no explosive penalty', () => {
    const b = bv('mechs/3055U/Bombard BMB-1X.mtf');
    expect(line(b, 'Explosive equipment penalty')!.detail).not.toMatch(/M-Pod/);
    expect(b.total).toBe(1652);
    expect(bv('mechs/3055U/Hachiwara HCA-3T.mtf').total).toBe(1651);
  });

  it('a standard LAM is priced by its AirMech flanking MP: +1 movement modifier, +3 dissipation, a third of that MP as heat', () => {
    const unit = parseMtf(bundled('mechs/LAMS/Phoenix Hawk LAM PHX-HK2.mtf'), 'p.mtf');
    expect(unit).toMatchObject({ configuration: 'lam', movement: { jump: 5 } });
    const b = mechBattleValue(unit);
    expect(b.defensive.targetMovementModifier).toBe(1 + 5);
    expect(b.offensive.heatEfficiency).toBe(6 + unit.heatSinks!.dissipation + 3 - 8);
    expect(b.total).toBe(1555);
    expect(bv('mechs/LAMS/Yurei S-YR-1LAM.mtf').total).toBe(2106);
  });

  it('a partial wing adds jumping MP but its movement heat is that of the jump jets alone', () => {
    const unit = parseMtf(bundled('mechs/3145/Clans/Gyrfalcon (Standard).mtf'), 'g.mtf');
    const b = mechBattleValue(unit);
    expect(b.defensive.targetMovementModifier).toBe(4);
    expect(b.offensive.heatEfficiency).toBe(6 + unit.heatSinks!.dissipation + 3 - unit.movement.jump);
    expect(b.offensive.weapons.every((w) => !w.notes.includes('beyond heat efficiency: halved'))).toBe(true);
    expect(b.total).toBe(2367);
    expect(bv('mechs/3145/Clans/Shrike (Standard).mtf').total).toBe(2969);
  });

  it('triple-strength myomer doubles the value of claws as it does other physical weapons', () => {
    const b = bv('mechs/3055U/Cudgel CDG-2B.mtf');
    expect(b.offensive.lines.find((l) => l.label === 'Offensive equipment')!.value).toBeCloseTo(20 * 2 + 12 * 1.275 * 2);
    expect(b.total).toBe(1762);
  });
});
