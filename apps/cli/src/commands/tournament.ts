import type { Command } from 'commander';
import { MarshalError, parseWith } from '@marshal/core';
import {
  baseRules,
  catalogRosterCatalog,
  checkRoster,
  fixtureCatalog,
  parsePlayersCsv,
  resolveRosterInput,
  sampleCatalog,
  sampleResult,
  standings,
  standingsCsv,
  SAMPLE_FACTIONS,
  currentRound,
  samplePlayerCommands,
  type FixtureUnit,
  type RosterCatalog,
  type TournamentEvent,
} from '@marshal/tournament';
import { z } from 'zod';
import { catalogFor, catalogSources, eraFactions, loadAvailability } from '@marshal/loaders';
import { printJson, readJsonFile, readTextFile } from '../lib/io';
import { createTournament, loadTournament, parseActor, play, revealTournament, stateOf, type StoredTournament } from './tournament-store';
import { pairingLines, problemLines, standingsLines } from './tournament-format';
import type { CommandModule } from './index';

/** `marshal tournament …`: the Solaris VII Stable Challenge kept in a record file. */

type Common = { json?: boolean; as?: string };
const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const unitsSchema = z.array(z.any());

function catalogFrom(o: { units?: string; sampleUnits?: boolean }): RosterCatalog {
  if (o.units) return fixtureCatalog(parseWith(unitsSchema, readJsonFile(o.units), 'unit facts', o.units) as FixtureUnit[], SAMPLE_FACTIONS);
  if (o.sampleUnits) return sampleCatalog();
  return catalogRosterCatalog(catalogSources(catalogFor(), loadAvailability()));
}

function output(o: { json?: boolean }, json: unknown, text: () => string[]): void {
  if (o.json) printJson(json);
  else for (const l of text()) console.log(l);
}

function run(
  file: string,
  command: Record<string, unknown>,
  o: { json?: boolean; as?: string },
  text: (t: StoredTournament, events: TournamentEvent[]) => string[],
): void {
  const t = loadTournament(file);
  const events = play(t, { actor: parseActor(o.as), ...command });
  output(o, { events }, () => text(t, events));
}

const said = (what: string) => () => [what];

function registration(tour: Command): void {
  tour
    .command('create <file>')
    .description('start a tournament record (FILE) with its seed kept in FILE.seed.json')
    .requiredOption('--title <title>', 'event title')
    .option('--date <yyyy-mm-dd>')
    .option('--seed <seed>', 'dice seed (default: random)')
    .option('--pairing <method>', 'swiss (maximum-weight matching) or round-robin', 'swiss')
    .option('--tiebreakers <ids>', 'ordered tiebreaker ids (default a–g)')
    .option('--rules <ids>', 'house-rule options, e.g. solaris-open-outcomes-margin')
    .option('--json')
    .action((file: string, o: { title: string; date?: string; seed?: string; pairing: string; tiebreakers?: string; rules?: string; json?: boolean }) => {
      const factions = eraFactions(loadAvailability(), baseRules.era.name);
      const setup = {
        title: o.title,
        pairing: o.pairing,
        ...(o.date ? { date: o.date } : {}),
        ...(o.tiebreakers ? { tiebreakers: list(o.tiebreakers) } : {}),
        ...(factions.length ? { factions } : {}),
      };
      const t = createTournament(file, setup, o.rules ? list(o.rules) : [], o.seed);
      output(o, { file, setup: stateOf(t).setup }, said(`created ${file} (${o.title}); keep ${file}.seed.json private until the prize draw`));
    });
  tour
    .command('add-player <file>')
    .description('add a player (--id, --name, --faction) or many from --csv (id,name,faction,club)')
    .option('--id <id>')
    .option('--name <name>')
    .option('--faction <faction>')
    .option('--club <club>')
    .option('--csv <players.csv>')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, o: { id?: string; name?: string; faction?: string; club?: string; csv?: string; as?: string; json?: boolean }) => {
      const rows = o.csv
        ? parsePlayersCsv(readTextFile(o.csv), o.csv)
        : [{ player: o.id ?? '', name: o.name ?? '', faction: o.faction ?? '', ...(o.club ? { club: o.club } : {}) }];
      const t = loadTournament(file);
      const events = rows.flatMap((r) => play(t, { type: 'addPlayer', actor: parseActor(o.as), ...r }));
      output(o, { events }, said(`added ${rows.length} player(s)`));
    });
  const rosterOptions = (c: Command) =>
    c
      .requiredOption('--roster <roster.json>')
      .option('--units <facts.json>', 'unit facts typed in (JSON list); default: the MegaMek catalog with MUL availability')
      .option('--sample-units', 'use the bundled sample unit facts')
      .option('--as <actor>')
      .option('--json');
  rosterOptions(tour.command('check-roster <file> <player>').description('check a roster without saving it; every problem with its reason')).action(
    (file: string, player: string, o: { roster: string; units?: string; sampleUnits?: boolean; json?: boolean }) => {
      const s = stateOf(loadTournament(file));
      const p = s.players[player];
      if (!p) throw new MarshalError('unknown-player', `no player ${player}`, { field: 'player' });
      const roster = resolveRosterInput(readJsonFile(o.roster), catalogFrom(o), p.faction, baseRules.era.name, o.roster);
      const problems = checkRoster(roster, p.faction, baseRules, s.setup.factions);
      output(o, { ok: problems.length === 0, problems }, () => (problems.length ? ['roster has problems:', ...problemLines(problems)] : ['roster is legal']));
      if (problems.length) process.exitCode = 1;
    },
  );
  rosterOptions(
    tour.command('set-roster <file> <player>').description('enter a player’s roster (refused with every reason when illegal; frozen at start)'),
  ).action((file: string, player: string, o: { roster: string; units?: string; sampleUnits?: boolean; as?: string; json?: boolean }) => {
    const t = loadTournament(file);
    const p = stateOf(t).players[player];
    if (!p) throw new MarshalError('unknown-player', `no player ${player}`, { field: 'player' });
    const roster = resolveRosterInput(readJsonFile(o.roster), catalogFrom(o), p.faction, baseRules.era.name, o.roster);
    const events = play(t, { type: 'setRoster', actor: parseActor(o.as), player, roster });
    output(o, { events }, said(`roster set for ${p.name}`));
  });
  tour
    .command('drop <file> <player>')
    .description('drop a player from later rounds (their results stay)')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, player: string, o) => run(file, { type: 'dropPlayer', player }, o, said(`${player} dropped`)));
  tour
    .command('start <file>')
    .description('close registration and freeze rosters and special ammunition')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, o) => run(file, { type: 'startEvent' }, o, said('event started; rosters are frozen')));
}

function rounds(tour: Command): void {
  tour
    .command('pair <file>')
    .description('pair the next round (maximum-weight matching, no rematches, a bye for an odd field)')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, o) => run(file, { type: 'pairRound' }, o, (t) => pairingLines(stateOf(t))));
  tour
    .command('schedule <file>')
    .description("the day's timetable, duel categories and phase time limits")
    .option('--json')
    .action((file: string, o: { json?: boolean }) => {
      const s = stateOf(loadTournament(file));
      const limits = baseRules.phaseLimits;
      output(o, { schedule: s.setup.schedule, phaseLimits: limits, maxGameRounds: baseRules.maxGameRounds }, () => [
        ...s.setup.schedule.map((x) => `${x.from}–${x.to}  ${x.what}${x.duel ? ` (${baseRules.categories[x.duel - 1]?.label ?? '?'})` : ''}`),
        `movement phase ≤ ${limits.movementSeconds / 60} min, fire phase ≤ ${limits.fireSeconds / 60} min (+${limits.psrExtraSeconds / 60} min after a failed piloting roll); at most ${baseRules.maxGameRounds} game rounds`,
      ]);
    });
  tour
    .command('pairings <file>')
    .description('show a round’s pairings, BV balancing and scores')
    .option('--round <n>')
    .option('--json')
    .action((file: string, o: { round?: string; json?: boolean }) => {
      const s = stateOf(loadTournament(file));
      const n = o.round ? Number(o.round) : s.rounds.length;
      output(o, s.rounds[n - 1] ?? null, () => pairingLines(s, n));
    });
  tour
    .command('map <file> <duel>')
    .description('record the map choice: three maps, the one removed, the one picked, the entry edge')
    .requiredOption('--maps <a,b,c>')
    .requiredOption('--remove <map>')
    .requiredOption('--pick <map>')
    .requiredOption('--edge <edge>', 'north|south|east|west')
    .option('--swap', 'the lower-BV player swapped roles')
    .option('--lower-bv <player>', 'who takes the lower-BV role when BVs are equal')
    .option('--as <actor>')
    .option('--json')
    .action(
      (
        file: string,
        duel: string,
        o: { maps: string; remove: string; pick: string; edge: string; swap?: boolean; lowerBv?: string; as?: string; json?: boolean },
      ) =>
        run(
          file,
          {
            type: 'chooseMap',
            duel,
            choice: { maps: list(o.maps), removed: o.remove, map: o.pick, entryEdge: o.edge, swapRoles: !!o.swap },
            ...(o.lowerBv ? { lowerBvPlayer: o.lowerBv } : {}),
          },
          o,
          said(`map recorded for ${duel}`),
        ),
    );
  const result = (o: { a: string; b: string; rounds: string; battle?: string }) => ({
    a: o.a,
    b: o.b,
    gameRounds: Number(o.rounds),
    via: o.battle ? { kind: 'battle', record: o.battle } : { kind: 'table' },
  });
  const resultOptions = (c: Command) =>
    c
      .requiredOption('--a <state>', "first player's 'Mech: intact|crippled|destroyed")
      .requiredOption('--b <state>')
      .requiredOption('--rounds <n>', 'game rounds played (at most 20)')
      .option('--battle <record>', 'the digital battle record the result came from')
      .option('--as <actor>')
      .option('--json');
  resultOptions(tour.command('report <file> <duel>').description('report a duel result (a player reports their own; the opponent confirms)')).action(
    (file: string, duel: string, o) => run(file, { type: 'reportResult', duel, result: result(o) }, o, said(`result for ${duel} recorded`)),
  );
  tour
    .command('confirm <file> <duel>')
    .description('the opponent confirms a reported result')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, duel: string, o) => run(file, { type: 'confirmResult', duel }, o, said(`${duel} confirmed`)));
  tour
    .command('dispute <file> <duel>')
    .description('the opponent disputes a reported result; the organiser settles')
    .requiredOption('--reason <text>')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, duel: string, o: Common & { reason: string }) =>
      run(file, { type: 'disputeResult', duel, reason: o.reason }, o, said(`${duel} disputed`)),
    );
  resultOptions(tour.command('settle <file> <duel>').description('the organiser settles a result').option('--note <text>', '', '')).action(
    (file: string, duel: string, o: Common & { note: string }) =>
      run(file, { type: 'settleResult', duel, result: result(o as never), note: o.note }, o, said(`${duel} settled`)),
  );
}

function finish(tour: Command): void {
  tour
    .command('standings <file>')
    .description('standings with every tiebreaker')
    .option('--json')
    .option('--csv')
    .action((file: string, o: { json?: boolean; csv?: boolean }) => {
      const s = stateOf(loadTournament(file));
      if (o.csv) process.stdout.write(standingsCsv(standings(s)));
      else output(o, { tiebreakers: s.setup.tiebreakers, rows: standings(s) }, () => standingsLines(s));
    });
  tour
    .command('toss-coins <file>')
    .description('settle ties still level after tiebreakers a–f (seeded, recorded)')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, o) =>
      run(file, { type: 'tossCoins' }, o, (_t, ev) =>
        ev.flatMap((e) => (e.type === 'coinsTossed' ? e.groups.map((g) => `coin toss: ${g.order.join(' > ')}`) : [])),
      ),
    );
  tour
    .command('draw-prizes <file>')
    .description('draw the prizes (one ticket each, +3/+2/+1 for places 1–3)')
    .option('--prizes <n>')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, o: Common & { prizes?: string }) =>
      run(file, { type: 'drawPrizes', ...(o.prizes ? { prizeCount: Number(o.prizes) } : {}) }, o, (_t, ev) =>
        ev.flatMap((e) =>
          e.type === 'prizesDrawn'
            ? e.draw.draws.map((d) => `prize ${d.prize}: ticket ${d.ticket} — ${d.player} (of ${d.pot.length}; voided ${d.voided.join(', ') || 'none'})`)
            : [],
        ),
      ),
    );
  tour
    .command('best-painted <file> <player>')
    .description('record the best-painted prize')
    .option('--note <text>', '', '')
    .option('--as <actor>')
    .option('--json')
    .action((file: string, player: string, o: Common & { note: string }) =>
      run(file, { type: 'awardBestPainted', player, note: o.note }, o, said(`best-painted prize: ${player}`)),
    );
  tour
    .command('reveal <file>')
    .description('publish the seed as the record’s last line so anyone can verify every draw')
    .action((file: string) => {
      revealTournament(loadTournament(file));
      console.log(`seed revealed; check with: marshal verify ${file}`);
    });
  tour
    .command('demo <file>')
    .description('run a complete sample event (sample units, table results) into FILE')
    .option('--players <n>', '', '16')
    .option('--seed <seed>', '', 'demo')
    .action((file: string, o: { players: string; seed: string }) => {
      const t = createTournament(file, { title: `Sample Solaris VII event (${o.players} players)` }, [], o.seed);
      for (const c of samplePlayerCommands(Number(o.players))) play(t, c);
      play(t, { type: 'startEvent', actor: { role: 'organiser' } });
      for (let r = 0; r < baseRules.categories.length; r++) {
        play(t, { type: 'pairRound', actor: { role: 'organiser' } });
        for (const d of currentRound(stateOf(t))!.duels.filter((x) => x.b))
          play(t, { type: 'reportResult', actor: { role: 'organiser' }, duel: d.id, result: sampleResult(d.id, o.seed) });
      }
      console.log(standingsLines(stateOf(t)).join('\n'));
    });
}

export const tournamentCommands: CommandModule = (program: Command) => {
  const tour = program.command('tournament').description('Solaris VII Stable Challenge duel tournament');
  registration(tour);
  rounds(tour);
  finish(tour);
};
