// `npx tsx bench/duel-fingerprint.ts fingerprint <file> [runs] [quick]` | `… cpu [runs] [quick]`: a check for pure-speed
// changes to the battle loop and its bots (docs/battle.md "Speed"); `quick` plays the quick simulation bot (ADR 0045).
// `fingerprint` plays seeded bot duels of two pairings through
// `botCommand` and the module and writes one line a duel: a hash of every command, every event and the final state.
// Build the file with the old code and with the new; a speed change must leave it byte-identical. `cpu` prints the
// CPU time (not wall time: the machine is shared) a duel takes on a fixed set of seeds, after a warm-up run.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, SeededDice, isRejection } from '@marshal/core';
import {
  type BattleSetup,
  type BattleState,
  type BotPolicy,
  DEFAULT_BOT,
  QUICK_BOT,
  battleModule,
  botCommand,
  combatRuleset,
  openingState,
} from '@marshal/battletech';
import { findBoard, loadCombatUnit } from '@marshal/loaders';

export function setupOf(a: string, b: string, movement: 'simultaneous' | 'alternating'): BattleSetup {
  const board = findBoard('Beginner Box/16x17 Grassland 1');
  return battleModule.parseSetup({
    map: { boards: [{ name: board.id, text: readFileSync(board.file, 'utf8') }] },
    movement,
    roundLimit: 20,
    sides: [
      { id: 'a', homeEdge: 'south' },
      { id: 'b', homeEdge: 'north' },
    ],
    units: [
      { id: 'x', side: 'a', unit: loadCombatUnit(a), gunnery: 3, piloting: 4, hex: '0816', facing: 0 },
      { id: 'y', side: 'b', unit: loadCombatUnit(b), gunnery: 4, piloting: 5, hex: '0802', facing: 3 },
    ],
  });
}

const rules = combatRuleset(['solaris-vii']).rules;
const plain = (_k: string, v: unknown): unknown => (typeof v === 'bigint' ? `${v}n` : v instanceof Map || v instanceof Set ? [...v] : v);

function play(setup: BattleSetup, seed: string, hash?: ReturnType<typeof createHash>, bot: BotPolicy = DEFAULT_BOT): BattleState {
  let state = openingState(setup, rules);
  const source = SeededDice.fromSeed('fingerprint', seed);
  for (let i = 0; i < 5000; i++) {
    const command = botCommand(state, rules, bot);
    if (!command) break;
    const events = battleModule.resolve(state, command, { dice: new RecordingDice(source), rules });
    if (isRejection(events)) throw new Error(`seed ${seed}: the bot's ${command.type} was refused: ${events.reason}`);
    hash?.update(JSON.stringify(command)).update(JSON.stringify(events, plain));
    for (const e of events) state = battleModule.apply(state, e);
  }
  hash?.update(JSON.stringify(state, plain));
  return state;
}

function main(): void {
  const args = process.argv.slice(2);
  const bot = args.includes('quick') ? QUICK_BOT : DEFAULT_BOT;
  const [mode, a1, a2] = args.filter((a) => a !== 'quick');
  const pairs = [setupOf('Hunchback HBK-4G', 'Wolverine WVR-6R', 'simultaneous'), setupOf('Jenner JR7-D', 'Griffin GRF-1N', 'alternating')];
  if (mode === 'fingerprint' && a1) {
    const runs = Number(a2 ?? 15);
    const lines: string[] = [];
    pairs.forEach((setup, p) => {
      for (let i = 0; i < runs; i++) {
        const hash = createHash('sha1');
        const final = play(setup, `s${i}`, hash, bot);
        lines.push(`${p} ${i} ${hash.digest('hex')} ${JSON.stringify(final.outcome)}`);
      }
    });
    writeFileSync(a1, `${lines.join('\n')}\n`);
    console.log(`${lines.length} duels → ${a1}`);
  } else if (mode === 'cpu') {
    const runs = Number(a1 ?? 15);
    for (const setup of pairs) play(setup, 'warm-up', undefined, bot);
    const t0 = process.cpuUsage();
    for (const setup of pairs) for (let i = 0; i < runs; i++) play(setup, `t${i}`, undefined, bot);
    const t = process.cpuUsage(t0);
    console.log(`CPU ms a duel: ${((t.user + t.system) / 1000 / (pairs.length * runs)).toFixed(2)}`);
  } else {
    console.error('usage: duel-fingerprint.ts fingerprint <file> [runs] [quick] | cpu [runs] [quick]');
    process.exitCode = 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
