import type { Command } from 'commander';
import { startGame, serializeRecord } from '@marshal/core';
import {
  type CampaignCommandInput,
  type CampaignState,
  baseRules,
  campaignModule,
  campaignTimeline,
  defaultTablesAsData,
  hasCatalogRefs,
  parseCampaignSetup,
  resolveCatalogRefs,
  sampleCampaignSetup,
  SCENARIO_TITLES,
} from '@marshal/campaign';
import { catalogFor } from '@marshal/loaders';
import { printJson, readJsonFile, writeFileAtomic } from '../lib/io';
import { type DiceOpts, list, load, play, summary } from '../lib/campaign-record';
import type { CommandModule } from './index';
import { campaignBattleCommands } from './campaign-battle';

/** `marshal campaign …`: the operational campaign (Tactical Handbook) over a record file (JSON Lines). */

function show(file: string, opts: { json?: boolean }): void {
  const { record, state } = load(file);
  const name = (id: string) => state.units[id]?.unit.name ?? id;
  const timeline = campaignTimeline(record.entries, name);
  if (opts.json) return printJson({ state: summary(state), history: state.history, timeline });
  console.log(`${state.title} — goal: ${state.goal.description}${state.goal.turnLimit ? ` (within ${state.goal.turnLimit} turns)` : ''}`);
  for (const t of timeline) {
    console.log(
      `\nTurn ${t.turn}: ${SCENARIO_TITLES[t.scenario]}${t.attempt > 1 ? ` (attempt ${t.attempt})` : ''} — ${t.winner ? `won by the ${t.winner}` : 'undecided'}; costs attacker ${t.costs.attacker}, defender ${t.costs.defender}`,
    );
    for (const e of t.entries) for (const x of e.events) if (x.event.type !== 'turnStarted') console.log(`  ${x.text}`);
  }
  console.log(
    state.ended
      ? `\nCampaign over: the ${state.ended.winner} wins — ${state.ended.reason}`
      : `\nNow: turn ${state.turn}, ${SCENARIO_TITLES[state.scenario.type]} (${state.scenario.status})`,
  );
  for (const side of ['attacker', 'defender'] as const) {
    const l = state.sides[side];
    console.log(`${side} ${l.name}: logistics spent ${l.spent}${l.supply !== undefined ? ` of ${l.supply}` : ''}${l.owed ? `, owed ${l.owed}` : ''}`);
  }
}

function create(setupFile: string, opts: { out: string; seed?: string; rules?: string[]; tables?: string; unitsDir?: string; json?: boolean }): void {
  const raw = readJsonFile(setupFile) as Record<string, unknown>;
  const withUnits = hasCatalogRefs(raw) ? (resolveCatalogRefs(raw, (q) => catalogFor(opts.unitsDir).find(q), setupFile) as Record<string, unknown>) : raw;
  const input = opts.tables ? { ...withUnits, tables: readJsonFile(opts.tables) } : withUnits;
  const setup = parseCampaignSetup(input, opts.tables ? `${setupFile} + ${opts.tables}` : setupFile);
  const game = startGame(campaignModule, { setup, ruleset: opts.rules ?? [], dice: opts.seed ? { kind: 'seeded', seed: opts.seed } : { kind: 'physical' } });
  writeFileAtomic(opts.out, serializeRecord(game.record));
  if (opts.json) return printJson({ record: opts.out, state: summary(game.state as CampaignState) });
  console.log(
    `campaign "${setup.title}" started: ${opts.out} (turn 1, planetary landing; ${opts.seed ? 'seeded dice — keep the seed secret until the end' : 'dice rolled at the table'})`,
  );
}

const diceOptions = (c: Command) =>
  c
    .option('--dice <faces...>', 'faces rolled at the table, one group per roll in order, e.g. --dice "3 4" "6 1"')
    .option('--seed <seed>', 'the seed the campaign was created with (seeded records)')
    .option('--json', 'machine-readable output');

export const campaignCommands: CommandModule = (program: Command) => {
  const c = program
    .command('campaign')
    .description('Operational campaign (BattleTech Tactical Handbook, operational turns): landing, meeting engagement, scenario chain, logistics');

  c.command('sample')
    .description("print a sample campaign setup (Natalie vs Ralph, the Tactical Handbook's worked example) to edit")
    .action(() => printJson(sampleCampaignSetup()));
  c.command('tables')
    .description('print the default campaign tables as JSON to edit and pass to `create --tables`')
    .action(() => printJson(defaultTablesAsData(baseRules)));

  c.command('create <setup>')
    .description('start a campaign record from a setup JSON (forces, goal, budgets)')
    .requiredOption('--out <record>', 'the campaign record to write (JSON Lines)')
    .option('--seed <seed>', 'roll dice from this seed (otherwise dice are rolled at the table)')
    .option('--rules <ids>', 'ruleset options, comma-separated (e.g. landing-logistics-when-won)', list)
    .option('--tables <file>', 'replacement tables JSON (see `marshal campaign tables`)')
    .option('--units-dir <dir>', 'MegaMek unit files for units given as { "catalog": "Chassis Model" } (default: the bundled files)')
    .option('--json', 'machine-readable output')
    .action(create);

  diceOptions(
    c
      .command('landing <record>')
      .description("make the planetary landing: the attacker's modifier (-3..+3), the landing roll, the defender's attacks, landing logistics"),
  )
    .option('--modifier <n>', 'landing modifier -3..+3 (first attempt only)', (v) => Number(v))
    .option('--defender <ids>', 'defender units taking part (none: the defender stays out)', list)
    .option('--defender-spend <n>', 'points the defender spends after a lost landing (≤ 3600 per lance)', (v) => Number(v))
    .action((file: string, o: DiceOpts & { modifier?: number; defender?: string[]; defenderSpend?: number }) =>
      play(
        file,
        { type: 'landing', ...(o.modifier !== undefined ? { modifier: o.modifier } : {}), defender: o.defender ?? [], defenderSpend: o.defenderSpend ?? 0 },
        o,
      ),
    );

  diceOptions(c.command('meeting-engagement <record>').description('roll the meeting engagement (reconnaissance groups only, once per campaign)'))
    .requiredOption('--attacker <ids>', 'attacking units taking part', list)
    .requiredOption('--defender <ids>', 'defending units taking part', list)
    .action((file: string, o: DiceOpts & { attacker: string[]; defender: string[] }) =>
      play(file, { type: 'meetingEngagement', attacker: o.attacker, defender: o.defender }, o),
    );

  diceOptions(c.command('report-battle <record>'))
    .description("enter the result of the current scenario's battle")
    .requiredOption('--winner <side>', 'attacker or defender')
    .option('--attacker <ids>', 'attacking units that fought (the landing and meeting engagement already know them)', list)
    .option('--defender <ids>', 'defending units that fought', list)
    .option('--destroyed <ids>', 'units destroyed', list)
    .option('--damaged <ids>', 'units damaged', list)
    .option('--salvage <ids>', 'destroyed units the winner salvages', list)
    .option('--from <kind:id>', 'where the result comes from: digital:RECORD or missions:RECORD')
    .option('--notes <text>', 'a note for the timeline')
    .action(
      (
        file: string,
        o: DiceOpts & {
          winner: string;
          attacker?: string[];
          defender?: string[];
          destroyed?: string[];
          damaged?: string[];
          salvage?: string[];
          from?: string;
          notes?: string;
        },
      ) => {
        const [kind, recordId] = (o.from ?? 'entered').split(':');
        const source = kind === 'entered' ? { kind: 'entered' as const } : { kind: kind as 'digital' | 'missions', recordId: recordId ?? '' };
        const cmd = {
          type: 'reportBattle',
          winner: o.winner,
          attacker: o.attacker,
          defender: o.defender,
          destroyed: o.destroyed ?? [],
          damaged: o.damaged ?? [],
          salvage: o.salvage ?? [],
          source,
          ...(o.notes ? { notes: o.notes } : {}),
        };
        play(file, cmd as CampaignCommandInput, o);
      },
    );

  diceOptions(c.command('next-turn <record>'))
    .description('finish the turn: victory determination, battlefield recovery, events, logistics, repair and refit; then the next scenario')
    .option('--event <text...>', 'what happened in the events phase')
    .action((file: string, o: DiceOpts & { event?: string[] }) => play(file, { type: 'nextTurn', events: o.event ?? [] }, o));

  diceOptions(c.command('support <record>'))
    .description('a side receives support: a group JSON (id, name, role, lances with units); refused to the attacker before the landing is won')
    .requiredOption('--side <side>', 'attacker or defender')
    .requiredOption('--group <file>', 'the group JSON')
    .action((file: string, o: DiceOpts & { side: 'attacker' | 'defender'; group: string }) =>
      play(file, { type: 'receiveSupport', side: o.side, group: readJsonFile(o.group) as never }, o),
    );

  diceOptions(c.command('concede <record>'))
    .description('a side gives up the campaign')
    .requiredOption('--side <side>', 'attacker or defender')
    .requiredOption('--reason <text>', 'why')
    .action((file: string, o: DiceOpts & { side: 'attacker' | 'defender'; reason: string }) =>
      play(file, { type: 'concede', side: o.side, reason: o.reason }, o),
    );

  c.command('show <record>')
    .description('replay the record and print the timeline: each turn, its rolls, outcome and costs')
    .option('--json', 'machine-readable output')
    .action(show);

  campaignBattleCommands(c);
};
