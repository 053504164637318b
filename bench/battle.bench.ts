import { readFileSync } from 'node:fs';
import { type DiceSource, SeededDice } from '@marshal/core';
import { type BattleSetup, type BotPolicy, QUICK_BOT, battleModule, combatRuleset, runBotBattle } from '@marshal/battletech';
import { findBoard, loadCombatUnit } from '@marshal/loaders';
import type { Bench } from './registry';

/**
 * Whole bot-versus-bot Solaris duels (written movement, 20-round limit) through the simulator's fast path
 * (`runBotBattle`: the module without a record), against drawing the same number of dice from the PRNG (issue #6
 * goal: ≥ 2,000 duels/s/core and ≤ 5× the dice floor; where it stands and what costs what: docs/battle.md "Speed").
 * Runs cycle through seeds, so caches that last a simulation (line of sight, first-round choices) are warm, as in
 * a long simulation.
 */
function duelSetup() {
  const board = findBoard('Beginner Box/16x17 Grassland 1');
  return battleModule.parseSetup({
    map: { boards: [{ name: board.id, text: readFileSync(board.file, 'utf8') }] },
    movement: 'simultaneous',
    roundLimit: 20,
    sides: [
      { id: 'a', homeEdge: 'south' },
      { id: 'b', homeEdge: 'north' },
    ],
    units: [
      { id: 'hbk', side: 'a', unit: loadCombatUnit('Hunchback HBK-4G'), gunnery: 3, piloting: 4, hex: '0816', facing: 0 },
      { id: 'wvr', side: 'b', unit: loadCombatUnit('Wolverine WVR-6R'), gunnery: 4, piloting: 5, hex: '0802', facing: 3 },
    ],
  });
}

const rules = () => combatRuleset(['solaris-vii']).rules;

/** Runs cycling through seeds, both sides played by `policy` (the full bot when absent). */
function duels(policy?: BotPolicy): () => unknown {
  const setup: BattleSetup = duelSetup();
  const r = rules();
  const both: Record<string, BotPolicy> = policy ? { a: policy, b: policy } : {};
  let i = 0;
  return () => runBotBattle(setup, r, SeededDice.fromSeed('bench', `duel-${i++}`), both).outcome;
}

/** Dice a duel draws on average over a few seeded runs. */
function dicePerDuel(): number {
  const setup = duelSetup();
  let faces = 0;
  const runs = 4;
  for (let i = 0; i < runs; i++) {
    const seeded = SeededDice.fromSeed('bench', `duel-${i}`);
    const counting: DiceSource = { kind: 'seeded', draw: (req) => ((faces += req.count), seeded.draw(req)) };
    runBotBattle(setup, rules(), counting);
  }
  return Math.max(1, Math.round(faces / runs));
}

/**
 * Duels are timed after 5 s of CPU untimed (since session 11): a simulation plays thousands, and V8 compiles the hot
 * code over roughly the first thousand quick duels (≈ 4–5 s of CPU), which the timed rounds used to catch in part, so
 * the line swung with how much of that compiling it saw. The pool benches keep the compiling in their wall clock.
 */
const WARM_UP_MS = 5000;

export const benches: readonly Bench[] = [
  {
    id: 'battle-duel-bots',
    title: 'one whole bot-vs-bot Solaris duel (Hunchback 3/4 vs Wolverine 4/5, written movement, ≤ 20 rounds)',
    unit: 'duel',
    goal: { ratio: 750_000, from: 'issue #21 item 1: 10× faster than ≈ 7.4 million raw draws a duel' },
    warmUpMs: WARM_UP_MS,
    setup: () => duels(),
  },
  {
    id: 'battle-duel-quick-bot',
    title: 'the same duel played by the quick simulation bot on both sides (QUICK_BOT, ADR 0045)',
    unit: 'duel',
    goal: { ratio: 750_000, from: 'issue #21 item 1, with the explicitly chosen quick simulation bot' },
    warmUpMs: WARM_UP_MS,
    setup: () => duels(QUICK_BOT),
  },
  {
    id: 'battle-duel-dice-floor',
    title: 'drawing the dice of an average duel from the PRNG (the floor for battle-duel-bots)',
    unit: 'duel',
    setup: () => {
      const n = dicePerDuel();
      const d = SeededDice.fromSeed('bench');
      return () => {
        let s = 0;
        for (let k = 0; k < n; k++) s += d.nextRaw();
        return s;
      };
    },
  },
];
