import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { z } from 'zod';
import { type LiveGame, MarshalError, formatSource, parseRecord, parseWith, playCommand, replayRecord, serializeRecord, startGame } from '@marshal/core';
import { type BattleState, battleModule } from '@marshal/battletech';
import { type MissionBattle, type MissionState, missionModule, nextFollowReport } from '@marshal/missions';
import { type MissionBattleChoices, battleForceUnitSchema, missionBattleFrom } from '@marshal/server';
import { localFiles } from '@marshal/loaders/files';
import { printJson, readJsonFile, readTextFile, writeFileAtomic } from '../lib/io';
import { loadMissionRecord, seededFor } from '../lib/mission-record';
import { missionDeployCommand } from './mission-deploy';
import { addMissionChoiceOptions, type MissionChoiceFlags, readMissionChoices } from './mission-options';

/** `marshal mission battle` (a mission set up as a digital battle) and `marshal mission follow` (a tracker brought up to a battle record). */

const forceSchema = z.object({ units: z.array(battleForceUnitSchema.omit({ side: true })).min(1) });

export function readBattleForce(file: string, side: 'attacker' | 'defender') {
  return parseWith(forceSchema, readJsonFile(file), `${side} force`, file).units.map((u) => ({ ...u, side }));
}

const EDGES = ['north', 'south', 'east', 'west'] as const;

/** The digital battle's own flags, shared by `mission battle` and `contract next --digital`. */
export interface BattleFlags extends MissionChoiceFlags {
  boards?: string;
  sheets?: string;
  edge?: string;
  depth?: string;
  deploy?: string;
  rounds?: string;
}

interface BattleOptions extends BattleFlags {
  attacker: string;
  defender: string;
  battleOut: string;
  out: string;
  seed?: string;
  json?: boolean;
}

/** Add the digital battle's flags (boards, sheets, edge, deployment depth and way, round limit) to a command. */
export function addBattleOptions(command: Command): Command {
  return command
    .option('--boards <list>', 'bundled boards, comma-separated, one a sheet ("@180" turns one round); default: the suggested number of grassland sheets')
    .option('--sheets <n>', 'sheets the defender chooses (1–6) when --boards is not given')
    .option('--edge <edge>', "the attacker's edge: north, south, east or west (default south, or a narrow edge when the mission needs one)")
    .option('--depth <hexes>', 'depth of an "along the edge" deployment zone (default 3)')
    .option('--deploy <how>', 'missions whose sides deploy in turns: in-turns (default; place with `marshal mission deploy`) or at-once')
    .option('--rounds <n>', 'battle round limit');
}

const num = (v: string | undefined, field: string) => {
  if (v === undefined) return undefined;
  if (!Number.isInteger(Number(v))) throw new MarshalError('bad-option', `${field} must be a whole number, not "${v}"`, { field });
  return Number(v);
};

/** Everything of a mission battle but its units, from the flags. */
export function battleChoicesFrom(id: string, o: BattleFlags): MissionBattleChoices {
  if (o.deploy && o.deploy !== 'in-turns' && o.deploy !== 'at-once')
    throw new MarshalError('bad-option', `--deploy must be in-turns or at-once, not "${o.deploy}"`, { field: '--deploy' });
  if (o.edge && !EDGES.includes(o.edge as never))
    throw new MarshalError('bad-option', `--edge must be one of ${EDGES.join(', ')}, not "${o.edge}"`, { field: '--edge' });
  const sheets = num(o.sheets, '--sheets');
  const depth = num(o.depth, '--depth');
  const rounds = num(o.rounds, '--rounds');
  const c = readMissionChoices(o);
  const boards = o.boards
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    mission: id,
    ...(boards ? { boards } : {}),
    ...(sheets ? { sheets } : {}),
    ...(o.edge ? { attackerEdge: o.edge as (typeof EDGES)[number] } : {}),
    ...(depth ? { deployDepth: depth } : {}),
    ...(o.deploy ? { deployment: o.deploy as 'in-turns' | 'at-once' } : {}),
    ...(rounds ? { roundLimit: rounds } : {}),
    ...(c.layout ? { layout: c.layout } : {}),
    ...(c.objectives.tokens.length || c.objectives.objectiveHex ? { objectives: c.objectives } : {}),
    ...(c.targets.attacker || c.targets.defender ? { targets: c.targets } : {}),
    targetIgnoresGeneralRetreat: c.targetIgnoresGeneralRetreat,
    params: c.params,
    bothAgreeToExceedCap: c.bothAgreeToExceedCap,
    ruleset: c.ruleset,
    optionalRules: c.optionalRules,
    battleRuleset: [],
    bots: [], // the command line writes record files; the computer player holds seats on a server only
  };
}

/** Write the battle record and the mission record following it (both seeded from one seed, given or random); answers the seed. */
export function writeMissionBattle(built: MissionBattle, choices: MissionBattleChoices, o: { battleOut: string; out: string; seed?: string | undefined }) {
  const seed = o.seed ?? randomBytes(16).toString('hex');
  const battle = startGame(battleModule, { setup: built.battle, ruleset: choices.optionalRules, dice: { kind: 'seeded', seed, stream: 'battle' } });
  const tracker = startGame(missionModule, {
    setup: { ...built.mission, battle: { game: o.battleOut, ...built.link } },
    ruleset: choices.ruleset,
    dice: { kind: 'seeded', seed },
  });
  writeFileAtomic(o.battleOut, serializeRecord(battle.record));
  writeFileAtomic(o.out, serializeRecord(tracker.record));
  return { seed, tracker };
}

function battleCommand(mission: Command): void {
  addBattleOptions(
    addMissionChoiceOptions(mission.command('battle <mission>'))
      .description(
        "set a mission up as a digital battle: both forces placed in the mission's zones; writes the battle record and a mission record that follows it",
      )
      .requiredOption(
        '--attacker <file>',
        'attacker force JSON: { "units": [ { "id", "unit": "Hunchback HBK-4G", "gunnery", "piloting", "commander", "group", "hex", "facing" } ] }',
      )
      .requiredOption('--defender <file>', 'defender force JSON'),
  )
    .requiredOption('--battle-out <record>', 'write the battle record (JSON Lines, seeded) here')
    .requiredOption('--out <record>', 'write the mission record (JSON Lines, seeded) here')
    .option('--seed <seed>', 'seed for both records (default: random, printed)')
    .option('--json', 'machine-readable output')
    .action((id: string, o: BattleOptions) => {
      const choices = battleChoicesFrom(id, o);
      const built = missionBattleFrom(
        { ...choices, units: [...readBattleForce(o.attacker, 'attacker'), ...readBattleForce(o.defender, 'defender')] },
        localFiles,
      );
      const { seed } = writeMissionBattle(built, choices, o);
      if (o.json) return printJson({ seed, placements: built.placements, homeEdges: built.homeEdges, battle: o.battleOut, mission: o.out });
      console.log(`${built.battle.title}: ${built.battle.units.length} units on ${built.battle.map.boards.map((b) => b.name).join(', ')}`);
      for (const p of built.placements) console.log(`  ${p.unit.padEnd(10)} ${p.side.padEnd(9)} ${p.hex} facing ${p.facing}  (${p.zone})`);
      if (built.battle.deployment)
        console.log(`the sides deploy in turns (${built.battle.deployment.rule}): place with \`marshal mission deploy ${o.battleOut} UNIT HEX FACING\``);
      console.log(`home edges: attacker ${built.homeEdges.attacker}, defender ${built.homeEdges.defender}; seed ${seed}`);
      console.log(`battle record: ${o.battleOut}; mission record: ${o.out} (follow it with \`marshal mission follow ${o.out} ${o.battleOut} --seed ${seed}\`)`);
    });
}

function followCommand(mission: Command): void {
  mission
    .command('follow <mission-record> <battle-record>')
    .description("bring a mission record up to a battle record: the battle's unit facts, phase and objective area become mission reports")
    .requiredOption('--seed <seed>', 'the seed the mission record was started with')
    .option('--json', 'machine-readable output')
    .action((file: string, battleFile: string, o: { seed: string; json?: boolean }) => {
      const { record, state } = loadMissionRecord(file);
      const link = (record.header.setup as { battle?: { game: string; sides: Record<string, 'attacker' | 'defender'> } }).battle;
      if (!link) throw new MarshalError('no-battle', `${file} is tracked from a referee's reports, not a digital battle`, { file });
      const battle = replayRecord(battleModule, parseRecord(readTextFile(battleFile), battleFile)).state as BattleState;
      const dice = seededFor(record, o.seed);
      let game: LiveGame = {
        module: missionModule,
        record,
        state,
        ruleset: startGame(missionModule, { setup: record.header.setup, ruleset: record.header.ruleset, dice: { kind: 'scripted' } }).ruleset,
      };
      const applied: string[] = [];
      let refused: string | null = null;
      for (let next = nextFollowReport(game.state as MissionState, battle, link); next; next = nextFollowReport(game.state as MissionState, battle, link)) {
        const r = playCommand(game, next, dice);
        if (!r.ok) {
          refused = `${JSON.stringify(next)}: ${r.rejection.reason}${r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : ''}`;
          break;
        }
        applied.push(JSON.stringify(next));
        game = r.game;
      }
      writeFileAtomic(file, serializeRecord(game.record));
      const s = game.state as MissionState;
      if (o.json)
        return printJson({
          applied: applied.map((a) => JSON.parse(a) as unknown),
          refused,
          turn: s.turn,
          phase: s.phase,
          battle: { round: battle.round, phase: battle.phase, outcome: battle.outcome },
        });
      for (const a of applied) console.log(`took ${a}`);
      if (refused) console.log(`REFUSED ${refused} — sort it out with \`marshal mission report\``);
      console.log(
        `mission at turn ${s.turn}, ${s.phase} phase; battle at round ${battle.round}, ${battle.phase}${battle.outcome ? ` (${battle.outcome.reason})` : ''}`,
      );
    });
}

export function missionBattleCommands(mission: Command): void {
  battleCommand(mission);
  followCommand(mission);
  missionDeployCommand(mission);
}
