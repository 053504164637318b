import { describe, expect, it } from 'vitest';
import { type MissionEvent, baseMissionRules, narrateMissionEvents, washUp } from '@marshal/missions';
import { mech, play, startMission, state } from '@marshal/missions/testing';
import { ERROR_GROUPS, MISSION_GROUPS } from './engine-text';
import { plainMessage } from '../components/field-errors';
import { de, englishLeft } from './engine-text.testing';

/** Why a mission ended when a side has nothing left, in German: destroyed, withdrawn, or how many of each. */

const destroy = (unit: string) => ({ type: 'destroyUnit', unit, cause: 'other', crewRoll: 'later' });
const strip = (unit: string) => ({ type: 'reportDamage', unit, facts: { armourStripped: ['CT', 'LL'], destroyed: [] } });
const exit = (unit: string, edge: string, displaced?: true) => ({ type: 'exitUnit', unit, edge, ...(displaced ? { displaced } : {}) });
const units = () => [mech('a1', 'attacker'), mech('a2', 'attacker'), mech('d1', 'defender'), mech('d2', 'defender')];
const tokens = [1, 2, 3, 4].map((i) => ({ id: `t${i}`, hex: `${String(5 * i - 3).padStart(2, '0')}08` }));
const ended = (mission: 'open-engagement' | 'rapid-recon', commands: object[]) => {
  const g = play(startMission({ mission, units: units(), ...(mission === 'rapid-recon' ? { objectives: { tokens } } : {}) }), commands);
  return state(g).ended!.reason;
};

describe('a mission ended by a side with nothing left, in German', () => {
  const destroyedAll = ended('open-engagement', [destroy('d1'), destroy('d2')]);
  const mixed = ended('open-engagement', [destroy('d1'), strip('d2'), exit('d2', 'far')]);
  const pushed = ended('open-engagement', [destroy('d1'), exit('d2', 'far', true)]);
  const immobile = ended('rapid-recon', [destroy('a1'), { type: 'immobiliseUnit', unit: 'a2' }]);
  it('destroyed, withdrawn, pushed off and immobile units are told apart', () => {
    expect(de(destroyedAll, MISSION_GROUPS)).toBe('jede Einheit des Verteidigers wurde zerstört');
    expect(de(mixed, MISSION_GROUPS)).toBe('der Verteidiger hat keine Einheiten mehr auf dem Spielfeld: 1 zerstört und 1 zurückgezogen');
    expect(de(pushed, MISSION_GROUPS)).toBe('der Verteidiger hat keine Einheiten mehr auf dem Spielfeld: 1 zerstört und 1 vom Spielfeld gedrängt');
    expect(de(immobile, MISSION_GROUPS)).toBe('der Angreifer hat keine beweglichen Einheiten mehr auf dem Spielfeld: 1 zerstört und 1 bewegungsunfähig');
    expect(de(`The game ended in turn 1: ${mixed}`, MISSION_GROUPS)).toBe(
      'Das Spiel endete in Zug 1: der Verteidiger hat keine Einheiten mehr auf dem Spielfeld: 1 zerstört und 1 zurückgezogen',
    );
  });
  it('three kinds at once, and the salvage line, leave no English', () => {
    const three = 'the defender has no units left on the board: 2 destroyed, 1 withdrawn and 1 surrendered';
    expect(de(three, MISSION_GROUPS)).toBe('der Verteidiger hat keine Einheiten mehr auf dem Spielfeld: 2 zerstört, 1 zurückgezogen und 1 kapituliert');
    const g = play(startMission({ mission: 'open-engagement', units: units() }), [destroy('d1'), destroy('d2')]);
    const salvage = washUp(state(g), baseMissionRules).salvage.reason.text;
    expect(de(salvage, ['missionStatus.'])).toBe('der Verteidiger hat keine Einheiten mehr auf dem Spielfeld; der Angreifer hält es');
    const abandoned = 'the attacker has no units left on the board: 1 destroyed, 1 pushed off the board and 1 abandoned';
    const all = [destroyedAll, mixed, pushed, immobile, three, abandoned, 'every attacking unit and Packrat has left the board'];
    expect(englishLeft(all.map((text) => [text, MISSION_GROUPS] as const))).toEqual([]);
    expect(englishLeft([['the attacker has withdrawn all its units from the board', MISSION_GROUPS]])).toEqual([]);
  });
});

describe("the tracker's log in German: a destruction with its cause and the crew's fate, a withdrawal that signals a General Retreat", () => {
  it('leaves no English in those lines or their details', () => {
    const g = play(startMission({ mission: 'open-engagement', units: units() }), [
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
      strip('d2'),
      exit('d2', 'far'),
    ]);
    const s = state(g);
    const lines = g.record.entries.flatMap((e) => narrateMissionEvents(s, e.events as MissionEvent[])).flatMap((l) => [l.text, ...(l.details ?? [])]);
    expect(lines).toContain('d1 destroyed (cockpit critical hit) in turn 1, initiative phase — crew killed');
    expect(de('d1 destroyed (cockpit critical hit) in turn 1, initiative phase — crew killed', MISSION_GROUPS)).toBe(
      'd1 zerstört (kritischer Treffer im Cockpit) in Zug 1, Initiativephase — Besatzung getötet',
    );
    expect(de('General Retreat: the defender falls back after d2 withdrew', MISSION_GROUPS)).toBe(
      'General Retreat: der Verteidiger zieht sich zurück, nachdem d2 sich zurückgezogen hat',
    );
    expect(
      englishLeft(
        lines.map((text) => [text, MISSION_GROUPS] as const),
        ['d1', 'd2', 'General Retreat', 'Forced Withdrawal'],
      ),
    ).toEqual([]);
  });
});

describe('a Diversion split refused on the set-up form, in German', () => {
  it('says which units are in no group, and how many the trapped force must hold', () => {
    const unassigned = 'every counted unit must be in the trapped or diversion force; unassigned: Hunchback HBK-4G, Griffin GRF-1N [Diversion › Set Up]';
    expect(de(unassigned, ERROR_GROUPS)).toBe(
      'jede gezählte Einheit muss in der eingeschlossenen Truppe oder der Ablenkungstruppe sein; ' +
        'nicht eingeteilt: Hunchback HBK-4G, Griffin GRF-1N [Diversion › Set Up]',
    );
    let half = '';
    try {
      startMission({
        mission: 'diversion',
        units: [
          mech('a1', 'attacker', { group: 'trapped' }),
          mech('a2', 'attacker', { group: 'diversion' }),
          mech('a3', 'attacker', { group: 'diversion' }),
          mech('d1', 'defender'),
        ],
      });
    } catch (e) {
      half = plainMessage((e as Error).message);
    }
    expect(de(half, ERROR_GROUPS)).toBe(
      "die eingeschlossene Truppe muss 2 der 3 gezählten 'Mechs und Bodenfahrzeuge ab 20 t umfassen " +
        '(die Hälfte, bei ungerader Zahl die größere); sie umfasst 1, die Ablenkungstruppe 2',
    );
  });
  it('Take the Position given up by a defender who left the board, in German', () => {
    const g = play(startMission({ mission: 'take-the-position', units: units() }), [destroy('d1'), strip('d2'), exit('d2', 'far')]);
    const why = state(g).decided!.attacker.reasons[0]!.text;
    expect(why).toMatch(/^the defender left the board \(1 destroyed and 1 withdrawn\)/);
    expect(de(why, MISSION_GROUPS)).toBe(
      'der Verteidiger hat das Spielfeld verlassen (1 zerstört und 1 zurückgezogen), bevor das Zielgebiet entschieden war; die beweglichen ' +
        'Einheiten des Angreifers bringen 100 der 25 gezählten Tonnen auf, die nötig sind, um es zu halten, und niemand ist mehr da, der es streitig macht',
    );
  });
  it('Break the Line and Diversion left unopposed by a defender who left the board, in German', () => {
    const gone = destroy('d1');
    const raid = play(startMission({ mission: 'break-the-line', units: [mech('a1', 'attacker'), mech('d1', 'defender')] }), [gone]);
    expect(de(state(raid).decided!.attacker.reasons[0]!.text, MISSION_GROUPS)).toBe(
      '0 von 1 Einheiten der Durchbruchstruppe waren über den gegenüberliegenden Rand hinaus, als der Verteidiger das Spielfeld verließ ' +
        '(1 zerstört); die 1 noch darauf stehenden mit mindestens der Hälfte ihrer Geh-BP kommen ungehindert hinaus',
    );
    const split = [mech('a1', 'attacker', { group: 'trapped' }), mech('a2', 'attacker', { group: 'diversion' }), mech('d1', 'defender')];
    const out = play(startMission({ mission: 'diversion', units: split }), [gone]);
    expect(de(state(out).decided!.attacker.reasons[0]!.text, MISSION_GROUPS)).toBe(
      '0 von 1 eingeschlossenen Einheiten waren ausgebrochen, als der Verteidiger das Spielfeld verließ (1 zerstört); ' +
        'die 1 noch beweglichen brechen ungehindert aus',
    );
  });
});
