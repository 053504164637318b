import { describe, expect, it } from 'vitest';
import { SeededDice, type LiveGame } from '@marshal/core';
import { describeMapStep, describeMapSteps, describeNextMapStep, describeStepsLeft, newMapDraft, nextMapStep, takeMapStep } from '../duel/map-steps';
import { DEFAULT_MAP_SWAP, type MapSwapRule } from '../duel/map-choice';
import { describeMapChoice } from '../duel/digital';
import { samplePlayerCommands } from '../sample/sample-event';
import { playTournament, startTournament, tournamentState } from './play';
import { currentRound, findDuel } from './views';

const organiser = { role: 'organiser' as const };
const player = (p: string) => ({ role: 'player' as const, player: p });
const dice = SeededDice.fromSeed('steps', 'tournament');
const MAPS: [string, string, string] = ['Grasslands', 'Desert Hills', 'City Ruins'];
const names = (p: string) => ({ lo: 'Pilot 7', hi: 'Pilot 6' })[p] ?? p;

describe('map choice step by step (Solaris VII Stable Challenge §2.2)', () => {
  it('asks for each step in order, from the player whose step it is, and tells the record in names', () => {
    let d = newMapDraft('lo', 'hi');
    expect(describeNextMapStep(d, DEFAULT_MAP_SWAP, names)).toBe('Either player (or the organiser) puts three maps on offer');
    const steps = [
      ['hi', { kind: 'offer', maps: MAPS }],
      ['lo', { kind: 'roles', swapRoles: false }],
      ['lo', { kind: 'remove', map: 'Desert Hills' }],
      ['hi', { kind: 'pick', map: 'Grasslands' }],
      ['lo', { kind: 'edge', edge: 'north' }],
    ] as const;
    let choice = null;
    for (const [who, step] of steps) {
      expect(nextMapStep(d, DEFAULT_MAP_SWAP).kind).toBe(step.kind);
      const taken = takeMapStep(d, step, who, DEFAULT_MAP_SWAP, names);
      if (typeof taken === 'string') throw new Error(taken);
      ({ draft: d, choice } = taken);
    }
    expect(d.steps.map((s) => describeMapStep(s, names))).toEqual([
      'Pilot 6 offered Grasslands, Desert Hills, City Ruins',
      'Pilot 7 kept the roles',
      'Pilot 7 removed Desert Hills',
      'Pilot 6 picked Grasslands',
      'Pilot 7 chose to enter from the north',
    ]);
    expect(describeMapChoice(choice!, names)).toBe(
      'Pilot 7 removed Desert Hills; Pilot 6 picked Grasslands; Pilot 7 enters from the north, Pilot 6 from the south',
    );
  });

  it('refuses a step out of turn or by the wrong player, and a removed or unknown map', () => {
    const offered = takeMapStep(newMapDraft('lo', 'hi'), { kind: 'offer', maps: MAPS }, 'lo', DEFAULT_MAP_SWAP);
    if (typeof offered === 'string') throw new Error(offered);
    const d = offered.draft;
    expect(takeMapStep(d, { kind: 'remove', map: 'City Ruins' }, 'lo', DEFAULT_MAP_SWAP)).toMatch(/next step .* is "roles", not "remove"/);
    expect(takeMapStep(d, { kind: 'roles', swapRoles: true }, 'hi', DEFAULT_MAP_SWAP, names)).toBe("it is Pilot 7's step to roles, not Pilot 6's");
    const kept = takeMapStep(d, { kind: 'roles', swapRoles: false }, 'lo', DEFAULT_MAP_SWAP);
    if (typeof kept === 'string') throw new Error(kept);
    expect(takeMapStep(kept.draft, { kind: 'remove', map: 'Moon Base' }, 'lo', DEFAULT_MAP_SWAP)).toMatch(/not one of the maps offered/);
    const removed = takeMapStep(kept.draft, { kind: 'remove', map: 'City Ruins' }, null, DEFAULT_MAP_SWAP);
    if (typeof removed === 'string') throw new Error(removed);
    expect(takeMapStep(removed.draft, { kind: 'pick', map: 'City Ruins' }, 'hi', DEFAULT_MAP_SWAP)).toMatch(/was removed/);
    expect(takeMapStep(newMapDraft('lo', 'hi'), { kind: 'offer', maps: ['A', 'A', 'B'] }, 'lo', DEFAULT_MAP_SWAP)).toMatch(/must be different/);
  });

  it('switching roles hands the strike, the pick and the edge to the other player as the swap rule says', () => {
    const stays: MapSwapRule = { ...DEFAULT_MAP_SWAP, strike: 'stays' };
    const d = { ...newMapDraft('lo', 'hi'), maps: MAPS, swapRoles: true };
    expect(nextMapStep(d, DEFAULT_MAP_SWAP)).toEqual({ kind: 'remove', player: 'hi' });
    expect(nextMapStep(d, stays)).toEqual({ kind: 'remove', player: 'lo' });
    expect(nextMapStep({ ...d, removed: 'City Ruins' }, DEFAULT_MAP_SWAP)).toEqual({ kind: 'pick', player: 'lo' });
    expect(nextMapStep({ ...d, removed: 'City Ruins', map: 'Grasslands' }, DEFAULT_MAP_SWAP)).toEqual({ kind: 'edge', player: 'hi' });
  });

  it('the organiser may make every step for either player; the record and the steps left say for whom', () => {
    let d = newMapDraft('lo', 'hi');
    expect(describeStepsLeft(d, DEFAULT_MAP_SWAP, names)).toEqual([
      'Either player (or the organiser) puts three maps on offer',
      'Pilot 7 decides whether to switch roles',
      'Pilot 7 removes one map',
      'Pilot 6 picks the map',
      'Pilot 7 chooses the entry edge',
    ]);
    const steps = [
      { kind: 'offer', maps: MAPS },
      { kind: 'roles', swapRoles: true },
      { kind: 'remove', map: 'Desert Hills' },
    ] as const;
    for (const step of steps) {
      const taken = takeMapStep(d, step, null, DEFAULT_MAP_SWAP, names);
      if (typeof taken === 'string') throw new Error(taken);
      d = taken.draft;
    }
    // Roles switched: the higher-BV player now picks the edge, the lower-BV player the map.
    expect(describeStepsLeft(d, DEFAULT_MAP_SWAP, names)).toEqual(['Pilot 7 picks the map', 'Pilot 6 chooses the entry edge']);
    expect(describeMapSteps(d, DEFAULT_MAP_SWAP, names)).toEqual([
      'The organiser offered Grasslands, Desert Hills, City Ruins',
      'The organiser (for Pilot 7) switched roles',
      'The organiser (for Pilot 6) removed Desert Hills',
    ]);
    // A step a player made names the player, as before.
    expect(describeMapStep({ step: { kind: 'pick', map: 'Grasslands' }, by: 'lo' }, names, 'lo')).toBe('Pilot 7 picked Grasslands');
  });

  it('in the event: the opponent cannot take the lower-BV player’s step, the organiser may; the last step records the map', () => {
    let game: LiveGame = startTournament({ title: 'Steps Cup' }, { seed: 'steps' });
    const must = (c: unknown) => {
      const r = playTournament(game, c, dice);
      if (r.rejection) throw new Error(r.rejection.reason);
      game = r.game;
    };
    for (const c of samplePlayerCommands(4)) must(c);
    must({ type: 'startEvent', actor: organiser });
    must({ type: 'pairRound', actor: organiser });
    const d = currentRound(tournamentState(game))!.duels[0]!;
    const lo = d.a.bv <= d.b!.bv ? d.a.player : d.b!.player;
    const hi = lo === d.a.player ? d.b!.player : d.a.player;
    const step = (actor: object, s: object) => ({ type: 'mapStep', actor, duel: d.id, step: s });
    must(step(player(hi), { kind: 'offer', maps: MAPS, lowerBvPlayer: lo }));
    const refused = playTournament(game, step(player(hi), { kind: 'roles', swapRoles: true }), dice).rejection;
    expect(refused?.reason).toMatch(/step to roles, not/);
    expect(refused?.field).toBe('step');
    must(step(player(lo), { kind: 'roles', swapRoles: false }));
    must(step(organiser, { kind: 'remove', map: 'City Ruins' }));
    expect(findDuel(tournamentState(game), d.id)!.mapChoice).toBeNull();
    must(step(player(hi), { kind: 'pick', map: 'Grasslands' }));
    must(step(player(lo), { kind: 'edge', edge: 'east' }));
    const duel = findDuel(tournamentState(game), d.id)!;
    expect(duel.mapChoice).toMatchObject({ map: 'Grasslands', removed: 'City Ruins', removedBy: lo, mapPickedBy: hi, edgePickedBy: lo, entryEdge: 'east' });
    expect(duel.mapDraft!.steps.map((s) => s.by)).toEqual([hi, lo, null, hi, lo]);
    expect(playTournament(game, step(player(lo), { kind: 'offer', maps: MAPS }), dice).rejection?.reason).toMatch(/already recorded/);
  });
});
