import { describe, expect, it } from 'vitest';
import { parseMtf } from '../parse/mtf';
import { bundled } from '../../test/bundled';
import { mechBattleValue } from './mech-bv';

/** Families of 'Mechs (issue 20) whose Master Unit List values we now match, each pinned on real bundled 'Mechs. */
const unit = (path: string) => parseMtf(bundled(path), path);
const bv = (path: string) => mechBattleValue(unit(path));
const line = (b: ReturnType<typeof bv>, label: string) => b.defensive.lines.find((l) => l.label === label);

describe('BV 2.0 families checked against published values', () => {
  it('superheavy: equipment takes half its slots, so two weapons in one group of slots are two weapons; the superheavy gyro is ×0.5', () => {
    const zeus = unit('mechs/3145/Republic/Ares ARS-V1 Zeus.mtf');
    expect(zeus.equipment.filter((m) => m.location === 'LA' && /ERPPC/i.test(m.equipmentId))).toHaveLength(2);
    const b = mechBattleValue(zeus);
    expect(line(b, 'Gyro')!.value).toBe(135 * 0.5);
    expect(b.total).toBe(3247);
    for (const [path, total] of [
      ['mechs/3145/Republic/Ares ARS-V1 Hera.mtf', 2944],
      ['mechs/3145/Republic/Ares ARS-V1 Hephaestus.mtf', 2960],
    ] as const)
      expect(bv(path).total).toBe(total);
  });

  it('superheavy: a slot holding two bins of ammunition mounts both', () => {
    const orca = unit('mechs/XTRs/Republic II/Orca OC-1X.mtf');
    const bins = orca.ammo.filter((a) => /Gauss/i.test(a.equipmentId));
    expect(bins).toHaveLength(2);
  });

  it("superheavy: the engine takes half its side-torso slots, so an Inner Sphere XL engine's structure is priced at 0.75, not 0.5", () => {
    // Orca OC-1X (200 tons, Inner Sphere XL 400): 2 engine slots in each side torso. Structure 298 × 1.5 × 0.75 = 335.25
    // (223.5 at 0.5); defence (1,440 + 335.25 + 100 + 61) × 1.1 = 2,129.775, offence 1,593.5 × 0.77 = 1,226.995: 3,356.77 → 3,357.
    const orca = bv('mechs/XTRs/Republic II/Orca OC-1X.mtf');
    expect(line(orca, 'Internal structure')).toMatchObject({ value: 335.25 });
    expect(line(orca, 'Internal structure')!.detail).toContain('0.75 (superheavy engine, 2 side-torso slots: Interstellar Operations');
    expect(orca.total).toBe(3357);
    // OMEGA SHP-4X (150 tons, Inner Sphere XL 450), listed as "Omega SHP-X4": 3,001 (2,907 at 0.5).
    expect(bv('mechs/Jihad Final Reckoning/OMEGA SHP-4X.mtf').total).toBe(3001);
    // A 100-ton XL 'Mech keeps 3 side slots and 0.5.
    expect(line(bv('mechs/DarkAge/Atlas AS7-K2 (Jedra).mtf'), 'Internal structure')!.detail).toContain('× 0.5 (engine)');
  });

  it('Blue Shield: armour and structure multipliers +0.2, and 1 point for each exposed location instead of its own slots', () => {
    const spatha = bv('mechs/XTRs/Gladiators/Spatha SP2-X Warlord.mtf');
    expect(line(spatha, 'Internal structure')!.detail).toContain('× 1.2 (structure)');
    expect(line(spatha, 'Explosive equipment penalty')!.detail).toContain('Blue Shield');
    expect(spatha.total).toBe(1973);
    expect(bv('mechs/Wolf and Blake/Zeus X ZEU-9WD Stacy.mtf').total).toBe(1921);
  });

  it('ram plate: priced by the charge it adds (tonnage × running MP with MASC, halved, + 1 per spiked torso) × 1.1', () => {
    const rhino = bv('mechs/Turning Points/OTP Hanseatic Crusade/Rhino (Standard).mtf');
    const equipment = rhino.offensive.lines.find((l) => l.label === 'Offensive equipment')!;
    expect(equipment.detail).toBe('Ram Plate');
    // 50 tons, walk 6 with MASC runs 12: ⌊⌊50 × 12 / 10⌋ / 2⌋ = 30, spikes in all three torsos +3, × 1.1.
    expect(equipment.value).toBeCloseTo(33 * 1.1, 9);
    expect(rhino.warnings).toEqual([]);
    expect(rhino.total).toBe(2124);
  });

  it('rear against front: on a tie the rear weapons are halved, so a torso weapon worth 0 on a \'Mech with no rear weapons is not "front-facing"', () => {
    const tessen = bv('mechs/XTRs/Comstar/Tessen TSN-X-4.mtf');
    const tag = tessen.offensive.weapons.find((w) => w.name === 'TAG')!;
    expect(tag.notes).toEqual([]);
    expect(tessen.offensive.weapons.flatMap((w) => w.notes).filter((n) => /facing/.test(n))).toEqual([]);
  });

  it('front against rear is decided at the modified values: a targeting computer raises the rear lasers above the front LRM', () => {
    // Quickdraw QKD-5Mr (TechManual p. 303): front torso LRM 10 with Artemis IV 90 × 1.2 = 108 (not direct fire, so no
    // targeting computer); two rear medium lasers 46 × 1.25 = 57.5 each, 115 > 108, so the LRM is halved (54), not the lasers.
    const quickdraw = bv('mechs/3085u/ONN/Quickdraw QKD-5Mr.mtf');
    const lrm = quickdraw.offensive.weapons.find((w) => w.name === 'LRM 10')!;
    expect(lrm.bv).toBeCloseTo(54, 9);
    expect(lrm.notes).toContain('front-facing with a stronger rear: halved');
    expect(quickdraw.offensive.weapons.filter((w) => w.location === 'RT (R)').map((w) => w.bv)).toEqual([57.5, 57.5]);
    // Weapons 2 × 77.5 + 54 + 115 = 324, ammunition 11, 60 tons: 395 × 1.76 (running 8 + jumping 5 / 2) = 695.2;
    // defence (357.5 + 148.5 + 30 + ECM 61) × 1.3 = 776.1; 1,471.3 → 1,471 (it was 1,465 with the rear lasers halved).
    expect(quickdraw.offensive.subtotal).toBeCloseTo(395, 9);
    expect(quickdraw.total).toBe(1471);
  });

  it('HarJel II and III: armour of their location ×1.1 or ×1.2, and −1 defensive BV for each slot they fill', () => {
    // Omen 2 (Interstellar Operations p. 191, HarJel II and III): HarJel III (2 slots) in each torso. Armour: the torsos' 126 points
    // (90 front, 36 rear) × 2.5 × 1.2 = 378, the other 137 × 2.5 = 342.5; structure 146.25, gyro 42.5, AMS 32 + its
    // ammunition 22, HarJel −6: 957.25 × 1.2 = 1,148.7; offence 993 × 1.24 = 1,231.32; 2,380.02 → 2,380 (2,387 before).
    const omen = bv('mechs/3145/NTNU RS/Omen 2.mtf');
    expect(line(omen, 'Armour')!.value).toBeCloseTo(720.5, 9);
    expect(line(omen, 'HarJel II/III')!.value).toBe(-6);
    expect(omen.defensive.subtotal).toBeCloseTo(957.25, 9);
    expect(omen.total).toBe(2380);
    // HarJel II fills 1 slot: three torsos, −3 (× 1.2 = −3.6): 2,850.5 → 2,846.9 → 2,847.
    const onager = bv('mechs/3145/NTNU RS/Onager 2.mtf');
    expect(line(onager, 'HarJel II/III')!.value).toBe(-3);
    expect(onager.total).toBe(2847);
  });

  it('component armour on system slots: 5 per cockpit, engine or actuator slot, 5% of the gyro value per gyro slot', () => {
    const violator = unit('mechs/3145/Marik/Violator VT-U1.mtf');
    expect(violator.armoredSystemSlots).toEqual([{ location: 'HD', system: 'Cockpit' }]);
    const b = mechBattleValue(violator);
    expect(line(b, 'Armoured components')!.value).toBe(5);
    expect(b.total).toBe(928);
    // Eighteen armoured engine slots: 90.
    const zeus = bv('mechs/3145/Steiner/Zeus X ZEU-X2.mtf');
    expect(line(zeus, 'Armoured components')!.value).toBe(90);
    expect(zeus.total).toBe(1915);
    // Four armoured gyro slots on a 75-ton 'Mech with a standard gyro: 4 × 75 × 0.5 × 0.05.
    const savage = bv('mechs/3145/Merc/Mad Cat Mk IV C.mtf');
    expect(line(savage, 'Armoured components')!.value).toBeCloseTo(7.5, 9);
    expect(savage.total).toBe(2796);
    expect(bv('mechs/XTRs/Phantoms/Grand Titan Vengeance T-IT-N14R.mtf').total).toBe(2237);
  });

  it('AES multiplies an arm weapon by 1.25 before its PPC capacitor is added, so the capacitor is not raised', () => {
    const wolfhound = bv('mechs/XTRs/Mercenaries/Wolfhound WLF-2X.mtf');
    const ppc = wolfhound.offensive.weapons.find((w) => w.name === 'Heavy PPC')!;
    // Heavy PPC 317 × 1.25 + capacitor 53 (not (317 + 53) × 1.25 = 462.5).
    expect(ppc.bv).toBe(317 * 1.25 + 53);
    expect(ppc.notes).toEqual(['AES ×1.25', 'with capacitor']);
    expect(wolfhound.total).toBe(1812);
  });

  it('jumping MP is one per jump jet mounted, whatever the file\'s "Jump MP" line says; a partial wing adds to that', () => {
    // 5 jets, the file says 4: priced with 5 (running 8 + half of 5, rounded, = 11 → speed factor 1.76).
    const thunderFox = unit('mechs/3085u/Cutting Edge/Thunder Fox TFT-L8.mtf');
    expect(thunderFox.movement.jump).toBe(4);
    const fox = mechBattleValue(thunderFox);
    expect(fox.offensive.speedFactor).toBe(1.76);
    expect(fox.total).toBe(1513);
    // 5 improved jets (10 slots) and a partial wing (+2 at 30 tons): 7, which the file's line already says; before,
    // the wing was added to the line a second time.
    const jackalope = unit('mechs/3145/Republic/Jackalope JLP-KA Wolpertinger.mtf');
    expect(jackalope.movement.jump).toBe(7);
    const b = mechBattleValue(jackalope);
    expect(b.offensive.speedFactor).toBe(2.86);
    expect(b.total).toBe(1334);
    // 3 jets and a partial wing (+1 at 75 tons).
    expect(bv('mechs/3145/Merc/Jade Hawk JHK-03.mtf').total).toBe(2160);
  });

  it('drone operating system: its ×0.8 on weapons covers physical attack weapons (claws, talons), not only guns', () => {
    // Vulpes VLP-1DX 'Beast' (Tactical Operations p. 306), 60 tons: two claws ⌈60 / 7⌉ × 1.275 = 11.475 each, talons
    // ⌊60 / 5⌋ × 0.5 = 6: 28.95 × 0.8 = 23.16. Offence (317.6 + 23.16 + 60) × 1.12 = 448.85; defence 698.375 × 1.2 = 838.05;
    // × 0.95 (drone) = 1,222.56 → 1,223 (1,229 with the physical weapons at full value).
    const beast = bv('mechs/XTRs/Royal Fantasy/Vulpes VLP-1DX _Beast_.mtf');
    const equipment = beast.offensive.lines.find((l) => l.label === 'Offensive equipment')!;
    expect(equipment.detail).toBe('Claw, Claw, Talons');
    expect(equipment.value).toBeCloseTo(28.95 * 0.8, 9);
    expect(beast.total).toBe(1223);
  });

  it("ammunition is priced as the launcher's own: a bin of the other tech base's name feeding a launcher takes the launcher's row", () => {
    // Atlas III AS7-D3: an Inner Sphere Streak SRM 6 fed from a bin written "Clan Streak SRM 6 Ammo" (TechManual p. 230:
    // Inner Sphere 11 a ton, Clan 15). Ammunition 131 → 127; offence 1,063 × 1.0, defence 1,500.6: 2,563.6 → 2,564.
    const atlas = bv('mechs/3145/Davion/Atlas III AS7-D3.mtf');
    const ammo = atlas.offensive.lines.find((l) => l.label.startsWith('Ammunition'))!;
    expect(ammo.value).toBe(127);
    expect(ammo.detail).toBe("priced as the launcher's own ammunition (BV a ton): Clan Streak SRM 6 Ammo → IS Streak SRM 6 Ammo (11)");
    expect(atlas.total).toBe(2564);
    // Deimos E: the other way round, a Clan Streak SRM 4 fed from an "IS Streak SRM 4 Ammo" bin, 7 → 10 a ton:
    // offence 1,875.5 × 1.37 = 2,569.435, defence 1,050.075: 3,619.51 → 3,620.
    expect(bv('mechs/3145/NTNU RS/Deimos E.mtf').total).toBe(3620);
    // Highlander HGN-732 (Jorgensson): an Inner Sphere LRM 20 with two Clan LRM-20 bins, 27 → 23 each (p. 229):
    // offence 1,249.2 × 1.24 = 1,549.008, defence 1,133.4: 2,682.408 → 2,682.
    expect(bv('mechs/Turning Points/OTP WidowMaker Absorption/Highlander HGN-732 (Jorgensson).mtf').total).toBe(2682);
    // A bin that its own tech base's launcher fires is never moved.
    expect(bv('mechs/3039u/Atlas AS7-D.mtf').offensive.lines.find((l) => l.label.startsWith('Ammunition'))!.detail).toBeUndefined();
  });
});
