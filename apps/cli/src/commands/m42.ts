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
  serializeRecord,
  startGame,
  type Roll,
} from '@marshal/core';
import { type M42Event, type M42State, describeM42Event, m42Module, parseM42Setup } from '@marshal/m42';
import { type AskFaces, terminalAsk } from '../lib/ask-faces';
import { printJson, readJsonFile, writeFileAtomic } from '../lib/io';
import type { CommandModule } from './index';

export interface PhaseRun {
  readonly events: readonly M42Event[];
  readonly rolls: readonly Roll[];
  readonly state: M42State;
  readonly record: string;
}

export interface PhaseOptions {
  readonly ruleset?: readonly string[];
  readonly officer?: string;
  readonly useReroll?: boolean;
  /** After the phase, end the turn so the written state is ready for the next player's phase. */
  readonly nextTurn?: boolean;
  readonly dice: { kind: 'seeded'; seed: string } | { kind: 'scripted'; faces: number[] } | { kind: 'physical'; ask: AskFaces };
}

/** Run one starting phase from a state file; physical dice are asked for one roll at a time and the phase re-run. */
export async function runStartingPhase(file: string, opts: PhaseOptions): Promise<PhaseRun> {
  const setup = parseM42Setup(readJsonFile(file), file);
  const diceChoice = opts.dice.kind === 'seeded' ? { kind: 'seeded' as const, seed: opts.dice.seed } : { kind: opts.dice.kind };
  const game = startGame(m42Module, { setup, ruleset: opts.ruleset ?? [], dice: diceChoice, meta: { file } });
  const command = { type: 'startingPhase', ...(opts.officer ? { officer: opts.officer } : {}), ...(opts.useReroll === false ? { useReroll: false } : {}) };
  const entered: number[][] = [];
  for (;;) {
    const source: DiceSource =
      opts.dice.kind === 'seeded'
        ? SeededDice.fromSeed(opts.dice.seed)
        : opts.dice.kind === 'scripted'
          ? new ScriptedDice(opts.dice.faces)
          : new PhysicalDice(entered);
    try {
      const r = playCommand(game, command, source);
      if (!r.ok)
        throw new MarshalError('rejected', `${r.rejection.reason}${r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : ''}`, {
          file,
          ...(r.rejection.field ? { field: r.rejection.field } : {}),
        });
      const after = opts.nextTurn && !(r.game.state as M42State).outcome ? playCommand(r.game, { type: 'endTurn' }, source) : r;
      if (!after.ok) throw new MarshalError('rejected', after.rejection.reason, { file });
      return {
        events: [...r.events, ...(after === r ? [] : after.events)] as M42Event[],
        rolls: r.rolls,
        state: after.game.state as M42State,
        record: serializeRecord(after.game.record),
      };
    } catch (e) {
      if (!(e instanceof DiceNeeded) || opts.dice.kind !== 'physical') throw e;
      entered.push(await opts.dice.ask(e.request));
    }
  }
}

/** Play one command that rolls no dice (a table update, the end of a turn) on a state file; the state after it. */
export function runTableCommand(file: string, command: object, ruleset: readonly string[] = []): { events: readonly M42Event[]; state: M42State } {
  const setup = parseM42Setup(readJsonFile(file), file);
  const game = startGame(m42Module, { setup, ruleset, dice: { kind: 'scripted' }, meta: { file } });
  const r = playCommand(game, command, new ScriptedDice([]));
  if (!r.ok)
    throw new MarshalError('rejected', `${r.rejection.reason}${r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : ''}`, {
      file,
      ...(r.rejection.field ? { field: r.rejection.field } : {}),
    });
  return { events: r.events as M42Event[], state: r.game.state as M42State };
}

/** "player:unit" for --destroy. */
function destroyChange(spec: string): object {
  const [player, unit, ...rest] = spec.split(':');
  if (!player || !unit || rest.length) throw new MarshalError('options', `--destroy takes PLAYER:UNIT, not "${spec}"`, { field: 'destroy' });
  return { kind: 'unit', player, unit, status: 'destroyed' };
}

function changeJson(text: string): object {
  try {
    return JSON.parse(text) as object;
  } catch (e) {
    throw new MarshalError('options', `--change is not JSON (${(e as Error).message}): ${text}`, { field: 'change' });
  }
}

function writeTable(file: string, o: { out?: string; json?: boolean }, run: { events: readonly M42Event[]; state: M42State }): void {
  writeFileAtomic(o.out ?? file, `${JSON.stringify(run.state, null, 2)}\n`);
  if (o.json) return printJson({ events: run.events, state: run.state });
  for (const e of run.events) console.log(describeM42Event(e).join('\n'));
}

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const m42Commands: CommandModule = (program: Command) => {
  const m42 = program.command('m42').description('M42 (WarStrike) table-side tools: the Starting Phase');
  m42
    .command('starting-phase <state>')
    .description('run the Starting Phase for the current player of a state file: morale, victory, suppression, reserves')
    .option('--seed <seed>', 'roll dice from this seed (reproducible)')
    .option('--dice <kind>', '"physical": type in each roll made at the table; "scripted": take faces from --faces')
    .option('--faces <faces>', 'with --dice scripted: the die faces in order, e.g. "4,5,3"')
    .option('--rules <ids>', 'comma-separated ruleset options, e.g. m42-ld-2d6-at-least')
    .option('--officer <id>', 'the officer who takes the Task Force Morale test (default: the best chance)')
    .option('--no-reroll', 'a Fanatical force declines its morale re-roll')
    .option('--out <file>', 'write the state after the phase (JSON) to this file')
    .option('--next-turn', "then end the turn, so the state written by --out is ready for the other player's phase")
    .option('--record <file>', 'write the phase as a replayable record (JSON Lines)')
    .option('--json', 'machine-readable output: { events, rolls, state }')
    .action(
      async (
        file: string,
        o: {
          seed?: string;
          dice?: string;
          faces?: string;
          rules?: string;
          officer?: string;
          reroll?: boolean;
          nextTurn?: boolean;
          out?: string;
          record?: string;
          json?: boolean;
        },
      ) => {
        if (o.seed && o.dice) throw new MarshalError('options', 'choose --seed or --dice, not both', { field: 'dice' });
        if (o.dice && o.dice !== 'physical' && o.dice !== 'scripted')
          throw new MarshalError('options', `--dice must be "physical" or "scripted", not "${o.dice}"`, { field: 'dice' });
        const terminal = o.dice === 'physical' ? terminalAsk() : null;
        const dice: PhaseOptions['dice'] = terminal
          ? { kind: 'physical', ask: terminal.ask }
          : o.dice === 'scripted'
            ? { kind: 'scripted', faces: list(o.faces ?? '').map(Number) }
            : { kind: 'seeded', seed: o.seed ?? randomSeed() };
        try {
          const run = await runStartingPhase(file, {
            dice,
            ruleset: o.rules ? list(o.rules) : [],
            ...(o.officer ? { officer: o.officer } : {}),
            ...(o.reroll === false ? { useReroll: false } : {}),
            ...(o.nextTurn ? { nextTurn: true } : {}),
          });
          if (o.out) writeFileAtomic(o.out, `${JSON.stringify(run.state, null, 2)}\n`);
          if (o.record) writeFileAtomic(o.record, run.record);
          if (o.json) return printJson({ events: run.events, rolls: run.rolls, state: run.state, ...(dice.kind === 'seeded' ? { seed: dice.seed } : {}) });
          for (const e of run.events) console.log(describeM42Event(e).join('\n'));
          if (dice.kind === 'seeded') console.log(`(dice seed: ${dice.seed})`);
        } finally {
          terminal?.close();
        }
      },
    );
  tableCommands(m42);
};

function tableCommands(m42: Command): void {
  m42
    .command('update <state>')
    .description('update the table between starting phases: units destroyed or changed, officers, objectives, hostages (writes the state)')
    .option('--destroy <player:unit...>', 'units destroyed (an officer leading one dies with it)')
    .option('--change <json...>', 'any table change as JSON, e.g. \'{"kind":"objective","objective":"relay","heldBy":"vanguard"}\'')
    .option('--rules <ids>', 'comma-separated ruleset options')
    .option('--out <file>', 'write the state here instead of back to <state>')
    .option('--json', 'machine-readable output: { events, state }')
    .action((file: string, o: { destroy?: string[]; change?: string[]; rules?: string; out?: string; json?: boolean }) => {
      const changes = [...(o.destroy ?? []).map(destroyChange), ...(o.change ?? []).map(changeJson)];
      if (!changes.length) throw new MarshalError('options', 'give at least one --destroy PLAYER:UNIT or --change JSON', { field: 'change' });
      writeTable(file, o, runTableCommand(file, { type: 'updateTable', changes }, o.rules ? list(o.rules) : []));
    });
  m42
    .command('end-turn <state>')
    .description('end the turn after the starting phase: the other player starts theirs (writes the state)')
    .option('--out <file>', 'write the state here instead of back to <state>')
    .option('--json', 'machine-readable output: { events, state }')
    .action((file: string, o: { out?: string; json?: boolean }) => writeTable(file, o, runTableCommand(file, { type: 'endTurn' })));
}

function randomSeed(): string {
  return randomBytes(6).toString('hex');
}
