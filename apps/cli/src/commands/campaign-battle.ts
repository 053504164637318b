import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import {
  type GameRecord,
  type LiveGame,
  MarshalError,
  PhysicalDice,
  SeededDice,
  commitSeed,
  formatSource,
  headerHash,
  parseDice,
  parseRecord,
  playCommand,
  replayRecord,
  revealSeed,
  serializeRecord,
  startGame,
} from '@marshal/core';
import { type BattleState, type CombatRules, battleModule, botCommand } from '@marshal/battletech';
import {
  type CampaignRules,
  type CampaignState,
  SCENARIO_TITLES,
  battleReportProblem,
  campaignModule,
  campaignRules,
  reportFromBattle,
} from '@marshal/campaign';
import { campaignBattleFrom } from '@marshal/server';
import { printJson, readTextFile, writeFileAtomic } from '../lib/io';
import { list, load, play } from '../lib/campaign-record';
import { wholeNumber } from './dice';

/**
 * `marshal campaign battle | battle-bot | battle-report`: the scenario awaiting battle fought as a digital battle over record files —
 * start it from the campaign, let bots play it, and report its end back from the battle record.
 */

/** A battle record's id as the campaign links it: from its header, which commits to its seed, so no other record has it. */
export const battleRecordId = (record: GameRecord): string => `record-${headerHash(record.header).slice(0, 16)}`;

function loadBattle(file: string): { record: GameRecord; state: BattleState } {
  if (!existsSync(file)) throw new MarshalError('not-found', `there is no battle record ${file}`, { file, field: 'battle' });
  const record = parseRecord(readTextFile(file), file);
  if (record.header.module !== battleModule.id)
    throw new MarshalError('wrong-module', `${file} is a ${record.header.module} record, not a battle`, { file, line: 1, field: 'module' });
  return { record, state: replayRecord(battleModule, record).state as BattleState };
}

const rulesOf = (record: GameRecord, state: CampaignState): CampaignRules =>
  campaignRules(
    state,
    startGame(campaignModule, { setup: record.header.setup, ruleset: record.header.ruleset, dice: { kind: 'scripted' } }).ruleset.rules as never,
  );

interface StartOptions {
  battleOut: string;
  attacker?: string[];
  defender?: string[];
  boards?: string[];
  rounds?: string;
  battleSeed?: string;
  json?: boolean;
}

const boardList = (v: string, prev: string[] = []) => [
  ...prev,
  ...v
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean),
];

function startBattle(file: string, o: StartOptions): void {
  const { record, state } = load(file);
  const built = campaignBattleFrom(
    state,
    rulesOf(record, state),
    {
      ...(o.attacker ? { attacker: o.attacker } : {}),
      ...(o.defender ? { defender: o.defender } : {}),
      ...(o.boards ? { boards: o.boards } : {}),
      roundLimit: o.rounds === undefined ? null : wholeNumber(o.rounds, '--rounds', 1, 100),
    },
    { boards: '--boards' },
  );
  if ('reason' in built)
    throw new MarshalError('rejected', `${built.reason}${built.source ? ` [${formatSource(built.source)}]` : ''}`, {
      file,
      ...(built.field ? { field: built.field } : {}),
    });
  const seed = o.battleSeed ?? randomBytes(16).toString('hex');
  const battle = startGame(battleModule, {
    setup: battleModule.parseSetup(built.setup),
    ruleset: [],
    dice: { kind: 'seeded', seed },
    meta: { campaign: { record: basename(file), turn: state.turn, scenario: state.scenario.type } },
  });
  const id = battleRecordId(battle.record);
  writeFileAtomic(o.battleOut, serializeRecord(battle.record));
  // fightDigitally rolls no dice: an empty table-side source refuses any roll.
  play(
    file,
    { type: 'fightDigitally', battle: id, attacker: [...built.plan.attacker], defender: [...built.plan.defender] },
    { json: o.json },
    new PhysicalDice([]),
  );
  if (o.json) return;
  const d = built.plan.deployment;
  console.log(`${built.setup.title}: battle record ${o.battleOut} (id ${id}), seed ${seed} — keep it to play on`);
  console.log(
    `attacker ${d.attacker.code} (${d.attacker.edge} edge), defender ${d.defender.code} (${d.defender.edge} edge): ${d.note} [${formatSource(d.source)}]`,
  );
  console.log(`next: \`marshal campaign battle-bot ${o.battleOut} --seed ${seed}\`, then \`marshal campaign battle-report ${file} ${o.battleOut}\``);
}

/** The seeded stream of a battle record, continued past the draws already made; the seed must match the record's commitment. */
function battleDice(record: GameRecord, seed: string, file: string): SeededDice {
  const dice = record.header.dice;
  if (dice.kind !== 'seeded') throw new MarshalError('dice', `${file} does not roll seeded dice`, { file, field: 'dice' });
  if (commitSeed(seed) !== dice.commitment) throw new MarshalError('dice', `--seed is not the seed ${file} was started with`, { file, field: '--seed' });
  const source = SeededDice.fromSeed(seed, dice.stream);
  for (const e of record.entries) for (const r of e.rolls) source.draw({ count: r.faces.length, sides: parseDice(r.notation).sides, purpose: r.purpose });
  return source;
}

function botPlay(file: string, o: { seed: string; maxCommands?: string; json?: boolean }): void {
  const { record, state } = loadBattle(file);
  if (record.reveal) throw new MarshalError('closed', `${file} is finished: its seed is revealed`, { file });
  const dice = battleDice(record, o.seed, file);
  const max = wholeNumber(o.maxCommands ?? '20000', '--max-commands', 1, 1_000_000);
  let game: LiveGame = {
    module: battleModule,
    record,
    state,
    ruleset: startGame(battleModule, { setup: record.header.setup, ruleset: record.header.ruleset, dice: { kind: 'scripted' } }).ruleset,
  };
  let played = 0;
  for (
    let command = botCommand(state, game.ruleset.rules as CombatRules);
    command;
    command = botCommand(game.state as BattleState, game.ruleset.rules as CombatRules)
  ) {
    if (played >= max) break;
    const r = playCommand(game, command, dice);
    if (!r.ok) throw new MarshalError('bot-rejected', `the bot's ${command.type} was refused: ${r.rejection.reason}`, { file, field: 'command' });
    game = r.game;
    played++;
  }
  const end = game.state as BattleState;
  const out = end.outcome ? revealSeed(game.record, o.seed) : game.record;
  writeFileAtomic(file, serializeRecord(out));
  if (o.json) return printJson({ commands: played, round: end.round, phase: end.phase, outcome: end.outcome, revealed: Boolean(end.outcome) });
  console.log(
    end.outcome
      ? `the bots played ${played} commands: ${end.outcome.reason} (round ${end.outcome.round}); seed revealed`
      : `the bots played ${played} commands; the battle is at round ${end.round}, ${end.phase} phase`,
  );
}

function reportBattle(file: string, battleFile: string, o: { salvage?: string[]; json?: boolean }): void {
  const { state } = load(file);
  const battle = loadBattle(battleFile);
  const id = battleRecordId(battle.record);
  const problem = battleReportProblem(state, id, battle.state);
  if (problem) throw new MarshalError('rejected', `${battleFile}: ${problem}`, { file, field: 'battle' });
  const scenario = SCENARIO_TITLES[state.scenario.type];
  play(file, reportFromBattle(state, id, battle.state, o.salvage ?? []), { json: o.json }, new PhysicalDice([]));
  if (!o.json) console.log(`${scenario} of turn ${state.turn} reported from ${battleFile}; finish the turn with \`marshal campaign next-turn ${file}\``);
}

export function campaignBattleCommands(c: Command): void {
  c.command('battle <record>')
    .description(
      'fight the scenario awaiting battle digitally: writes a battle record of the eligible (or chosen) units with the damage they ' +
        'carry, deployed per the scenario, and links it',
    )
    .requiredOption('--battle-out <file>', 'the battle record to write (JSON Lines, seeded)')
    .option('--attacker <ids>', 'attacking units to field (default: the units the roll fixed, or every eligible unit)', list)
    .option('--defender <ids>', 'defending units to field', list)
    .option('--boards <names>', 'bundled boards, comma-separated, one a sheet (default: one 16x17 grassland sheet, two beyond eight units)', boardList)
    .option('--rounds <n>', 'round limit (a battle that reaches it has no victor; the defender holds the field)')
    .option('--battle-seed <seed>', "the battle's dice seed (default: random, printed)")
    .option('--json', 'machine-readable output')
    .action(startBattle);
  c.command('battle-bot <battle-record>')
    .description('let the bots play both sides of a battle record to its end (the seed is then revealed, so `marshal verify` proves it)')
    .requiredOption('--seed <seed>', 'the seed printed by `marshal campaign battle`')
    .option('--max-commands <n>', 'stop after this many commands (default 20000)')
    .option('--json', 'machine-readable output')
    .action(botPlay);
  c.command('battle-report <record> <battle-record>')
    .description("report the scenario's finished battle into the campaign from its record: winner, destructions, withdrawals, damage carried on")
    .option('--salvage <ids>', 'destroyed units the winner salvages', list)
    .option('--json', 'machine-readable output')
    .action(reportBattle);
}
