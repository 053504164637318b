import { parseHexLabel } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { previewAttack } from '../calculator/calculator';
import { battleModule } from './module';
import { fireOptions, losUnit } from './fire';
import { sight } from './memo';
import { battleView } from './mission-view';
import type { BattleState } from './state';
import { ANGEL, BEAGLE, ECM, duelSetup, duelistWith, type gear } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
type Kit = { equipment?: ReturnType<typeof gear>[]; stealth?: boolean; ecmMode?: 'ecm' | 'eccm' | 'two-standard' | 'stealth' | 'off' };
const unitWith = duelistWith;

/** Red at `redHex` facing north, Blue at `blueHex`; each with its electronics; in the fire phase. */
function duel(red: Kit, blue: Kit, redHex = '0815', blueHex = '0810'): BattleState {
  const setup = duelSetup();
  const units = setup.units.map((u) => {
    const kit = u.id === 'red' ? red : blue;
    return { ...u, unit: unitWith(u.unit.name, kit) as never, hex: u.id === 'red' ? redHex : blueHex, ...(kit.ecmMode ? { ecmMode: kit.ecmMode } : {}) };
  });
  return { ...battleModule.init(battleModule.parseSetup({ ...setup, units }), solaris), phase: 'fire' };
}

const laserRuling = (s: BattleState, rules = solaris) => fireOptions(s, 'red', 'blue', rules).find((o) => o.profile.name === 'Medium Laser')!.toHit;
const ids = (r: { modifiers: readonly { id: string }[] }) => r.modifiers.map((m) => m.id);

describe('ECM, ECCM, Angel ECM and stealth armour in the battle loop', () => {
  it("stealth armour powered by the target's suite: +1 at medium range, +2 at long, with Total Warfare as the source", () => {
    const medium = laserRuling(duel({}, { equipment: [ECM], stealth: true }));
    const stealth = medium.modifiers.find((m) => m.id === 'stealth')!;
    expect(stealth.value).toBe(1);
    expect(JSON.stringify(stealth.source)).toContain('Stealth Armor');
    expect(laserRuling(duel({}, { equipment: [ECM], stealth: true }, '0815', '0808')).modifiers.find((m) => m.id === 'stealth')!.value).toBe(2);
    expect(ids(laserRuling(duel({}, { equipment: [ECM], stealth: true }, '0815', '0813')))).not.toContain('stealth');
    expect(ids(laserRuling(duel({}, { equipment: [ECM], stealth: true, ecmMode: 'ecm' })))).not.toContain('stealth');
  });

  it('a destroyed suite turns the stealth armour off', () => {
    const s = duel({}, { equipment: [ECM], stealth: true });
    const blue = s.units.blue!;
    const withSuite = (hit: boolean) => {
      const slots = blue.slots.RT!.map((x, i) => (i === 5 ? { ...x, id: 'ISGuardianECMSuite', hit } : x));
      return { ...s, units: { ...s.units, blue: { ...blue, slots: { ...blue.slots, RT: slots } } } };
    };
    expect(ids(laserRuling(withSuite(false)))).toContain('stealth');
    expect(ids(laserRuling(withSuite(true)))).not.toContain('stealth');
  });

  it('the battle and the ruling calculator give the same to-hit ruling for the same shot (stealth, probe, woods)', () => {
    for (const [redHex, blueHex] of [
      ['0815', '0810'],
      ['0815', '0808'],
      ['0812', '0808'],
      ['0813', '0811'],
    ] as const) {
      const red: Kit = { equipment: [BEAGLE] };
      const blue: Kit = { equipment: [ECM], stealth: true };
      const s = duel(red, blue, redHex, blueHex);
      const battle = laserRuling(s);
      const los = sight(s.map, losUnit(s, 'red'), losUnit(s, 'blue'));
      const calc = previewAttack({
        attacker: { unit: unitWith('Red', red) },
        target: { unit: unitWith('Blue', blue) },
        attack: {
          weapon: 'Medium Laser',
          range: los.distance,
          attackerMoved: 'stood',
          targetMoved: { hexes: 0, jumped: false },
          los,
          targetStealth: true,
          probeInRange: los.distance <= 4,
        },
        ruleset: ['solaris-vii'],
      }).toHit;
      expect({ at: blueHex, target: battle.target, mods: battle.modifiers }).toEqual({ at: blueHex, target: calc.target, mods: calc.modifiers });
    }
  });

  it("an active probe takes 1 off the woods modifier (§8.5.2) unless enemy ECM covers the line; the attacker's ECCM cancels that ECM", () => {
    const probe = (red: Kit, blue: Kit) => laserRuling(duel(red, blue, '0812', '0808'));
    const plain = probe({ equipment: [BEAGLE] }, {});
    expect(plain.modifiers.find((m) => m.id === 'probe-woods')).toMatchObject({ value: -1, source: { section: '8.5.2 Targeting' } });
    expect(ids(probe({ equipment: [BEAGLE] }, { equipment: [ECM] }))).not.toContain('probe-woods');
    expect(ids(probe({ equipment: [BEAGLE, ECM], ecmMode: 'eccm' }, { equipment: [ECM] }))).toContain('probe-woods');
    expect(ids(probe({ equipment: [BEAGLE, ECM], ecmMode: 'eccm' }, { equipment: [ANGEL] }))).not.toContain('probe-woods');
    expect(ids(probe({ equipment: [BEAGLE, ANGEL], ecmMode: 'eccm' }, { equipment: [ANGEL] }))).toContain('probe-woods');
    expect(ids(laserRuling(duel({ equipment: [BEAGLE] }, {}, '0812', '0808'), tw))).not.toContain('probe-woods');
  });

  it('end phase: a side switches its suite (ECCM needs the ECCM option); stealth costs 10 heat while on', () => {
    const s = { ...duel({}, { equipment: [ECM], stealth: true }), phase: 'end' as const };
    expect(refusal(s, { type: 'setEcm', unit: 'blue', mode: 'eccm' }, tw)).toMatch(/not a mode these rules allow/);
    expect(refusal({ ...s, phase: 'fire' }, { type: 'setEcm', unit: 'blue', mode: 'ecm' }, solaris)).toMatch(/fire phase/);
    expect(refusal(s, { type: 'setEcm', unit: 'red', mode: 'ecm' }, solaris)).toMatch(/no ECM suite/);
    expect(refusal(s, { type: 'setEcm', unit: 'blue', mode: 'two-standard' }, solaris)).toMatch(/Angel/);
    const r = play(s, { type: 'setEcm', unit: 'blue', mode: 'eccm' }, [], solaris);
    expect(r.events[0]).toMatchObject({ type: 'ecmModeSet', unit: 'blue', mode: 'eccm', source: { section: '8.6.1 ECCM' } });
    expect(battleModule.narrate!(r.state, r.events[0]!)[0]!.text).toBe('Blue sets its ECM suite to ECCM for the next turn');
    expect(ids(laserRuling({ ...r.state, phase: 'fire' }))).not.toContain('stealth');
    const warm = { ...s, phase: 'heat' as const, units: { ...s.units, blue: { ...s.units.blue!, heat: 5 } } };
    const hot = play(warm, { type: 'heat' }, [], solaris);
    const heat = (hot.events[0] as unknown as { reports: { unit: string; heat: number; equipmentHeat?: { amount: number } }[] }).reports.find(
      (x) => x.unit === 'blue',
    )!;
    expect(heat.equipmentHeat?.amount).toBe(10);
    expect(heat.heat).toBe(5);
    expect(hot.state.units.blue!.heat).toBe(5);
    const cool = play({ ...warm, units: { ...warm.units, blue: { ...warm.units.blue!, ecmMode: 'ecm' } } }, { type: 'heat' }, [], solaris);
    expect(cool.state.units.blue!.heat).toBe(0);
  });

  it('a setup may start a suite in ECCM; a unit without a suite cannot be given a mode', () => {
    expect(duel({}, { equipment: [ECM], ecmMode: 'eccm' }).units.blue!.ecmMode).toBe('eccm');
    expect(() => duel({ ecmMode: 'eccm' }, {})).toThrow(/units\.0\.ecmMode|no ECM suite/);
  });

  it("Rapid Recon's ECM hexes come from the battle: hexes of the line in defender ECM, ends included", () => {
    const s = duel({}, { equipment: [ECM] }, '0815', '0803');
    const view = battleView(s);
    const los = sight(s.map, losUnit(s, 'red'), { hex: parseHexLabel('0807'), height: 0 });
    expect(view.ecmHexesTo('red', '0807', solaris)).toBe(los.hexes.filter((h) => Number(h.slice(2)) <= 9).length);
    expect(view.ecmHexesTo('red', '0807', solaris)).toBe(3);
    expect(battleView(duel({}, {}, '0815', '0803')).ecmHexesTo('red', '0807', solaris)).toBe(0);
  });
});
