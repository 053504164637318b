import { RecordingDice, SeededDice, isRejection, parseHexLabel } from '@marshal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { type BotPolicy, DEFAULT_BOT, QUICK_BOT, botCommand, botOrders, botPolicy } from './bot';
import { runBotBattle } from './duel';
import { quickChoice, quickRanking, quickScore } from './quick';
import { battleModule } from '../battle/module';
import type { BattleCommand } from '../battle/schema';
import type { BattleState } from '../battle/state';
import { duelSetup } from '../battle/test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const setups = { alternating: battleModule.parseSetup(duelSetup('alternating')), simultaneous: battleModule.parseSetup(duelSetup('simultaneous')) };

/** Play a duel command by command through the module, side A by `a` and side B by `b`; every command the bots give must be accepted. */
function play(movement: keyof typeof setups, seed: string, a: BotPolicy, b: BotPolicy): { commands: BattleCommand[]; final: BattleState } {
  let state = battleModule.init(setups[movement], rules);
  const source = SeededDice.fromSeed('quick-bot', seed);
  const commands: BattleCommand[] = [];
  for (;;) {
    const command = botCommand(state, rules, (unit) => (state.sideOf[unit] === 'a' ? a : b));
    if (!command) return { commands, final: state };
    const events = battleModule.resolve(state, command, { dice: new RecordingDice(source), rules });
    if (isRejection(events)) throw new Error(`seed ${seed}: the engine refused the bot's ${JSON.stringify(command)}: ${events.reason}`);
    for (const e of events) state = battleModule.apply(state, e);
    commands.push(command);
    if (commands.length > 5000) throw new Error(`seed ${seed}: the duel did not end in 5000 commands`);
  }
}

describe('the quick simulation bot (QUICK_BOT)', () => {
  it('is chosen by name; the full bot stays the default', () => {
    expect(botPolicy()).toBe(DEFAULT_BOT);
    expect(botPolicy('full')).toBe(DEFAULT_BOT);
    expect(botPolicy('quick')).toBe(QUICK_BOT);
    expect(QUICK_BOT.search).toBe('quick');
    expect(DEFAULT_BOT.search).toBeUndefined();
  });

  it('plays by the rules through the engine: every command accepted, every duel ends within the round limit (property over seeds)', () => {
    fc.assert(
      fc.property(fc.constantFrom('alternating' as const, 'simultaneous' as const), fc.integer({ min: 0, max: 1_000_000 }), (movement, n) => {
        const { final, commands } = play(movement, `p${n}`, QUICK_BOT, QUICK_BOT);
        expect(final.phase).toBe('over');
        expect(final.outcome).toBeDefined();
        expect(final.outcome!.round).toBeLessThanOrEqual(20);
        expect(commands.some((c) => c.type === 'fire' && c.attacks.length > 0)).toBe(true);
      }),
      { numRuns: 12, seed: 45 },
    );
  });

  it('gives the same duel for the same seed (commands, events and the end), in a fresh game and in the fast runner', () => {
    for (const movement of ['alternating', 'simultaneous'] as const) {
      const one = play(movement, 'same', QUICK_BOT, QUICK_BOT);
      const two = play(movement, 'same', QUICK_BOT, QUICK_BOT);
      expect(two.commands).toEqual(one.commands);
      expect(two.final).toEqual(one.final);
      const fast = runBotBattle(setups[movement], rules, SeededDice.fromSeed('quick-bot', 'same'), { a: QUICK_BOT, b: QUICK_BOT });
      expect(fast.commands).toBe(one.commands.length);
      expect(fast.final.outcome).toEqual(one.final.outcome);
      expect(fast.final.units).toEqual(one.final.units);
    }
  });

  it('really plays differently from the full bot, in both movement modes, and each side keeps its own bot', () => {
    for (const movement of ['alternating', 'simultaneous'] as const) {
      const quick = play(movement, 'differs', QUICK_BOT, QUICK_BOT).commands.map((c) => JSON.stringify(c));
      const full = play(movement, 'differs', DEFAULT_BOT, DEFAULT_BOT).commands.map((c) => JSON.stringify(c));
      expect(quick).not.toEqual(full);
      const mixed = runBotBattle(setups[movement], rules, SeededDice.fromSeed('quick-bot', 'differs'), { a: QUICK_BOT });
      const fullFast = runBotBattle(setups[movement], rules, SeededDice.fromSeed('quick-bot', 'differs'));
      const quickFast = runBotBattle(setups[movement], rules, SeededDice.fromSeed('quick-bot', 'differs'), { a: QUICK_BOT, b: QUICK_BOT });
      expect(fullFast.commands).toBe(full.length);
      expect(quickFast.commands).toBe(quick.length);
      expect(JSON.stringify(mixed.final)).not.toBe(JSON.stringify(fullFast.final));
    }
  });

  it('moves to face the enemy within its best range rather than turning its back', () => {
    const s = battleModule.init(setups.alternating, rules);
    const orders = botOrders(s, 'red', rules, QUICK_BOT);
    expect(orders).not.toBe('');
    const blue = [parseHexLabel(s.positions.blue!.hex)];
    const facingAway = quickScore({ end: { hex: '0812', facing: 3 }, moved: { mode: 'walk', hexes: 3 } }, blue, 6);
    const facingIn = quickScore({ end: { hex: '0812', facing: 0 }, moved: { mode: 'walk', hexes: 3 } }, blue, 6);
    const farAway = quickScore({ end: { hex: '0815', facing: 0 }, moved: { mode: 'stand', hexes: 0 } }, blue, 6);
    expect(facingIn).toBeGreaterThan(facingAway);
    expect(facingIn).toBeGreaterThan(farAway);
  });

  it('picks without sorting the very spot the ranking would (property over random spots, foes, ranges and refusals)', () => {
    const label = fc.tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 17 })).map(([c, r]) => `${c}`.padStart(2, '0') + `${r}`.padStart(2, '0'));
    const spot = fc.record({
      end: fc.record({ hex: label, facing: fc.constantFrom(0, 1, 2, 3, 4, 5) }),
      moved: fc.record({ mode: fc.constantFrom('stand' as const, 'walk' as const, 'run' as const), hexes: fc.integer({ min: 0, max: 8 }) }),
      refused: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(spot, { maxLength: 60 }), fc.array(label, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 9 }), (spots, at, reach) => {
        const foes = at.map((h) => parseHexLabel(h));
        const ok = (o: (typeof spots)[number]) => !o.refused;
        expect(quickChoice(spots, foes, reach, ok)).toBe(quickRanking(spots, foes, reach).find(ok));
      }),
      { numRuns: 300, seed: 52 },
    );
  });
});
