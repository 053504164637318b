import type { Command } from 'commander';
import { z } from 'zod';
import { DiceNeeded, MarshalError, PhysicalDice, formatSource, parseWith, playCommand, resolveRuleset, serializeRecord, startGame } from '@marshal/core';
import {
  MISSIONS,
  missionBriefing,
  missionModule,
  missionUnitSchema,
  missionStatus,
  narrateMissionEvents,
  washUp,
  type MissionEvent,
  type MissionState,
  type MissionUnit,
  type Briefing,
  type WashUp,
} from '@marshal/missions';
import { printJson, readJsonFile, writeFileAtomic } from '../lib/io';
import type { CommandModule } from './index';
import { missionBattleCommands } from './mission-battle';
import { addMissionChoiceOptions, type MissionChoiceFlags, readMissionChoices } from './mission-options';
import { loadMissionRecord, seededFor } from '../lib/mission-record';

const forceSchema = z.object({ units: z.array(missionUnitSchema.omit({ side: true })).min(1) });

function readForce(file: string, side: 'attacker' | 'defender'): MissionUnit[] {
  const force = parseWith(forceSchema, readJsonFile(file), `${side} force`, file);
  return force.units.map((u) => ({ ...u, side }));
}

function printBriefing(b: Briefing): void {
  const lines = [
    `${b.mission.title} — ${b.mission.summary}`,
    `Board: ${b.board.sheets} ${b.board.sheets === 1 ? 'sheet' : 'sheets'}, ${b.board.layout.note}${b.board.fixedByMission ? ' (set by the mission)' : ''}; ` +
      `suggested for ${b.board.countedUnits} counted units: ${b.board.reasons.map((r) => r.text).join('; ')}`,
    `Forces: attacker ${b.forces.attacker.units} units / ${b.forces.attacker.tons} t, defender ${b.forces.defender.units} units / ${b.forces.defender.tons} t`,
    ...b.problems.map((p) => `PROBLEM: ${p.message} [${formatSource(p.source)}]`),
    'Deployment:',
    ...b.zones.map((z) => `  ${z.side}: ${z.text} [${formatSource(z.source)}]`),
    'Special rules:',
    ...b.specialRules.map((z) => `  ${z.side}: ${z.text} [${formatSource(z.source)}]`),
    ...b.numbers.map((n) => `${n.label}: ${n.value} [${formatSource(n.source)}]`),
    `Withdrawal: attacker by the ${b.withdrawal.attacker}; defender by the ${b.withdrawal.defender}`,
    'House rules:',
    ...b.houseRules.map((r) => `  ${r.title} [${formatSource(r.source)}]`),
    ...(b.optionalRules.length ? ['Optional rules agreed:', ...b.optionalRules.map((r) => `  ${r.title} [${formatSource(r.source)}]`)] : []),
    'Turn track:',
    ...b.turnTrack.map((t) => `  after turn ${t.afterTurn}: ${t.text}`),
  ];
  console.log(lines.join('\n'));
}

function printWashUp(w: WashUp, state: MissionState): void {
  const side = (name: 'attacker' | 'defender') => {
    const r = w.status[name];
    return `${name}: ${r.outcome}${r.payPercent !== null ? `, ${r.payPercent}% pay` : ''}${r.factionPoints ? `, faction points: ${r.factionPoints}` : ''}\n${r.reasons.map((x) => `    because ${x.text} [${formatSource(x.source)}]`).join('\n')}`;
  };
  console.log(`${w.mission}, turn ${state.turn}${w.ended ? ` — ended: ${w.ended.reason}` : ' — in progress'}`);
  console.log(side('attacker'));
  console.log(side('defender'));
  console.log(`salvage: ${w.salvage.controller} — ${w.salvage.reason.text} [${formatSource(w.salvage.reason.source)}]`);
  for (const u of w.units)
    console.log(
      `  ${u.name} (${u.side}): ${u.status}, crew ${u.crew}${u.salvageTo ? `, salvage to ${u.salvageTo}` : ''}${u.notes.length ? ` — ${u.notes.join('; ')}` : ''}`,
    );
  const musts = Object.values(state.units).filter((u) => u.mustWithdraw && (u.status === 'active' || u.status === 'immobile'));
  if (musts.length) console.log(`must withdraw: ${musts.map((u) => u.unit.name).join(', ')}`);
}

export const missionCommands: CommandModule = (program: Command) => {
  const mission = program.command('mission').description('Mechwarriors of Fortune missions: set up, track and score');

  mission
    .command('list')
    .description('list the nine missions')
    .option('--json', 'machine-readable output')
    .action((opts: { json?: boolean }) => {
      const rows = MISSIONS.map((m) => ({ id: m.id, title: m.title, summary: m.summary, edges: m.edges, source: formatSource(m.source) }));
      if (opts.json) return printJson(rows);
      for (const r of rows) console.log(`${r.id.padEnd(18)} ${r.title.padEnd(18)} ${r.summary}`);
    });

  addMissionChoiceOptions(
    mission
      .command('setup <mission>')
      .description(
        'check two forces against a mission and print its set-up sheet with every choice made; --out starts a ' +
          'tracking record (Sabotage and Rapid Recon need their --token options, Extraction its --objective-hex)',
      )
      .requiredOption('--attacker <file>', 'attacker force JSON: { "units": [ { id, name, tonnage, … } ] }')
      .requiredOption('--defender <file>', 'defender force JSON')
      .option('--sheets <n>', 'sheets the defender chooses (1–6)', (v) => Number(v)),
  )
    .option('--out <record>', 'write a mission record (JSON Lines) to track the game')
    .option('--seed <seed>', "roll the record's dice from this seed instead of physical dice")
    .option('--json', 'machine-readable output')
    .action((id: string, opts: MissionChoiceFlags & { attacker: string; defender: string; sheets?: number; out?: string; seed?: string; json?: boolean }) => {
      if (opts.sheets !== undefined && !(Number.isInteger(opts.sheets) && opts.sheets >= 1 && opts.sheets <= 6))
        throw new MarshalError('bad-option', `--sheets: the defender may choose 1 to 6 sheets, not ${String(opts.sheets)}`, { field: '--sheets' });
      const units = [...readForce(opts.attacker, 'attacker'), ...readForce(opts.defender, 'defender')];
      const c = readMissionChoices(opts);
      const briefing = missionBriefing({
        mission: id,
        units,
        ...(opts.sheets ? { sheets: opts.sheets } : {}),
        ...(c.layout ? { layout: c.layout } : {}),
        bothAgreeToExceedCap: c.bothAgreeToExceedCap,
        params: c.params,
        ruleset: c.ruleset,
        optionalRules: c.optionalRules,
      });
      if (opts.out) {
        const game = startGame(missionModule, {
          setup: {
            mission: id,
            units,
            bothAgreeToExceedCap: c.bothAgreeToExceedCap,
            params: c.params,
            objectives: c.objectives,
            targets: c.targets,
            targetIgnoresGeneralRetreat: c.targetIgnoresGeneralRetreat,
            optionalRules: c.optionalRules,
            ...(opts.sheets ? { sheets: opts.sheets } : {}),
            ...(c.layout ? { layout: c.layout } : {}),
          },
          ruleset: c.ruleset,
          dice: opts.seed ? { kind: 'seeded', seed: opts.seed } : { kind: 'physical' },
        });
        writeFileAtomic(opts.out, serializeRecord(game.record));
      }
      if (opts.json) return printJson(briefing);
      printBriefing(briefing);
      if (opts.out) console.log(`record started: ${opts.out}`);
    });

  mission
    .command('report <record> <command>')
    .description('append a referee report (a mission command as JSON) to a record; dice rolled at the table go in --dice')
    .option('--dice <faces...>', 'faces rolled at the table, one group per roll, e.g. --dice "3 4" "6 1"')
    .option('--seed <seed>', 'the seed the record was started with (seeded records)')
    .option('--json', 'the raw events and rolls as JSON instead of narrated lines')
    .action((file: string, commandText: string, opts: { dice?: string[]; seed?: string; json?: boolean }) => {
      const { record, state } = loadMissionRecord(file);
      let command: unknown;
      try {
        command = JSON.parse(commandText);
      } catch {
        throw new MarshalError('invalid-command', `the command is not JSON: ${commandText}`, { field: 'command' });
      }
      const dice = opts.seed
        ? seededFor(record, opts.seed)
        : new PhysicalDice(
            (opts.dice ?? []).map((g) =>
              g
                .trim()
                .split(/[\s,]+/)
                .map(Number),
            ),
          );
      const game = {
        module: missionModule,
        record,
        state,
        ruleset: startGame(missionModule, { setup: record.header.setup, ruleset: record.header.ruleset, dice: { kind: 'scripted' } }).ruleset,
      };
      let r;
      try {
        r = playCommand(game, command, dice);
      } catch (e) {
        if (e instanceof DiceNeeded)
          throw new MarshalError('dice-needed', `${e.message}: roll at the table and pass every roll of this report in order with --dice, e.g. --dice "3 4"`, {
            field: 'dice',
          });
        throw e;
      }
      if (!r.ok)
        throw new MarshalError(
          'rejected',
          `${r.rejection.reason}${r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : ''}`,
          r.rejection.field ? { field: r.rejection.field } : {},
        );
      writeFileAtomic(file, serializeRecord(r.game.record));
      if (opts.json) return printJson({ events: r.events, rolls: r.rolls });
      for (const l of narrateMissionEvents(r.game.state as MissionState, r.events as MissionEvent[])) {
        console.log(l.text);
        for (const d of l.details ?? []) console.log(`  ${d}`);
      }
    });

  missionBattleCommands(mission);

  mission
    .command('evaluate <record>')
    .description('replay a mission record and print its status: outcome, reasons, pay, faction points, salvage')
    .option('--json', 'machine-readable output')
    .action((file: string, opts: { json?: boolean }) => {
      const { record, state } = loadMissionRecord(file);
      const rules = resolveRuleset(missionModule.options, missionModule.baseRules, record.header.ruleset).rules;
      const w = washUp(state, rules);
      if (opts.json) return printJson({ turn: state.turn, status: missionStatus(state, rules), washUp: w });
      printWashUp(w, state);
    });
};
