import { SeededDice, parseRecord, replayRecord, serializeRecord } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { botBattleRecord } from './bot-record';
import { runBotBattle } from './duel';
import { battleModule } from '../battle/module';
import type { BattleState } from '../battle/state';
import { duelSetup } from '../battle/test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const setup = battleModule.parseSetup(duelSetup('simultaneous'));

describe("the simulator's fast path (runBotBattle) against the kernel (a verifiable record)", () => {
  it('plays every seed to the same end: outcome, units, positions and round', () => {
    const results = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const fast = runBotBattle(setup, rules, SeededDice.fromSeed('equivalence', `duel-${i}`));
      const { record, state } = botBattleRecord(setup, ['solaris-vii'], 'equivalence', `duel-${i}`);
      const replayed = replayRecord(battleModule, parseRecord(serializeRecord(record))).state as BattleState;
      for (const full of [state, replayed]) {
        expect(fast.final.outcome).toEqual(full.outcome);
        expect(fast.final.units).toEqual(full.units);
        expect(fast.final.positions).toEqual(full.positions);
      }
      expect(fast.commands).toBe(record.entries.length);
      results.add(JSON.stringify(fast.outcome));
    }
    expect(results.size).toBeGreaterThan(1);
  });
});
