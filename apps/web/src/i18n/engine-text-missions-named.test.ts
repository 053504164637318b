import { describe, expect, it } from 'vitest';
import { type MissionEvent, narrateMissionEvents } from '@marshal/missions';
import { mech, play, startMission, state } from '@marshal/missions/testing';
import { plainMessage } from '../components/field-errors';
import { CONTRACT_GROUPS, ERROR_GROUPS, MISSION_GROUPS } from './engine-text';
import { de } from './engine-text.testing';

/** The missions engine's words that name objective tokens, pilots and crews, as the web shows them in German. */

const units = [mech('a1', 'attacker'), mech('d1', 'defender')];
const tokens = (...hexes: string[]) => hexes.map((hex, i) => ({ id: `t${i + 1}`, hex }));
/** The set-up refusal as the missions page reads it: the engine's message without its "field …:" prefix. */
const refusal = (objectives: object): string => {
  try {
    startMission({ mission: 'sabotage', units, objectives: objectives as never });
  } catch (e) {
    return plainMessage((e as Error).message);
  }
  throw new Error('not refused');
};

describe('mission set-up refusals in German, tokens numbered as the page numbers them', () => {
  it('tokens too close, in water, too few', () => {
    expect(de(refusal({ tokens: tokens('0205', '0206', '1205', '1705') }), ERROR_GROUPS)).toBe(
      'Ziel 1 (0205) und Ziel 2 (0206) liegen 1 Feld auseinander; es müssen mindestens 5 sein',
    );
    expect(de(refusal({ tokens: [...tokens('0205', '0705', '1205'), { id: 't4', hex: '1705', waterDepth: 2 }] }), ERROR_GROUPS)).toBe(
      'Ziel 4 liegt in Wasser der Tiefe 2; bei Sabotage dürfen Ziele nicht in Wasser tiefer als 0 liegen',
    );
    expect(de(refusal({ tokens: tokens('0205') }), ERROR_GROUPS)).toBe('Sabotage braucht 4 Zielmarker; 1 angegeben');
  });
  it('a token too near the map edge, and the single objective hex, with their sources', () => {
    const source = 'Mechwarriors of Fortune – The Missions, Rapid Recon › Set Up';
    expect(de(`Objective 4 at 1311 is 3 hexes from the nearest map edge; at least 4 needed [${source}]`, ERROR_GROUPS)).toBe(
      `Ziel 4 auf 1311 ist 3 Felder vom nächsten Kartenrand entfernt; mindestens 4 nötig [${source}]`,
    );
    expect(de(`the objective at 0806 is in water of depth 2 on this map; no water allowed [${source}]`, ERROR_GROUPS)).toBe(
      `das Ziel auf 0806 liegt auf dieser Karte in Wasser der Tiefe 2; kein Wasser erlaubt [${source}]`,
    );
  });
});

describe('crews and pilots in German', () => {
  it('a crew that passed its Crew Survival roll escaped the wreck, in the log as on the row', () => {
    const g = play(
      startMission({ mission: 'open-engagement', units: [...units, mech('d2', 'defender')] }),
      [{ type: 'destroyUnit', unit: 'd1', cause: 'other' }],
      [6, 6],
    );
    const lines = narrateMissionEvents(state(g), g.record.entries.at(-1)!.events as MissionEvent[]).map((l) => l.text);
    expect(lines[0]).toMatch(/ — crew escaped the wreck$/);
    expect(de(lines[0]!, MISSION_GROUPS)).toMatch(/ — Besatzung dem Wrack entkommen$/);
  });
  it("a ledger's unit line names the machine and its pilot", () => {
    expect(de('unit: Hunchback HBK-4G — pilot Dan: no lasting damage', CONTRACT_GROUPS)).toBe('Einheit: Hunchback HBK-4G — Pilot Dan: kein bleibender Schaden');
  });
});
