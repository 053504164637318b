import type { CombatRules } from '../../options/rules';
import { battleModule } from '../module';
import type { BattleState } from '../state';
import { mechUnit } from '../../test/fixtures';
import type { Unit } from '../../unit/catalog-types';
import type { BattleSetup } from '../schema';

/** Hand-made battle setups for the battle tests: two 50-ton 'Mechs with lasers and an SRM on a small clear board with woods. */
const laser = (location: string, slot: number) => ({ equipmentId: 'Medium Laser', fileName: 'Medium Laser', location, rearMounted: false, slots: [slot] });

export const duelist = (name: string) =>
  mechUnit({
    tonnage: 50,
    name,
    equipment: [laser('RA', 4), laser('LA', 4), laser('CT', 10), { equipmentId: 'SRM 4', fileName: 'SRM 4', location: 'RT', rearMounted: false, slots: [0] }],
    ammo: [{ equipmentId: 'IS Ammo SRM-4', location: 'RT', tons: 1, shots: 25 }],
  });

export const BOARD_TEXT = ['size 16 17', 'hex 0808 0 "woods:1" ""', 'hex 0909 0 "woods:2" ""', 'end'].join('\n');

export function duelSetup(movement: 'alternating' | 'simultaneous' = 'alternating', roundLimit: number | null = 20): BattleSetup {
  return {
    title: 'Test duel',
    map: { boards: [{ name: 'test', text: BOARD_TEXT, rotated: false }] },
    movement,
    timers: null,
    roundLimit,
    sides: [
      { id: 'a', homeEdge: 'south' },
      { id: 'b', homeEdge: 'north' },
    ],
    units: [
      { id: 'red', side: 'a', unit: duelist('Red') as never, gunnery: 4, piloting: 5, hex: '0815', facing: 0 },
      { id: 'blue', side: 'b', unit: duelist('Blue') as never, gunnery: 4, piloting: 5, hex: '0803', facing: 3 },
    ],
  };
}

/** One slot of electronic gear for `duelist` units (the tests' ECM suites and probes). */
export const gear = (equipmentId: string, location = 'RT', slot = 5) => ({ equipmentId, fileName: equipmentId, location, rearMounted: false, slots: [slot] });
export const ECM = gear('ISGuardianECMSuite');
export const ANGEL = gear('ISAngelECMSuite');
export const BEAGLE = gear('BeagleActiveProbe', 'LT', 3);

/** A duellist with extra gear and, optionally, stealth armour. */
export function duelistWith(name: string, kit: { equipment?: ReturnType<typeof gear>[]; stealth?: boolean }): Unit {
  const u = duelist(name);
  return { ...u, equipment: [...u.equipment, ...(kit.equipment ?? [])], ...(kit.stealth ? { armorType: 'Stealth(Inner Sphere)' } : {}) } as Unit;
}

/**
 * The test duel with Red a real unit (read from its file by the test) at 0810 and Blue at 0806 (a duelist with extra
 * gear, or another real unit), in the weapon attack phase; `munitions` chosen for Red's bins as a roster would.
 */
export function fileDuel(
  red: Unit,
  opts: { blueGear?: ReturnType<typeof gear>[]; blueUnit?: Unit; rules: CombatRules; munitions?: Record<string, string> },
): BattleState {
  const setup = duelSetup();
  const blue = opts.blueUnit ?? duelistWith('Blue', { equipment: opts.blueGear ?? [] });
  const units = setup.units.map((u) =>
    u.id === 'red'
      ? { ...u, unit: red as never, hex: '0810', ...(opts.munitions ? { munitions: opts.munitions } : {}) }
      : { ...u, unit: blue as never, hex: '0806' },
  );
  return { ...battleModule.init(battleModule.parseSetup({ ...setup, units }), opts.rules), phase: 'fire' };
}
