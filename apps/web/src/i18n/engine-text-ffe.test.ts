import { resolve } from 'node:path';
import type { Ruling } from '@marshal/core';
import { type DaEvent, type DaState, baseRules, daBotRecord, describeDaEvent, rangedView, sampleSkirmish } from '@marshal/dark-age';
import { begin, play, unit, world } from '@marshal/dark-age/testing';
import { describe, expect, it } from 'vitest';
import { FIRE_FOR_EFFECT_GROUPS, REASON_GROUPS, RULING_GROUPS } from './engine-text';
import { type Shown, de, englishLeft, labelGroups, literal, sources } from './engine-text.testing';

/** Every text the Fire for Effect page shows for these events, each with the groups it is looked up in. */
function shown(events: readonly DaEvent[]): Shown[] {
  const out: Shown[] = [];
  const ruling = (r: Ruling) => {
    out.push([r.label, RULING_GROUPS]);
    for (const m of r.modifiers) out.push([m.label, labelGroups(m.id)]);
    if (r.automatic) out.push([r.automatic.reason, REASON_GROUPS]);
  };
  for (const e of events) {
    for (const line of describeDaEvent(e, { rulings: false })) out.push([line, FIRE_FOR_EFFECT_GROUPS]);
    if (e.type === 'artilleryResolved') e.markers.forEach((m) => ruling(m.ruling));
    if (e.type === 'attackResolved') e.results.forEach((r) => ruling(r.ruling));
    if (e.type === 'breakAway' && e.ruling) ruling(e.ruling);
  }
  return out;
}

/** What the combat panel shows of a position: why a unit cannot fire at each opponent, the modifiers, how the game ended. */
function panel(s: DaState): Shown[] {
  const out: Shown[] = [];
  const field = s.units.filter((u) => u.position && u.status === 'active');
  for (const a of field)
    for (const b of field)
      if (a.controller !== b.controller) {
        const v = rangedView(s, baseRules, a, b);
        if (v.problem) out.push([v.problem.reason, REASON_GROUPS]);
        for (const m of v.modifiers) out.push([m.label, labelGroups(m.id)]);
      }
  if (s.outcome) out.push([s.outcome.reason, REASON_GROUPS]);
  return out;
}

type Step = [object, number[]?];
/** Play `steps` from `setup`, keeping every event and the reasons of refused steps (refusals do not stop the game). */
function run(units: Parameters<typeof world>[0], steps: Step[], extra: Parameters<typeof world>[1] = {}) {
  let g = begin(world(units, extra));
  const events: DaEvent[] = [];
  const refusals: string[] = [];
  for (const [command, faces] of steps) {
    const r = play(g, command, faces ?? []);
    if (!r.ok) refusals.push(r.reason);
    else {
      events.push(...r.events);
      g = r.game;
    }
  }
  return { events, refusals, state: g.state as DaState };
}
const at = (x: number, y: number) => ({ x, y });
const gun = (extra = {}) => unit('long-tom', 'gun', 'blue', 'Blue', at(5, 5), { facing: 0, ...extra });
const squad = (id: string, side: 'blue' | 'red', p: { x: number; y: number } | null, extra = {}) =>
  unit('rifle-squad', id, side, side === 'blue' ? 'Blue' : 'Red', p, extra);
const apc = (extra = {}) => unit('hover-apc', 'apc', 'blue', 'Blue', at(10, 10), { facing: 90, ...extra });
const end: Step = [{ type: 'endTurn' }];
const fire = (faces: number[], target = at(20, 5)): Step[] => [
  [{ type: 'placeArtillery', firer: 'gun', targets: [target] }],
  end,
  end,
  [{ type: 'resolveArtillery', firer: 'gun' }, faces],
];

/** Fire for Effect at the table: artillery (hit, drift, criticals, cancelled), transports, capture, break-away, heat and refusals. */
function scripted() {
  const bare = () => {
    const { marker: _m, ...u } = gun();
    return u;
  };
  return [
    ...[
      [5, 6, 1],
      [2, 3, 4],
      [1, 1, 1],
      [6, 6, 6],
      [1, 2, 6],
    ].map((faces) => run([gun(), squad('e1', 'red', at(21, 5)), squad('e2', 'red', at(20, 6.3))], fire(faces))),
    // The firer eliminated before its marker resolves: with the marker's printed values, then with none entered (cancelled).
    ...[gun(), bare()].map((firer, i) =>
      run(
        [firer, squad('e1', 'red', at(21, 5))],
        [
          [{ type: 'placeArtillery', firer: 'gun', targets: [at(20, 5)] }],
          end,
          [{ type: 'damage', unit: 'gun', clicks: 5 }],
          end,
          [{ type: 'resolveArtillery', firer: 'gun' }, i ? [] : [3, 3, 3]],
        ],
      ),
    ),
    run(
      [gun()],
      [
        [{ type: 'placeArtillery', firer: 'gun', targets: [at(15, 5)] }],
        [{ type: 'placeArtillery', firer: 'gun', targets: [at(5, 25)] }],
        [{ type: 'resolveArtillery', firer: 'gun' }],
      ],
    ),
    run(
      [apc(), squad('i1', 'blue', at(10, 10 - 1.625), { orderTokens: 1 }), squad('i2', 'blue', null, { aboard: 'apc' })],
      [
        [{ type: 'board', transport: 'apc', passengers: ['i1'] }],
        end,
        end,
        [{ type: 'disembark', transport: 'apc', passengers: [{ unit: 'i1' }, { unit: 'i2' }] }],
      ],
    ),
    run(
      [apc(), squad('i1', 'blue', null, { aboard: 'apc' }), squad('i2', 'blue', null, { aboard: 'apc' })],
      [[{ type: 'damage', unit: 'apc', clicks: 3 }], end, [{ type: 'forcedDisembark', transport: 'apc' }]],
    ),
    run([apc(), squad('i1', 'blue', null, { aboard: 'apc' })], [[{ type: 'damage', unit: 'apc', clicks: 5 }]]),
    run(
      [squad('a', 'blue', at(10, 10)), unit('scout-buggy', 'b', 'red', 'Red', at(11.625, 10))],
      [[{ type: 'captureAttack', unit: 'a', target: 'b' }, [3, 4]], [{ type: 'capture', unit: 'b', captor: 'a' }]],
    ),
    run(
      [squad('a', 'blue', at(5, 5)), squad('r', 'red', at(6.25, 5))],
      [
        [{ type: 'move', unit: 'a', to: at(2, 5) }, [3]],
        end,
        end,
        [{ type: 'move', unit: 'a', to: at(2, 5) }, [4]],
        [{ type: 'closeCombat', unit: 'a', target: 'r' }],
      ],
    ),
    run(
      [
        unit('strike-mech', 'm', 'blue', 'Blue', at(10, 10), { attacks: 2 }),
        squad('r1', 'red', at(16, 10)),
        squad('r2', 'red', at(10, 16)),
        squad('b2', 'blue', at(11.875, 10)),
      ],
      [
        [{ type: 'checkFormation', members: ['m', 'b2'] }],
        [{ type: 'rangedAttack', unit: 'm', targets: ['r1', 'r2'] }, [4, 4]],
        end,
        [
          {
            type: 'assignDamage',
            split: [
              { unit: 'r1', clicks: 2 },
              { unit: 'r2', clicks: 1 },
            ],
          },
        ],
        end,
        end,
        [{ type: 'rangedAttack', unit: 'm', targets: ['r1'] }, [6, 6]],
        end,
        end,
        [{ type: 'move', unit: 'm', to: at(10, 12) }],
        end,
        end,
        [{ type: 'move', unit: 'm', to: at(10, 13) }],
        [{ type: 'vent', unit: 'm' }],
        [{ type: 'rangedAttack', unit: 'b2', targets: ['r1'] }, [1, 1]],
        [{ type: 'damage', unit: 'r2', clicks: 1, reason: 'damage at the table' }],
        [{ type: 'move', unit: 'r1', to: at(40, 40) }],
        [{ type: 'vent', unit: 'b2' }],
      ],
    ),
    run(
      [unit('strike-mech', 'm', 'blue', 'Blue', at(10, 10), { points: 120 }), squad('r', 'red', at(11.875, 10), { points: 40, click: 3 })],
      [[{ type: 'closeCombat', unit: 'm', target: 'r' }, [3, 3]], end],
      { victory: {} },
    ),
  ];
}

/** The names the table gave: units, players, factions and terrain are written as they are. */
const names = (states: readonly DaState[]) =>
  states.flatMap((s) => [...s.units.flatMap((u) => [u.id, u.name, u.faction ?? '']), ...s.players, ...s.battlefield.terrain.map((t) => t.id)]).filter(Boolean);

describe('Fire for Effect in German: whole games (ADR 0036)', () => {
  it('every log line, ruling, modifier, refusal and panel reason of games played at the table reads German', () => {
    const games = scripted();
    const texts = games.flatMap((g) => [...shown(g.events), ...panel(g.state), ...g.refusals.map((r): Shown => [r, REASON_GROUPS])]);
    const kinds = new Set(games.flatMap((g) => g.events.map((e) => e.type)));
    for (const kind of [
      'artilleryPlaced',
      'artilleryResolved',
      'artilleryCancelled',
      'boarded',
      'disembarked',
      'forcedDisembarked',
      'captured',
      'breakAway',
      'gameEnded',
    ])
      expect(kinds, kind).toContain(kind);
    expect(texts.length).toBeGreaterThan(100);
    expect(englishLeft(texts, names(games.map((g) => g.state)))).toEqual([]);
    const german = (text: string) => de(text, FIRE_FOR_EFFECT_GROUPS);
    expect(german('gun places marker gun-t1-1 at (20, 5) (arrow 0°)')).toBe('gun platziert Marker gun-t1-1 bei (20, 5) (Pfeil 0°)');
    expect(german('apc disembarks i1 at (10, 8.375), i2 at (11.149, 8.851) (6" of speed spent)')).toBe(
      'apc lässt i1 bei (10, 8.375), i2 bei (11.149, 8.851) aussteigen (6″ Geschwindigkeit verbraucht)',
    );
    expect(german('game over: blue wins — red has no unit left that counts (blue 40, red 0) [MWDA victory]')).toBe(
      'Spielende: blue gewinnt — red hat keine zählende Einheit mehr (blue 40, red 0) [MWDA victory]',
    );
    expect(de('Rifle Squad cannot move there: it must stop on entering hindering terrain woods (half speed: it starts in woods)', REASON_GROUPS)).toBe(
      'Rifle Squad kann sich nicht dorthin bewegen: sie muss beim Betreten des Geländes woods (hindering) anhalten ' +
        '(halbe Geschwindigkeit: Sie beginnt in woods)',
    );
  });

  it('bot games of the Dark Age skirmish (the hill farm) read German to the last line', () => {
    const texts: Shown[] = [];
    const states: DaState[] = [];
    for (const [setup, seed] of [
      [sampleSkirmish, 'a'],
      [sampleSkirmish, 'b'],
      [sampleSkirmish, 'c'],
    ] as const) {
      const { record, state } = daBotRecord(setup, seed, 2000);
      texts.push(...shown(record.entries.flatMap((e) => e.events as DaEvent[])), ...panel(state));
      states.push(state);
    }
    expect(states.every((s) => s.outcome !== null)).toBe(true);
    expect(englishLeft(texts, names(states))).toEqual([]);
  });
});

describe('every refusal the Fire for Effect and campaign engines write has a German template (read from their source)', () => {
  it('each literal `reject(…)` reason of packages/dark-age and packages/campaign matches a reason template, so a new one fails here', () => {
    const missing: string[] = [];
    let count = 0;
    for (const pkg of ['dark-age', 'campaign'])
      for (const text of sources(resolve(import.meta.dirname, `../../../../packages/${pkg}/src`)))
        for (const m of text.matchAll(/\breject\(\s*(?=['`])/g)) {
          const reason = literal(text, m.index + m[0].length, '§');
          // Passed on from elsewhere (`reject(problem, …)`), or choosing its words as it goes (those are met in the games above).
          if (reason === null || reason === '1' || reason.includes('§')) continue;
          count++;
          if (de(reason, REASON_GROUPS) === reason) missing.push(`${pkg}: ${reason}`);
        }
    expect(count).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });
});
