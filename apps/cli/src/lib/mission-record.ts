// A mission game's record read back from a file, and seeded dice wound on past its recorded rolls (shared by `marshal mission` and `marshal mission battle`).
import { MarshalError, SeededDice, type GameRecord, parseDice, parseRecord, replayRecord } from '@marshal/core';
import { missionModule, type MissionState } from '@marshal/missions';
import { readTextFile } from './io';

export function loadMissionRecord(file: string): { record: GameRecord; state: MissionState } {
  const record = parseRecord(readTextFile(file), file);
  const { state } = replayRecord(missionModule, record);
  return { record, state: state as MissionState };
}

export function seededFor(record: GameRecord, seed: string): SeededDice {
  if (record.header.dice.kind !== 'seeded') throw new MarshalError('dice', 'this record uses physical dice: pass them with --dice');
  const dice = SeededDice.fromSeed(seed, record.header.dice.stream);
  for (const e of record.entries) for (const r of e.rolls) dice.draw({ count: r.faces.length, sides: parseDice(r.notation).sides, purpose: r.purpose });
  return dice;
}
