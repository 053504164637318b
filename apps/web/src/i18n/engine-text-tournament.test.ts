import {
  DEFAULT_MAP_SWAP,
  TIEBREAKERS,
  balanceDuel,
  baseRules,
  describeMapChoice,
  describeMapStep,
  describeNextMapStep,
  explainBalance,
  newMapDraft,
  pairByMatching,
  resolveMapChoice,
  scoreBye,
  scoreDuel,
  takeMapStep,
  tournamentOptions,
  type MapDraft,
  type MapStep,
} from '@marshal/tournament';
import { resolveRuleset } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_GROUPS, translateWith } from './engine-text';
import { en, t } from './engine-text.testing';

/** What useEngineText().tournament does: each "; "-separated part by the `tournament` templates. */
const deTournament = (line: string) =>
  line
    .split('; ')
    .map((part) => translateWith(part, en, TOURNAMENT_GROUPS, t))
    .join('; ');
const englishTournament = (lines: readonly string[]) => lines.filter((line) => deTournament(line) === line);

describe('Solaris VII lines in German (from the tournament package itself)', () => {
  it('every tiebreaker reads German', () => {
    expect(englishTournament(TIEBREAKERS.map((tb) => tb.label))).toEqual([]);
    expect(deTournament("a) more 'Mechs destroyed")).toBe('a) mehr vernichtete ’Mechs');
    expect(deTournament('e) fewer precision-ammunition points in the whole roster')).toBe('e) weniger Präzisionsmunitions-Punkte im ganzen Roster');
  });

  it('every line of BV balancing reads German: equal, improved step by step, and still short at 0/0', () => {
    const names = { a: 'Pilot 1', b: 'Pilot 2' };
    const start = { gunnery: 4, piloting: 5 };
    const lines = [
      ...explainBalance(balanceDuel(1041, 1041, start), names),
      ...explainBalance(balanceDuel(900, 1200, start), names),
      ...explainBalance(balanceDuel(300, 3000, start), names),
    ];
    expect(lines.length).toBeGreaterThan(8);
    expect(englishTournament(lines)).toEqual([]);
    expect(deTournament('equal Battle Values: no change')).toBe('gleiche Battle Values: keine Änderung');
    expect(deTournament('Pilot 2: 1041 BV at 3/4 ×1.32 = 1374')).toBe('Pilot 2: 1041 BV bei 3/4 ×1.32 = 1374');
  });

  it('every score line reads German, under the default and the house rules', () => {
    const margin = resolveRuleset(tournamentOptions, baseRules, ['solaris-open-outcomes-margin']).rules;
    const states = ['intact', 'crippled', 'destroyed'] as const;
    const lines = states.flatMap((a) =>
      states.flatMap((b) =>
        [baseRules, margin].flatMap((rules) => {
          const s = scoreDuel(
            { state: a, pulsePoints: 2, precisionPoints: 0, ammoTons: 1 },
            { state: b, pulsePoints: 1, precisionPoints: 3, ammoTons: 4 },
            rules,
          );
          return [...s.a.lines, ...s.b.lines].map((l) => l.label);
        }),
      ),
    );
    expect(englishTournament([...lines, ...scoreBye(baseRules).lines.map((l) => l.label)])).toEqual([]);
  });

  it('the map choice, its steps and the next step read German, edges and the organiser too', () => {
    const names = (p: string) => `Pilot ${p}`;
    const steps: [MapStep, string | null][] = [
      [{ kind: 'offer', maps: ['Desert Hills', 'Grasslands', 'Lake Area'] }, null],
      [{ kind: 'roles', swapRoles: true }, '7'],
      [{ kind: 'remove', map: 'Desert Hills' }, '6'],
      [{ kind: 'pick', map: 'Grasslands' }, '7'],
      [{ kind: 'edge', edge: 'north' }, '6'],
    ];
    let draft: MapDraft = newMapDraft('7', '6');
    const lines: string[] = [];
    for (const [step, by] of steps) {
      lines.push(describeNextMapStep(draft, DEFAULT_MAP_SWAP, names));
      const r = takeMapStep(draft, step, by, DEFAULT_MAP_SWAP, names);
      if (typeof r === 'string') throw new Error(r);
      draft = r.draft;
      if (r.choice) lines.push(describeMapChoice(r.choice, names));
    }
    lines.push(...draft.steps.map((s) => describeMapStep(s, names)));
    expect(englishTournament(lines)).toEqual([]);
    expect(
      deTournament(
        'Pilot 7 (lower BV) switched roles; Pilot 6 removed Desert Hills; Pilot 7 picked Grasslands; Pilot 6 enters from the north, Pilot 7 from the south',
      ),
    ).toBe(
      'Pilot 7 (niedrigere BV) hat die Rollen getauscht; Pilot 6 hat Desert Hills gestrichen; Pilot 7 hat Grasslands gewählt; ' +
        'Pilot 6 kommt von Norden, Pilot 7 von Süden',
    );
    expect(deTournament('The organiser offered Desert Hills, Grasslands, Lake Area')).toBe('Der Organisator hat Desert Hills, Grasslands, Lake Area angeboten');
    const refused = [
      resolveMapChoice({ maps: ['A', 'A', 'B'], removed: 'A', map: 'B', swapRoles: false, entryEdge: 'east' }, '7', '6'),
      resolveMapChoice({ maps: ['A', 'B', 'C'], removed: 'D', map: 'B', swapRoles: false, entryEdge: 'east' }, '7', '6'),
      resolveMapChoice({ maps: ['A', 'B', 'C'], removed: 'A', map: 'A', swapRoles: false, entryEdge: 'east' }, '7', '6'),
      resolveMapChoice({ maps: ['A', 'B', 'C'], removed: 'A', map: 'D', swapRoles: false, entryEdge: 'east' }, '7', '6'),
    ];
    expect(refused.every((r) => typeof r === 'string')).toBe(true);
    expect(englishTournament(refused as string[])).toEqual([]);
  });

  it('why a round cannot be paired, and the note of a round paired with rematches or byes, read German', () => {
    const met = (id: string, opponents: string[]) => ({ id, points: 0, opponents, hadBye: false });
    const rematch = pairByMatching([met('a', ['b']), met('b', ['a'])], 0, 'rematch');
    const byes = pairByMatching([met('a', ['b']), met('b', ['a'])], 0, 'bye');
    const alone = pairByMatching([met('a', [])]);
    const lines = [rematch, byes, alone].map((r) => (r.ok ? r.note! : r.reason));
    expect(lines.every(Boolean)).toBe(true);
    expect(englishTournament(lines)).toEqual([]);
    const reasons = ['start the event first (rosters are frozen then)', 'the event is over', 'all 6 duels have been played'];
    expect(englishTournament(reasons)).toEqual([]);
    expect(deTournament('round 3 still has duels without a final result (tables 1, 2)')).toBe(
      'Runde 3 hat noch Duelle ohne endgültiges Ergebnis (Tische 1, 2)',
    );
    expect(deTournament('round 3 still has duels without a final result (table 4)')).toBe('Runde 3 hat noch Duelle ohne endgültiges Ergebnis (Tisch 4)');
  });
});
