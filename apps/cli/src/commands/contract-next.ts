import type { Command } from 'commander';
import { type LiveGame, MarshalError, parseWith, serializeRecord, startGame } from '@marshal/core';
import { z } from 'zod';
import { basename } from 'node:path';
import { type ContractState, contractBattleUnit, contractForceEntries, missionById, missionModule, missionUnitSchema } from '@marshal/missions';
import { catalogFor, UNIT_DIR } from '@marshal/loaders';
import { localFiles } from '@marshal/loaders/files';
import { missionBattleOf } from '@marshal/server';
import { printJson, readJsonFile, writeFileAtomic } from '../lib/io';
import { contractMissionUnits, missionRef } from '../lib/contract-units';
import { addMissionChoiceOptions, readMissionChoices } from './mission-options';
import { type BattleFlags, addBattleOptions, battleChoicesFrom, readBattleForce, writeMissionBattle } from './mission-battle';

/**
 * `marshal contract next`: start the contract's next mission — the contract's units with their pilots and carried damage on
 * its side (never re-typed), the opponent from a mission force file — as a mission record; the contract notes it, so
 * `marshal contract add` later needs neither --side nor --assign.
 */

const forceSchema = z.object({ units: z.array(missionUnitSchema.omit({ side: true })).min(1) });

interface NextOptions extends BattleFlags {
  digital?: boolean;
  battleOut?: string;
  side: string;
  opponent: string;
  out: string;
  units?: string;
  commander?: string;
  seed?: string;
  dir: string;
  json?: boolean;
}

interface Deps {
  loadContract(file: string): LiveGame;
  play(file: string, command: object): ContractState;
}

export function contractNextCommand(contract: Command, deps: Deps): void {
  addBattleOptions(
    addMissionChoiceOptions(
      contract
        .command('next <record> <mission>')
        .description("start the contract's next mission: its units, pilots and carried damage on --side, the opponent from a mission force file"),
    ),
  )
    .requiredOption('--side <side>', 'the side the unit fights on: attacker or defender')
    .requiredOption(
      '--opponent <file>',
      'the other side: a mission force file { "units": [ { id, name, tonnage, … } ] }; ' +
        'with --digital a battle force file { "units": [ { id, unit, gunnery, piloting } ] }',
    )
    .option('--digital', "fight it as a digital battle: the contract's units start with their carried damage and pilot hits (needs --battle-out)")
    .option('--battle-out <battle-record>', 'with --digital: write the battle record here (the mission record follows it)')
    .requiredOption('--out <mission-record>', 'the mission record to write')
    .option('--units <ids>', 'contract units that fight, e.g. u1,u2 (default: every unit that may)')
    .option('--commander <id>', 'the contract unit that is the company commander')
    .option('--seed <seed>', "roll the mission's dice from this seed instead of physical dice")
    .option('--dir <dir>', 'unit catalog directory', UNIT_DIR)
    .option('--json', 'machine-readable output')
    .action((file: string, mission: string, o: NextOptions) => {
      if (o.side !== 'attacker' && o.side !== 'defender')
        throw new MarshalError('bad-option', `--side must be attacker or defender, not "${o.side}"`, { field: '--side' });
      const s = deps.loadContract(file).state as ContractState;
      const only = o.units
        ?.split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (o.digital) return digitalNext(s, mission, o, only, (started) => deps.play(file, started), file);
      const ours = contractMissionUnits(s, catalogFor(o.dir), o.side, file, only, o.commander);
      const enemy = o.side === 'attacker' ? 'defender' : 'attacker';
      const theirs = parseWith(forceSchema, readJsonFile(o.opponent), 'opponent force', o.opponent).units.map((u) => ({ ...u, side: enemy }));
      const clash = theirs.find((u) => ours.some((x) => x.id === u.id));
      if (clash) throw new MarshalError('bad-option', `${o.opponent}: "${clash.id}" is a contract unit's id; give the opponent another`, { file: o.opponent });
      const c = readMissionChoices(o);
      const game = startGame(missionModule, {
        setup: {
          mission,
          units: [...ours, ...theirs],
          params: c.params,
          objectives: c.objectives,
          targets: c.targets,
          targetIgnoresGeneralRetreat: c.targetIgnoresGeneralRetreat,
          optionalRules: c.optionalRules,
          bothAgreeToExceedCap: c.bothAgreeToExceedCap,
          ...(c.layout ? { layout: c.layout } : {}),
        },
        ruleset: c.ruleset,
        dice: o.seed ? { kind: 'seeded', seed: o.seed } : { kind: 'physical' },
      });
      const title = `${s.unitName}: ${missionById(mission).title} (mission ${s.missions.length + (s.started ?? []).length + 1} of the contract)`;
      const started = { type: 'startMission', game: missionRef(o.out, game.record.header), mission, title, side: o.side, units: ours.map((u) => u.id) };
      writeFileAtomic(o.out, serializeRecord(game.record));
      deps.play(file, started);
      if (o.json) return printJson({ record: o.out, ...started });
      report(title, o, ours, file);
    });
}

/** What was started and what each contract unit carries into it. */
function report(
  title: string,
  o: NextOptions,
  ours: readonly {
    id: string;
    name: string;
    piloting?: number;
    startDamage?: { armourStripped?: readonly string[]; destroyed?: readonly string[] } | undefined;
  }[],
  file: string,
) {
  console.log(`${title}: ${o.out} started${o.digital ? ` as a digital battle (${o.battleOut})` : ''}`);
  for (const u of ours) {
    const dmg = [...(u.startDamage?.armourStripped ?? []).map((l) => `${l} armour gone`), ...(u.startDamage?.destroyed ?? []).map((l) => `${l} destroyed`)];
    console.log(`  ${u.id} ${u.name} (${o.side}, piloting ${u.piloting ?? 5})${dmg.length ? ` — carries ${dmg.join(', ')}` : ''}`);
  }
  const battle = o.digital ? ` --battle ${o.battleOut}` : '';
  console.log(`when it is over: \`marshal contract add ${file} ${o.out}${battle}\` (side and units are known)`);
}

/** `--digital`: the battle record (contract units carrying their damage and pilot hits) and the mission record that follows it. */
function digitalNext(s: ContractState, mission: string, o: NextOptions, only: string[] | undefined, play: (c: object) => ContractState, file: string) {
  if (!o.battleOut) throw new MarshalError('bad-option', '--digital needs --battle-out for the battle record', { field: '--battle-out' });
  const catalog = catalogFor(o.dir);
  const side = o.side as 'attacker' | 'defender';
  const mine = contractForceEntries(s, only).map((u) => {
    const entry = catalog.find(u.unitId);
    if (!entry) throw new MarshalError('unknown-unit', `${u.name} (${u.unitId}) is not in the unit catalog`, { file });
    return contractBattleUnit(u, entry.unit, side, { commander: o.commander === u.id, value: entry.bv ?? 0 });
  });
  const theirs = readBattleForce(o.opponent, side === 'attacker' ? 'defender' : 'attacker').map((u, i) => ({
    entry: u,
    unit: localFiles.unit(u.unit, `${o.opponent}: units.${i}.unit`),
  }));
  const clash = theirs.find((t) => mine.some((m) => m.entry.id === t.entry.id));
  if (clash)
    throw new MarshalError('bad-option', `${o.opponent}: "${clash.entry.id}" is a contract unit's id; give the opponent another`, { file: o.opponent });
  const title = `${s.unitName}: ${missionById(mission).title} (mission ${s.missions.length + (s.started ?? []).length + 1} of the contract)`;
  const choices = { ...battleChoicesFrom(mission, o), title };
  const built = missionBattleOf(choices, [...mine, ...theirs], localFiles);
  const { tracker } = writeMissionBattle(built, choices, { battleOut: o.battleOut, out: o.out, seed: o.seed });
  const game = missionRef(o.out, tracker.record.header);
  const started = { type: 'startMission', game, battle: basename(o.battleOut), mission, title, side, units: mine.map((m) => m.entry.id) };
  play(started);
  if (o.json) return printJson({ record: o.out, battleRecord: o.battleOut, ...started });
  report(
    title,
    o,
    built.mission.units.filter((u) => u.side === side),
    file,
  );
}
