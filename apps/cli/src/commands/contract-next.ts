import type { Command } from 'commander';
import { type LiveGame, MarshalError, parseWith, serializeRecord, startGame } from '@marshal/core';
import { z } from 'zod';
import { type ContractState, missionById, missionModule, missionUnitSchema } from '@marshal/missions';
import { catalogFor, UNIT_DIR } from '@marshal/loaders';
import { printJson, readJsonFile, writeFileAtomic } from '../lib/io';
import { contractMissionUnits, missionRef } from '../lib/contract-units';
import { addMissionChoiceOptions, type MissionChoiceFlags, readMissionChoices } from './mission-options';

/**
 * `marshal contract next`: start the contract's next mission — the contract's units with their pilots and carried damage on
 * its side (never re-typed), the opponent from a mission force file — as a mission record; the contract notes it, so
 * `marshal contract add` later needs neither --side nor --assign.
 */

const forceSchema = z.object({ units: z.array(missionUnitSchema.omit({ side: true })).min(1) });

interface NextOptions extends MissionChoiceFlags {
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
  addMissionChoiceOptions(
    contract
      .command('next <record> <mission>')
      .description("start the contract's next mission: its units, pilots and carried damage on --side, the opponent from a mission force file"),
  )
    .requiredOption('--side <side>', 'the side the unit fights on: attacker or defender')
    .requiredOption('--opponent <file>', 'the other side: a mission force file { "units": [ { id, name, tonnage, … } ] }')
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
      console.log(`${title}: ${o.out} started`);
      for (const u of ours) {
        const dmg = [...(u.startDamage?.armourStripped ?? []).map((l) => `${l} armour gone`), ...(u.startDamage?.destroyed ?? []).map((l) => `${l} destroyed`)];
        console.log(`  ${u.id} ${u.name} (${o.side}, piloting ${u.piloting})${dmg.length ? ` — carries ${dmg.join(', ')}` : ''}`);
      }
      console.log(`when it is over: \`marshal contract add ${file} ${o.out}\` (side and units are known)`);
    });
}
