import type { Command } from 'commander';
import { dirname, join } from 'node:path';
import {
  type LiveGame,
  MarshalError,
  PhysicalDice,
  formatSource,
  lastHash,
  parseRecord,
  playCommand,
  replayRecord,
  resolveRuleset,
  serializeRecord,
  startGame,
} from '@marshal/core';
import { type BattleState, battleModule } from '@marshal/battletech';
import { type ContractState, battleStartPilotHits, contractModule, contractedPay, missionFacts, missionModule, nextMissionForce } from '@marshal/missions';
import { contractNextCommand } from './contract-next';
import { catalogFor, UNIT_DIR } from '@marshal/loaders';
import { printJson, readTextFile, writeFileAtomic } from '../lib/io';
import { contractMissionUnits, missionRef } from '../lib/contract-units';
import { loadMissionRecord } from '../lib/mission-record';
import { readForce } from './force';
import type { CommandModule } from './index';

/** `marshal contract …`: a mercenary's ledger kept in a record file — missions chained into a contract run. */

function loadContract(file: string): LiveGame {
  const record = parseRecord(readTextFile(file), file);
  const { state } = replayRecord(contractModule, record);
  const ruleset = startGame(contractModule, { setup: record.header.setup, ruleset: [], dice: { kind: 'physical' } }).ruleset;
  return { module: contractModule, record, state, ruleset } as LiveGame;
}

function play(file: string, command: object): ContractState {
  const r = playCommand(loadContract(file), command, new PhysicalDice());
  if (!r.ok)
    throw new MarshalError('rejected', `${r.rejection.reason}${r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : ''}`, {
      file,
      ...(r.rejection.field ? { field: r.rejection.field } : {}),
    });
  writeFileAtomic(file, serializeRecord(r.game.record));
  return r.game.state as ContractState;
}

const number = (flag: string) => (v: string) => {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n)) throw new MarshalError('bad-option', `${flag}: "${v}" is not a number`, { field: flag });
  return n;
};

function factionTable(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [k, v] = part.split('=').map((x) => x.trim());
    if (!k || v === undefined) throw new MarshalError('bad-option', `--faction-points: "${part}" is not outcome=points`, { field: '--faction-points' });
    out[k] = number('--faction-points')(v);
  }
  return out;
}

function printLedger(s: ContractState): void {
  const cb = (n: number) => `${n.toLocaleString('en')} C-bills`;
  console.log(`${s.unitName} for ${s.employer}: contract ${cb(s.contractValue)}, ${s.payPercent}% a mission = ${cb(contractedPay(s))} contracted pay`);
  let running = 0;
  for (const m of s.missions) {
    running += m.cbills;
    console.log(`\nMission ${m.n}: ${m.title} as the ${m.side} — ${m.outcome}, ${m.payPercent}% → ${cb(m.cbills)} (running ${cb(running)})`);
    for (const l of m.lines) console.log(`  ${l.text} [${l.sources.map(formatSource).join('; ')}]`);
  }
  const fp = Object.entries(s.totals.factionPoints).map(([f, p]) => `${f} ${p >= 0 ? '+' : ''}${p}`);
  console.log(
    `\nTotals: ${cb(s.totals.cbills)}; faction points: ${fp.join(', ') || 'none'}; salvage ${s.totals.salvage.units} unit(s), ${s.totals.salvage.tons} t`,
  );
  console.log('Force:');
  for (const u of nextMissionForce(s)) {
    const unit = s.units[u.id]!;
    const dmg = [...u.startDamage.armourStripped.map((l) => `${l} armour gone`), ...u.startDamage.destroyed.map((l) => `${l} destroyed`)];
    console.log(
      `  ${u.id} ${u.name} (${u.pilot}, ${unit.pilot.status}${unit.pilot.hits ? `, ${unit.pilot.hits} hits` : ''}): ${unit.status}${dmg.length ? ` — ${dmg.join(', ')}` : ''}${u.unavailable ? ` — cannot fight: ${u.unavailable}` : ''}`,
    );
  }
}

export const contractCommands: CommandModule = (program: Command) => {
  const contract = program.command('contract').description("a mercenary's ledger: Mechwarriors of Fortune missions chained into a contract");
  contract
    .command('start')
    .description('start a contract record: the unit, its employer, its force (JSON, .mul or CSV), contract value and pay % a mission')
    .requiredOption('--unit-name <name>', "the mercenary unit's name")
    .requiredOption('--employer <faction>', 'the employer (faction points are kept per faction)')
    .requiredOption('--force <file>', 'the force: a force JSON, a MegaMek unit list (.mul) or CSV')
    .requiredOption('--value <c-bills>', 'the contract value in C-bills', number('--value'))
    .requiredOption('--pay <percent>', "the share of the contract value that is one mission's contracted pay", number('--pay'))
    .option('--faction-points <table>', 'your own amounts, e.g. "gain=3,lose=-2,half-gain=1,gain-as-winner=3"')
    .requiredOption('--out <record>', 'the contract record to write')
    .option('--dir <dir>', 'unit catalog directory', UNIT_DIR)
    .action((o: { unitName: string; employer: string; force: string; value: number; pay: number; factionPoints?: string; out: string; dir: string }) => {
      const force = readForce(o.force, () => catalogFor(o.dir));
      const setup = {
        unitName: o.unitName,
        employer: o.employer,
        force,
        contractValue: o.value,
        payPercent: o.pay,
        ...(o.factionPoints ? { factionPoints: factionTable(o.factionPoints) } : {}),
      };
      const game = startGame(contractModule, { setup, ruleset: [], dice: { kind: 'physical' } });
      writeFileAtomic(o.out, serializeRecord(game.record));
      printLedger(game.state as ContractState);
    });

  contract
    .command('add <record> <mission-record>')
    .description("add a finished mission to the ledger: its wash-up is read from the mission record (and the battle record it followed, for pilots' hits)")
    .option('--side <side>', 'the side the unit fought on: attacker or defender (known for a mission started with `contract next`)')
    .option('--battle <battle-record>', 'the battle record the mission followed')
    .option('--employer <faction>', "the employer for this mission (default: the contract's)")
    .option('--assign <pairs...>', 'mission unit = contract unit, e.g. a1=u1, where names do not match')
    .option('--json', 'machine-readable output')
    .action((file: string, missionFile: string, o: { side?: string; battle?: string; employer?: string; assign?: string[]; json?: boolean }) => {
      const { record, state } = loadMissionRecord(missionFile);
      const game = missionRef(missionFile, record.header);
      // A mission started with `contract next` is known to the contract: its side, and its units are the contract's own.
      const started = ((loadContract(file).state as ContractState).started ?? []).find((m) => m.game === game);
      const side = o.side ?? started?.side;
      if (side !== 'attacker' && side !== 'defender')
        throw new MarshalError('bad-option', `--side must be attacker or defender, not "${side ?? ''}"`, { field: '--side' });
      const rules = resolveRuleset(missionModule.options, missionModule.baseRules, record.header.ruleset).rules;
      // A digital mission started with `contract next --digital` names its battle record, kept beside the mission record.
      const battleFile = o.battle ?? (started?.battle ? join(dirname(missionFile), started.battle) : undefined);
      const battleRecord = battleFile ? parseRecord(readTextFile(battleFile), battleFile) : undefined;
      const battle = battleRecord ? (replayRecord(battleModule, battleRecord).state as BattleState) : undefined;
      const ref = { game, version: record.entries.length, hash: lastHash(record) };
      const facts = missionFacts(state, rules, side, ref, battle, battleStartPilotHits(battleRecord?.header.setup));
      const given = Object.fromEntries((o.assign ?? []).map((p) => p.split('=').map((x) => x.trim()) as [string, string]));
      const assign = o.assign?.length || !started ? given : Object.fromEntries(started.units.map((u) => [u, u]));
      const s = play(file, { type: 'recordMission', facts, ...(o.employer ? { employer: o.employer } : {}), assign });
      if (o.json) return printJson(s);
      printLedger(s);
    });

  contractNextCommand(contract, { loadContract, play });

  contract
    .command('repair <record> <unit>')
    .description('record a repair: the unit (u1, u2 …) starts the next mission without its carried damage')
    .action((file: string, unit: string) => printLedger(play(file, { type: 'repairUnit', unit })));

  contract
    .command('close <record>')
    .description('close the contract: no more missions are added')
    .action((file: string) => printLedger(play(file, { type: 'closeContract' })));

  contract
    .command('show <record>')
    .description('the ledger per mission with every figure explained, running totals, and the force as it stands')
    .option('--json', 'machine-readable output')
    .action((file: string, o: { json?: boolean }) => {
      const s = loadContract(file).state as ContractState;
      if (o.json) return printJson(s);
      printLedger(s);
    });

  contract
    .command('force <record>')
    .description('write the force for the next mission (for `marshal mission setup --attacker/--defender`): units that may fight, with the damage they carry')
    .requiredOption('--out <file>', 'the mission force file to write')
    .option('--dir <dir>', 'unit catalog directory', UNIT_DIR)
    .action((file: string, o: { out: string; dir: string }) => {
      const s = loadContract(file).state as ContractState;
      const units = contractMissionUnits(s, catalogFor(o.dir), 'attacker', file).map(({ side: _side, ...u }) => u);
      writeFileAtomic(o.out, `${JSON.stringify({ units }, null, 2)}\n`);
      for (const u of nextMissionForce(s).filter((x) => x.unavailable)) console.log(`left out: ${u.name} — ${u.unavailable}`);
      console.log(`${units.length} unit(s) written to ${o.out}`);
    });
};
