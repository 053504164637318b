import type { Command } from 'commander';
import { randomBytes } from 'node:crypto';
import {
  DiceNeeded,
  type DiceSource,
  MarshalError,
  PhysicalDice,
  ScriptedDice,
  SeededDice,
  formatSource,
  playCommand,
  startGame,
  type Roll,
} from '@marshal/core';
import { type DaEvent, type DaState, darkAgeModule, describeDaEvent, parseDaSetup, victoryCounts } from '@marshal/dark-age';
import { type AskFaces, terminalAsk } from '../lib/ask-faces';
import { printJson, readJsonFile, writeFileAtomic } from '../lib/io';
import type { CommandModule } from './index';

export type DiceOption = { kind: 'seeded'; seed: string } | { kind: 'scripted'; faces: number[] } | { kind: 'physical'; ask: AskFaces };

/** Resolve one command against a state file; physical dice are asked for roll by roll and the command re-run. */
export async function runDaCommand(
  file: string,
  command: object,
  opts: { dice: DiceOption; ruleset?: readonly string[] },
): Promise<{ events: DaEvent[]; rolls: readonly Roll[]; state: DaState }> {
  const setup = parseDaSetup(readJsonFile(file), file);
  const game = startGame(darkAgeModule, {
    setup,
    ruleset: opts.ruleset ?? [],
    dice: opts.dice.kind === 'seeded' ? { kind: 'seeded', seed: opts.dice.seed } : { kind: opts.dice.kind },
  });
  const entered: number[][] = [];
  for (;;) {
    const d = opts.dice;
    const source: DiceSource =
      d.kind === 'seeded' ? SeededDice.fromSeed(d.seed) : d.kind === 'scripted' ? new ScriptedDice(d.faces) : new PhysicalDice(entered);
    try {
      const r = playCommand(game, command, source);
      if (!r.ok)
        throw new MarshalError('rejected', `${r.rejection.reason}${r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : ''}`, {
          file,
          ...(r.rejection.field ? { field: r.rejection.field } : {}),
        });
      return { events: r.events as DaEvent[], rolls: r.rolls, state: r.game.state as DaState };
    } catch (e) {
      if (!(e instanceof DiceNeeded) || d.kind !== 'physical') throw e;
      entered.push(await d.ask(e.request));
    }
  }
}

interface CommonOpts {
  seed?: string;
  dice?: string;
  faces?: string;
  rules?: string;
  out?: string;
  json?: boolean;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function point(text: string, field: string): { x: number; y: number } {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!m) throw new MarshalError('options', `"${text}" is not a point; write x,y in inches, e.g. 12.5,20`, { field });
  return { x: Number(m[1]), y: Number(m[2]) };
}

async function execute(file: string, command: object, o: CommonOpts): Promise<void> {
  if (o.seed && o.dice) throw new MarshalError('options', 'choose --seed or --dice, not both', { field: 'dice' });
  if (o.dice && o.dice !== 'physical' && o.dice !== 'scripted')
    throw new MarshalError('options', `--dice must be "physical" or "scripted", not "${o.dice}"`, { field: 'dice' });
  const rl = o.dice === 'physical' ? terminalAsk() : null;
  const dice: DiceOption = rl
    ? { kind: 'physical', ask: rl.ask }
    : o.dice === 'scripted'
      ? { kind: 'scripted', faces: list(o.faces).map(Number) }
      : { kind: 'seeded', seed: o.seed ?? randomBytes(6).toString('hex') };
  try {
    const run = await runDaCommand(file, command, { dice, ruleset: list(o.rules) });
    if (o.out) writeFileAtomic(o.out, `${JSON.stringify(run.state, null, 2)}\n`);
    if (o.json) return printJson({ events: run.events, rolls: run.rolls, state: run.state, ...(dice.kind === 'seeded' ? { seed: dice.seed } : {}) });
    for (const e of run.events) console.log(describeDaEvent(e).join('\n'));
    if (dice.kind === 'seeded' && run.rolls.length) console.log(`(dice seed: ${dice.seed})`);
  } finally {
    rl?.close();
  }
}

const common = (c: Command) =>
  c
    .option('--seed <seed>', 'roll dice from this seed (reproducible)')
    .option('--dice <kind>', '"physical": type in each roll made at the table; "scripted": take faces from --faces')
    .option('--faces <faces>', 'with --dice scripted: die faces in order, e.g. "2,2,3"')
    .option('--rules <ids>', 'comma-separated ruleset options, e.g. da-criticals-pairs')
    .option('--out <file>', 'write the state after the command (JSON) to this file')
    .option('--json', 'machine-readable output: { events, rolls, state }');

export const darkAgeCommands: CommandModule = (program: Command) => {
  const da = program.command('dark-age').description('MechWarrior: Dark Age — Fire for Effect: transports and artillery on an inch-measured table');
  common(
    da
      .command('board <state>')
      .description('board units at a transport’s rear arc (half its speed)')
      .requiredOption('--transport <id>', 'the transport')
      .requiredOption('--passengers <ids>', 'comma-separated units to board')
      .option('--move-to <x,y>', 'then move the transport here'),
  ).action((file: string, o: CommonOpts & { transport: string; passengers: string; moveTo?: string }) =>
    execute(
      file,
      { type: 'board', transport: o.transport, passengers: list(o.passengers), ...(o.moveTo ? { moveAfter: { to: point(o.moveTo, 'move-to') } } : {}) },
      o,
    ),
  );
  common(
    da
      .command('disembark <state>')
      .description('disembark passengers into base contact with the rear arc (half its speed)')
      .requiredOption('--transport <id>', 'the transport')
      .requiredOption('--passengers <list>', 'comma-separated units, each optionally unit@x:y')
      .option('--move-before <x,y>', 'move the transport first')
      .option('--move-after <x,y>', 'move the transport afterwards'),
  ).action((file: string, o: CommonOpts & { transport: string; passengers: string; moveBefore?: string; moveAfter?: string }) => {
    const passengers = list(o.passengers).map((p) => {
      const [unit, at] = p.split('@');
      return { unit: unit!, ...(at ? { at: point(at.replace(':', ','), 'passengers') } : {}) };
    });
    return execute(
      file,
      {
        type: 'disembark',
        transport: o.transport,
        passengers,
        ...(o.moveBefore ? { moveBefore: { to: point(o.moveBefore, 'move-before') } } : {}),
        ...(o.moveAfter ? { moveAfter: { to: point(o.moveAfter, 'move-after') } } : {}),
      },
      o,
    );
  });
  common(
    da
      .command('artillery <state>')
      .description('place an artillery marker (--target) or resolve the firer’s markers (--resolve)')
      .requiredOption('--firer <id>', 'the artillery unit')
      .option('--target <x,y...>', 'marker positions (one per target)')
      .option('--formation <ids>', 'other artillery units firing in formation')
      .option('--resolve', 'resolve the markers placed last turn'),
  ).action((file: string, o: CommonOpts & { firer: string; target?: string[]; formation?: string; resolve?: boolean }) => {
    if (!o.resolve && !o.target?.length)
      throw new MarshalError('options', 'give --target x,y to place a marker, or --resolve to resolve placed markers', { field: 'target' });
    const command = o.resolve
      ? { type: 'resolveArtillery', firer: o.firer }
      : { type: 'placeArtillery', firer: o.firer, targets: o.target!.map((t) => point(t, 'target')), formation: list(o.formation) };
    return execute(file, command, o);
  });
  da.command('count <state>')
    .description('the units each player counts toward victory conditions (passengers and eliminated units do not)')
    .option('--json', 'machine-readable output')
    .action((file: string, o: { json?: boolean }) => {
      const counts = victoryCounts(parseDaSetup(readJsonFile(file), file));
      if (o.json) return printJson({ counts });
      for (const c of counts)
        console.log(
          `${c.player}: ${c.counted.length} unit(s) count toward victory (${c.counted.join(', ') || 'none'})${c.passengers.length ? `; passengers left out: ${c.passengers.join(', ')}` : ''} [${formatSource(c.source)}]`,
        );
    });
  common(
    da.command('play <state> <command>').description('resolve any Fire for Effect command given as JSON, e.g. {"type":"forcedDisembark","transport":"apc"}'),
  ).action((file: string, text: string, o: CommonOpts) => {
    let command: object;
    try {
      command = JSON.parse(text) as object;
    } catch {
      throw new MarshalError('invalid-command', `the command is not JSON: ${text}`, { field: 'command' });
    }
    return execute(file, command, o);
  });
};
