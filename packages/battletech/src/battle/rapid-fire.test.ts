import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlk } from '@marshal/catalog';
import { combatRuleset } from '../options/ruleset';
import { battleModule } from './module';
import type { BattleState } from './state';
import { duelSetup, duelist } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
const MG = { equipmentId: 'Machine Gun', fileName: 'Machine Gun', location: 'RA', rearMounted: false, slots: [5] };
const bundled = (path: string) => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8'), path) as never;

/** Red (weapon 4: a machine gun, or an Elemental squad with machine guns) next to Blue, in the fire phase. */
function duel(weaponModes: Record<string, string> | undefined, squad = false): BattleState {
  const setup = duelSetup();
  const red = squad ? bundled('battlearmor/RS3058Uu/Elemental Battle Armor [MG].blk') : { ...duelist('Red'), equipment: [...duelist('Red').equipment, MG] };
  const units = setup.units.map((u) => (u.id === 'red' ? { ...u, unit: red, hex: '0809', ...(weaponModes ? { weaponModes } : {}) } : { ...u, hex: '0808' }));
  return { ...battleModule.init(battleModule.parseSetup({ ...setup, units }), solaris), phase: 'fire' };
}

type Shot = { report: { modeRoll?: { roll: number; damage: number; rounds: number } | null; bursts?: readonly unknown[] }; weapon: string };

describe('rapid-fire machine guns marked at the start of the battle (Solaris VII Stable Challenge §8.7)', () => {
  it("a 'Mech's machine gun marked for rapid fire rolls 1D6 for damage and heat every time it fires", () => {
    const s = duel({ '4': 'rapid-fire' });
    const declared = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], solaris).state;
    const r = play(declared, { type: 'fire', unit: 'red', attacks: [{ weapon: 4, target: 'blue' }] }, [6, 6, 5, 3, 4], solaris);
    const resolved = r.events.find((e) => e.type === 'fireResolved') as unknown as { reports: Shot[] };
    expect(resolved.reports[0]!.report.modeRoll).toEqual({ roll: 5, damage: 5, rounds: 15 });
    expect(r.rolls.map((x) => x.purpose)).toContain('Red: Machine Gun rapid fire damage and heat');
    expect(r.state.units.red!.heat).toBe(5);
  });

  it('an unmarked machine gun fires normally; a mode the rules do not define, or a weapon that cannot use it, is refused', () => {
    const plain = play(
      play(duel(undefined), { type: 'fire', unit: 'blue', attacks: [] }, [], solaris).state,
      { type: 'fire', unit: 'red', attacks: [{ weapon: 4, target: 'blue' }] },
      [6, 6, 3, 4],
      solaris,
    );
    expect((plain.events.find((e) => e.type === 'fireResolved') as unknown as { reports: Shot[] }).reports[0]!.report.modeRoll ?? null).toBeNull();
    expect(refusal(duel({ '4': 'rapid-fire' }), { type: 'fire', unit: 'red', attacks: [{ weapon: 4, target: 'blue' }] }, tw)).toMatch(/rules do not define/);
    expect(refusal(duel({ '0': 'rapid-fire' }), { type: 'fire', unit: 'red', attacks: [{ weapon: 0, target: 'blue' }] }, solaris)).toMatch(
      /cannot fire in rapid fire/,
    );
    expect(() => duel({ '9': 'rapid-fire' })).toThrow(/no weapon 9/);
  });

  it('battle armour rolls the burst for each trooper firing a machine gun', () => {
    const s = duel({ '0': 'rapid-fire' }, true);
    const declared = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], solaris).state;
    const weapon = declared.units.red!.weapons.findIndex((w) => /MG|Machine/iu.test(w.equipmentId));
    expect(weapon).toBe(0);
    const rolled: string[] = [];
    const fours = {
      roll(notation: string, purpose: string) {
        rolled.push(purpose);
        const n = Number(/^(\d+)d/u.exec(notation)?.[1] ?? 1);
        return { notation, purpose, faces: Array<number>(n).fill(4), total: 4 * n };
      },
    };
    const r = battleModule.resolve(
      declared,
      { type: 'fire', unit: 'red', attacks: [{ weapon, target: 'blue' }], twist: 0 },
      { dice: fours as never, rules: solaris },
    );
    expect(Array.isArray(r)).toBe(true);
    const troopers = Object.keys(declared.units.red!.locations).length;
    expect(troopers).toBeGreaterThan(1);
    for (let t = 1; t <= troopers; t++) expect(rolled.some((p) => p.includes(`rapid fire damage and heat (trooper ${t})`))).toBe(true);
  });
});
