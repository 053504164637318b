import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { bestVolley, expectedDamage, volleyValue } from './expected-damage';
import { fireOptions } from '../battle/fire';
import { battleModule } from '../battle/module';
import { SpotValues, facingToward } from './spot-value';
import type { BattleState, MoveSummary, Position } from '../battle/state';
import { duelSetup } from '../battle/test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const base = (): BattleState => ({ ...battleModule.init(battleModule.parseSetup(duelSetup()), rules), phase: 'movement' });
const slow = (s: BattleState, foe: string, budget: number) => bestVolley(fireOptions(s, 'red', foe, rules), budget).reduce((t, o) => t + expectedDamage(o), 0);
const MOVES: MoveSummary[] = [
  { mode: 'stand', hexes: 0 },
  { mode: 'walk', hexes: 3 },
  { mode: 'run', hexes: 5 },
];

/** Every hex, facing and movement on the test board, with the blue unit near the woods. */
function* spots(s: BattleState) {
  for (let col = 1; col <= 16; col += 2)
    for (let row = 1; row <= 17; row += 2) {
      const hex = `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
      if (hex === s.positions.blue!.hex) continue;
      for (let facing = 0; facing < 6; facing++) for (const moved of MOVES) yield { pos: { hex, facing: facing as 0 }, moved };
    }
}

describe("the bot's remembered spot values", () => {
  it('volleyValue is exactly the expected damage of bestVolley, budget by budget', () => {
    const s = { ...base(), positions: { red: { hex: '0812', facing: 0 as const }, blue: { hex: '0809', facing: 3 as const } } };
    const opts = fireOptions(s, 'red', 'blue', rules);
    expect(opts.length).toBeGreaterThan(2);
    for (const budget of [-5, 0, 1, 2.5, 3, 4, 6, 7, 9, 12, 40])
      expect(volleyValue(opts, budget)).toBe(bestVolley(opts, budget).reduce((t, o) => t + expectedDamage(o), 0));
  });

  it('equal the slow path (trial state, fire options, best volley) at every spot, also with a lost weapon, heat and a twist', () => {
    const fresh = { ...base(), positions: { ...base().positions, blue: { hex: '0909', facing: 2 as const } } };
    const red = fresh.units.red!;
    const hurt: BattleState = {
      ...fresh,
      twists: { red: 1 },
      units: { ...fresh.units, red: { ...red, heat: 9, weapons: red.weapons.map((w, i) => (i === 0 ? { ...w, destroyed: true } : w)) } },
    };
    for (const s of [fresh, hurt]) {
      const values = new SpotValues(s, 'red', rules);
      let nonZero = 0;
      for (const { pos, moved } of spots(s)) {
        const trial = { ...s, positions: { ...s.positions, red: pos }, moved: { ...s.moved, red: moved } };
        for (const budget of [2, 8]) {
          const v = values.value('blue', pos, moved, budget);
          expect(v).toBe(slow(trial, 'blue', budget));
          if (v > 0) nonZero++;
        }
      }
      expect(nonZero).toBeGreaterThan(100);
    }
  });
});

/** The enemy (blue) turned toward `pos`, standing, firing everything it can at red there: the fire back the slow way. */
function slowFireBack(s: BattleState, pos: Position, moved: MoveSummary): number {
  const from = s.positions.blue!.hex;
  const back = {
    ...s,
    positions: { ...s.positions, red: pos, blue: { hex: from, facing: facingToward(from, pos.hex) } },
    moved: { red: moved, blue: { mode: 'stand' as const, hexes: 0 } },
  };
  return fireOptions(back, 'blue', 'red', rules).reduce((t, o) => t + expectedDamage(o), 0);
}

describe("the bot's remembered threats", () => {
  it('remembered across decisions, follow what the fire back reads (lost weapons, twist, prone target, damage elsewhere)', () => {
    const s: BattleState = { ...base(), positions: { ...base().positions, blue: { hex: '0907', facing: 3 as const } } };
    const blue = s.units.blue!;
    const red = s.units.red!;
    const later: BattleState[] = [
      s,
      { ...s, units: { ...s.units, blue: { ...blue } } },
      { ...s, units: { ...s.units, blue: { ...blue, weapons: blue.weapons.map((w, i) => (i === 0 ? { ...w, destroyed: true } : w)) } } },
      { ...s, twists: { blue: 1 } },
      { ...s, units: { ...s.units, red: { ...red, prone: true } } },
      { ...s, units: { ...s.units, blue: { ...blue, heat: 12 } } },
    ];
    const sums = later.map((x) => {
      const values = new SpotValues(x, 'red', rules);
      let sum = 0;
      for (const { pos, moved } of spots(x)) {
        if (pos.facing !== 0) continue;
        const v = values.threat('blue', pos, moved);
        expect(v).toBe(slowFireBack(x, pos, moved));
        sum += v;
      }
      return sum;
    });
    expect(sums[1]).toBe(sums[0]);
    for (const changed of sums.slice(2)) expect(changed).not.toBe(sums[0]);
  });

  it("equal the enemy's expected fire back at every hex, however far and however the unit moved", () => {
    const s = { ...base(), positions: { ...base().positions, blue: { hex: '0906', facing: 3 as const } } };
    const values = new SpotValues(s, 'red', rules);
    const moves: MoveSummary[] = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10].flatMap((hexes) => [
      { mode: hexes ? 'run' : 'stand', hexes } as MoveSummary,
      { mode: 'jump', hexes: Math.max(1, hexes) },
    ]);
    let seen = 0;
    for (const { pos } of spots(s)) {
      if (pos.facing !== 0) continue;
      for (const moved of moves) {
        const slowThreat = slowFireBack(s, pos, moved);
        expect(values.threat('blue', pos, moved)).toBe(slowThreat);
        if (slowThreat > 0) seen++;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });
});

describe('remembered shots', () => {
  it('follow a unit that changed (a new object) and stay the same for the unit as it was', () => {
    const s = { ...base(), positions: { red: { hex: '0812', facing: 0 as const }, blue: { hex: '0809', facing: 3 as const } } };
    const cool = fireOptions(s, 'red', 'blue', rules);
    const hot = { ...s, units: { ...s.units, red: { ...s.units.red!, heat: 13 } } };
    const warm = fireOptions(hot, 'red', 'blue', rules);
    expect(warm.map((o) => o.toHit.target)).toEqual(cool.map((o) => o.toHit.target + 2));
    expect(fireOptions({ ...s, units: { ...s.units } }, 'red', 'blue', rules)).toEqual(cool);
    const ran = fireOptions({ ...s, moved: { red: { mode: 'run', hexes: 5 } } }, 'red', 'blue', rules);
    expect(ran.map((o) => o.toHit.target)).toEqual(cool.map((o) => o.toHit.target + 2));
  });
});
