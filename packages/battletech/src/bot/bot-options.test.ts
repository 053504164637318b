import { RecordingDice, SeededDice, hexDistance, isRejection, parseHexLabel, seedSource } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import type { CombatRules } from '../options/rules';
import { DEFAULT_BOT, botCommand, botOrders, botVolley } from './bot';
import { AMBUSH_ROUNDS, stealthAffordable } from './bot-options';
import { runBotBattle } from './duel';
import { battleModule } from '../battle/module';
import type { BattleCommand, BattleSetup } from '../battle/schema';
import type { BattleState } from '../battle/state';
import { ANGEL, BEAGLE, ECM, duelSetup, duelistWith, type gear } from '../battle/test/setup';
import { play } from '../battle/test/play';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
type Kit = { equipment?: ReturnType<typeof gear>[]; stealth?: boolean };
const unitWith = duelistWith;

/** A duel setup with each side's kit, hexes, map text, movement and hidden units. */
function setupWith(o: {
  red?: Kit;
  blue?: Kit;
  redHex?: string;
  blueHex?: string;
  raised?: Record<string, number>;
  movement?: 'alternating' | 'simultaneous';
  hidden?: string[];
}): BattleSetup {
  const setup = duelSetup(o.movement ?? 'alternating');
  const raised = Object.entries(o.raised ?? {}).map(([h, l]) => `hex ${h} ${l} "" ""`);
  const map = o.raised ? { boards: [{ name: 'test', text: ['size 16 17', ...raised, 'end'].join('\n'), rotated: false }] } : setup.map;
  const units = setup.units.map((u) => ({
    ...u,
    unit: unitWith(u.unit.name, (u.id === 'red' ? o.red : o.blue) ?? {}) as never,
    hex: (u.id === 'red' ? o.redHex : o.blueHex) ?? u.hex,
    ...(o.hidden?.includes(u.id) ? { hidden: true } : {}),
  }));
  return battleModule.parseSetup({ ...setup, map, units });
}

const stateOf = (setup: BattleSetup, rules: CombatRules, phase: BattleState['phase']): BattleState => ({ ...battleModule.init(setup, rules), phase });

describe('the bot sets ECM suites in the end phase', () => {
  it('switches to ECCM against a foe whose ECM blanks its active probe, then ends the phase', () => {
    const s = stateOf(setupWith({ red: { equipment: [ECM, BEAGLE] }, blue: { equipment: [ECM] } }), solaris, 'end');
    expect(s.units.red!.ecmMode).toBe('ecm');
    const c = botCommand(s, solaris);
    expect(c).toEqual({ type: 'setEcm', unit: 'red', mode: 'eccm' });
    const after = play(s, c!, [], solaris).state;
    expect(after.units.red!.ecmMode).toBe('eccm');
    // Blue has no probe for Red's ECM to hurt, and Red now makes no ECM field: both keep their modes.
    expect(botCommand(after, solaris)).toEqual({ type: 'end' });
  });

  it('keeps ECM when its side has no probe, when the foe has no ECM, or when the rules have no ECCM', () => {
    expect(botCommand(stateOf(setupWith({ red: { equipment: [ECM] }, blue: { equipment: [ECM] } }), solaris, 'end'), solaris)).toEqual({ type: 'end' });
    expect(botCommand(stateOf(setupWith({ red: { equipment: [ECM, BEAGLE] } }), solaris, 'end'), solaris)).toEqual({ type: 'end' });
    expect(botCommand(stateOf(setupWith({ red: { equipment: [ECM, BEAGLE] }, blue: { equipment: [ECM] } }), tw, 'end'), tw)).toEqual({ type: 'end' });
  });

  it('an Angel suite runs as two standard suites against plain ECM, and as Angel ECCM against Angel ECM', () => {
    const plain = stateOf(setupWith({ red: { equipment: [ANGEL, BEAGLE] }, blue: { equipment: [ECM] } }), solaris, 'end');
    expect(botCommand(plain, solaris)).toEqual({ type: 'setEcm', unit: 'red', mode: 'two-standard' });
    const angel = stateOf(setupWith({ red: { equipment: [ANGEL, BEAGLE] }, blue: { equipment: [ANGEL] } }), solaris, 'end');
    expect(botCommand(angel, solaris)).toEqual({ type: 'setEcm', unit: 'red', mode: 'eccm' });
    // A standard suite cannot counter Angel ECM: it keeps its own ECM.
    const outmatched = stateOf(setupWith({ red: { equipment: [ECM, BEAGLE] }, blue: { equipment: [ANGEL] } }), solaris, 'end');
    expect(botCommand(outmatched, solaris)).toEqual({ type: 'end' });
  });

  it('keeps stealth armour on only while its heat budget bears the stealth heat', () => {
    const s = stateOf(setupWith({ red: { equipment: [ECM], stealth: true } }), solaris, 'end');
    expect(s.units.red!.ecmMode).toBe('stealth');
    // 10 single heat sinks: 4 + 10 − 2 (a run) − 10 (stealth) leaves 2 heat, less than half of the 12-heat volley.
    expect(stealthAffordable(s.units.red!, solaris, DEFAULT_BOT)).toBe(false);
    expect(botCommand(s, solaris)).toEqual({ type: 'setEcm', unit: 'red', mode: 'ecm' });
    const cool = { ...s, units: { ...s.units, red: { ...s.units.red!, heatSinks: 20 } } };
    expect(botCommand(cool, solaris)).toEqual({ type: 'end' });
    const hot = { ...s, units: { ...s.units, red: { ...s.units.red!, heatSinks: 20, heat: 8 } } };
    expect(botCommand(hot, solaris)).toEqual({ type: 'setEcm', unit: 'red', mode: 'ecm' });
    const off = { ...cool, units: { ...cool.units, red: { ...cool.units.red!, ecmMode: 'ecm' as const } } };
    expect(botCommand(off, solaris)).toEqual({ type: 'setEcm', unit: 'red', mode: 'stealth' });
  });

  it('budgets its fire for stealth heat while stealth is on', () => {
    const base = stateOf(setupWith({ red: { equipment: [ECM], stealth: true }, redHex: '0812', blueHex: '0810' }), solaris, 'fire');
    const on = { ...base, units: { ...base.units, red: { ...base.units.red!, heatSinks: 20 } } };
    const off = { ...on, units: { ...on.units, red: { ...on.units.red!, ecmMode: 'ecm' as const } } };
    // Every weapon of the duellist makes 3 heat: 4 + 20 sinks leaves room for 8 volleys' worth, 10 less with stealth on.
    expect(botVolley(off, 'red', solaris).attacks).toHaveLength(4);
    expect(botVolley(on, 'red', solaris).attacks).toHaveLength(4);
    const warm = (s: BattleState) => ({ ...s, units: { ...s.units, red: { ...s.units.red!, heat: 10 } } });
    expect(botVolley(warm(off), 'red', solaris).attacks).toHaveLength(4);
    expect(botVolley(warm(on), 'red', solaris).attacks).toHaveLength(1);
  });
});

describe('the bot takes cover at the start of the weapon attack phase', () => {
  // Red stands three levels up at 0812, Blue at 0808 (facing south toward Red) with a one-level hex 0809 between them.
  const cover = (rules: CombatRules, raised: Record<string, number>) =>
    stateOf(setupWith({ redHex: '0812', blueHex: '0808', raised: { '0812': 3, ...raised } }), rules, 'fire');

  it('takes cover behind the hexside toward the foe when that lowers the damage it expects, then fires without a twist', () => {
    const s = cover(solaris, { '0809': 1 });
    const c = botCommand(s, solaris);
    expect(c).toEqual({ type: 'takeCover', unit: 'blue', hexside: 3 });
    const after = play(s, c!, [], solaris).state;
    const next = botCommand(after, solaris) as Extract<BattleCommand, { type: 'fire' }>;
    expect(next).toMatchObject({ type: 'fire', unit: 'red' });
    const blue = botVolley(after, 'blue', solaris);
    expect(blue.twist).toBe(0);
    expect(blue.attacks.length).toBeGreaterThan(0);
  });

  it('stays in the open when the rules have no taking cover, or when the cover would not stand between it and the foe', () => {
    expect(botCommand(cover(tw, { '0809': 1 }), tw)).toMatchObject({ type: 'fire', unit: 'red' });
    expect(botCommand(cover(solaris, { '0807': 1 }), solaris)).toMatchObject({ type: 'fire', unit: 'red' });
  });
});

describe('the bot plays hidden units', () => {
  const hidden = (blueHex: string) => stateOf(setupWith({ redHex: '0815', blueHex, hidden: ['red'] }), solaris, 'movement');

  it('an ambusher stands still and holds fire beyond its short range; fires at short range; acts openly after the waiting rounds', () => {
    const far = hidden('0803');
    expect(botOrders(far, 'red', solaris)).toBe('');
    const farFire = { ...far, phase: 'fire' as const, positions: { ...far.positions, blue: { hex: '0808', facing: 3 as const } } };
    expect(botVolley({ ...farFire, hidden: [] }, 'red', solaris).attacks.length).toBeGreaterThan(0);
    expect(botVolley(farFire, 'red', solaris)).toEqual({ attacks: [], twist: 0 });
    const near = { ...farFire, positions: { ...farFire.positions, blue: { hex: '0812', facing: 3 as const } } };
    expect(botVolley(near, 'red', solaris).attacks.length).toBeGreaterThan(0);
    const late = { ...far, round: AMBUSH_ROUNDS + 1 };
    expect(botOrders(late, 'red', solaris)).not.toBe('');
    expect(botVolley({ ...farFire, round: AMBUSH_ROUNDS + 1 }, 'red', solaris).attacks.length).toBeGreaterThan(0);
  });

  it('a unit that sees no enemy while one hides heads for the hidden side’s home edge', () => {
    const s = hidden('0803');
    const orders = botOrders(s, 'blue', solaris);
    const r = play({ ...s, moveQueue: ['blue'] }, { type: 'move', unit: 'blue', orders }, [], solaris).state;
    const south = (hex: string) => hexDistance(parseHexLabel(hex), { col: 7, row: 16 });
    expect(south(r.positions.blue!.hex)).toBeLessThan(south('0803'));
  });
});

describe('the bot places hidden units when the sides deploy in turns', () => {
  const rows = (from: number, to: number) =>
    Array.from({ length: 16 }, (_, c) =>
      Array.from({ length: to - from + 1 }, (_, r) => `${String(c + 1).padStart(2, '0')}${String(from + r).padStart(2, '0')}`),
    ).flat();
  const inTurns = (hidden: string[]): BattleSetup => {
    const s = setupWith({ redHex: '0116', hidden });
    const source = seedSource('000', 'Escort › Set Up');
    const zones = [
      { side: 'a', name: 'south band', hexes: rows(15, 17) },
      { side: 'b', name: 'north band', hexes: rows(1, 3) },
    ];
    return battleModule.parseSetup({ ...s, deployment: { first: 'a', rule: 'the sides take turns', source, zones } });
  };

  it('a hidden unit goes to the free hex of its zone nearest the middle of the enemy zone, facing it; a seen one to its suggested hex', () => {
    const near = (hex: string) => hexDistance(parseHexLabel(hex), parseHexLabel('0802'));
    const hid = botCommand(battleModule.init(inTurns(['red']), solaris), solaris) as Extract<BattleCommand, { type: 'deploy' }>;
    expect(hid).toMatchObject({ type: 'deploy', unit: 'red', facing: 0 });
    expect(near(hid.hex)).toBe(Math.min(...rows(15, 17).map(near)));
    expect(botCommand(battleModule.init(inTurns([]), solaris), solaris)).toEqual({ type: 'deploy', unit: 'red', hex: '0116', facing: 0 });
  });

  it('a duel with a hidden unit deployed in turns ends without a refused command', () => {
    for (let i = 0; i < 3; i++) expect(runBotBattle(inTurns(['red']), solaris, SeededDice.fromSeed('bot-options', `turns-${i}`)).outcome).toBeTruthy();
  });
});

describe('bot duels with the optional rules in play end without a refused command', () => {
  /** Plays a whole battle with bots on both sides; every command must be accepted; returns the command types played. */
  function duel(setup: BattleSetup, rules: CombatRules, seed: string): { types: Set<string>; reveals: number; over: boolean } {
    let s = battleModule.init(setup, rules);
    const source = SeededDice.fromSeed('bot-options', seed);
    const types = new Set<string>();
    let reveals = 0;
    for (let i = 0; i < 4000; i++) {
      const c = botCommand(s, rules);
      if (!c) return { types, reveals, over: true };
      const events = battleModule.resolve(s, c, { dice: new RecordingDice(source), rules });
      if (isRejection(events)) throw new Error(`${seed}: the bot's ${JSON.stringify(c)} was refused: ${events.reason}`);
      types.add(c.type);
      for (const e of events) {
        if (e.type === 'unitRevealed') reveals++;
        s = battleModule.apply(s, e);
      }
    }
    return { types, reveals, over: false };
  }

  const hills = { '0806': 1, '0807': 1, '0709': 1, '0910': 1, '0811': 1, '0712': 1, '0913': 1, '0805': 1 };
  const cases: [string, () => BattleSetup, string][] = [
    ['ECM, ECCM, probes and stealth', () => setupWith({ red: { equipment: [ECM, BEAGLE] }, blue: { equipment: [ANGEL, BEAGLE], stealth: true } }), 'setEcm'],
    ['taking cover among hills', () => setupWith({ raised: hills }), 'takeCover'],
    ['a hidden unit', () => setupWith({ hidden: ['blue'] }), 'fire'],
    ['both sides hidden, with probes', () => setupWith({ red: { equipment: [BEAGLE] }, hidden: ['red', 'blue'] }), 'fire'],
  ];
  for (const [name, setupOf, used] of cases)
    for (const movement of ['alternating', 'simultaneous'] as const)
      it(`${name} (${movement} movement)`, () => {
        const setup = { ...setupOf(), movement };
        const seen = new Set<string>();
        for (let i = 0; i < 4; i++) {
          const r = duel(setup, solaris, `${name}-${movement}-${i}`);
          expect(r.over).toBe(true);
          r.types.forEach((t) => seen.add(t));
          if (setup.units.some((u) => u.hidden)) expect(r.reveals).toBeGreaterThan(0);
        }
        expect(seen).toContain(used);
      });
});
