import {
  DiceNeeded,
  type DiceSource,
  type GameRecord,
  MarshalError,
  PhysicalDice,
  SeededDice,
  formatSource,
  parseDice,
  parseRecord,
  playCommand,
  replayRecord,
  serializeRecord,
  startGame,
} from '@marshal/core';
import { type CampaignCommandInput, type CampaignEvent, type CampaignState, campaignModule, describeEvent } from '@marshal/campaign';
import { printJson, readTextFile, writeFileAtomic } from './io';

/** A campaign record file: load and replay it, play one command into it (dice at the table or from the seed). */

export interface DiceOpts {
  dice?: string[];
  seed?: string;
  json?: boolean;
}

export const list = (v: string, prev: string[] = []) => [...prev, ...v.split(/[\s,]+/).filter(Boolean)];

export function load(file: string): { record: GameRecord; state: CampaignState } {
  const record = parseRecord(readTextFile(file), file);
  if (record.header.module !== campaignModule.id)
    throw new MarshalError('wrong-module', `this record is a ${record.header.module} record, not a campaign`, { file, line: 1, field: 'module' });
  return { record, state: replayRecord(campaignModule, record).state as CampaignState };
}

/** Continue a seeded record's single stream: skip the draws already made, then go on. */
function diceFor(record: GameRecord, opts: DiceOpts): DiceSource {
  if (record.header.dice.kind !== 'seeded') {
    if (opts.seed) throw new MarshalError('dice', 'this campaign uses dice rolled at the table: pass them with --dice', { field: 'seed' });
    return new PhysicalDice(
      (opts.dice ?? []).map((g) =>
        g
          .trim()
          .split(/[\s,]+/)
          .map(Number),
      ),
    );
  }
  if (!opts.seed) throw new MarshalError('dice', 'this campaign rolls seeded dice: pass the seed it was created with (--seed)', { field: 'seed' });
  const dice = SeededDice.fromSeed(opts.seed, record.header.dice.stream);
  for (const e of record.entries) for (const r of e.rolls) dice.draw({ count: r.faces.length, sides: parseDice(r.notation).sides, purpose: r.purpose });
  return dice;
}

/** Play one command into the campaign record; `dice` for commands that roll none (built from a battle record). */
export function play(file: string, command: CampaignCommandInput, opts: DiceOpts, dice?: DiceSource): void {
  const { record, state } = load(file);
  const game = {
    module: campaignModule,
    record,
    state,
    ruleset: startGame(campaignModule, { setup: record.header.setup, ruleset: record.header.ruleset, dice: { kind: 'scripted' } }).ruleset,
  };
  let r;
  try {
    r = playCommand(game, command, dice ?? diceFor(record, opts));
  } catch (e) {
    if (e instanceof DiceNeeded)
      throw new MarshalError('dice-needed', `${e.message}: roll at the table and pass every roll of this command in order with --dice, e.g. --dice "3 4"`, {
        field: 'dice',
      });
    throw e;
  }
  if (!r.ok)
    throw new MarshalError('rejected', `${r.rejection.reason}${r.rejection.source ? ` [${formatSource(r.rejection.source)}]` : ''}`, {
      file,
      ...(r.rejection.field ? { field: r.rejection.field } : {}),
    });
  writeFileAtomic(file, serializeRecord(r.game.record));
  const next = r.game.state as CampaignState;
  if (opts.json) return printJson({ events: r.events, rolls: r.rolls, state: summary(next) });
  const name = (id: string) => next.units[id]?.unit.name ?? id;
  for (const e of r.events) console.log(describeEvent(e as CampaignEvent, name));
}

export function summary(s: CampaignState) {
  return {
    turn: s.turn,
    scenario: s.scenario,
    landingWon: s.landingWon,
    meetingPlayed: s.meetingPlayed,
    sides: s.sides,
    ended: s.ended ?? null,
    units: Object.values(s.units).map((u) => ({
      id: u.unit.id,
      name: u.unit.name,
      side: u.side,
      group: u.group,
      status: u.status,
      landingDamage: u.landingDamage,
    })),
  };
}
