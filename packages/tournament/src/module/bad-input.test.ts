import { describe, expect, it } from 'vitest';
import { SeededDice, type LiveGame } from '@marshal/core';
import { buildSampleRoster, sampleCatalog, samplePlayerCommands } from '../sample/sample-event';
import { playTournament, startTournament, tournamentState } from './play';
import { currentRound } from './views';
import { tournamentModule } from './tournament-module';

const organiser = { role: 'organiser' as const };
const player = (p: string) => ({ role: 'player' as const, player: p });

function setupEvent(n = 4, start = true): { game: LiveGame; dice: SeededDice } {
  const dice = SeededDice.fromSeed('bad', 'tournament');
  let game = startTournament({ title: 't' }, { seed: 'bad' });
  for (const c of samplePlayerCommands(n)) game = playTournament(game, c, dice).game;
  if (start) {
    game = playTournament(game, { type: 'startEvent', actor: organiser }, dice).game;
    game = playTournament(game, { type: 'pairRound', actor: organiser }, dice).game;
  }
  return { game, dice };
}

function refused(game: LiveGame, command: unknown, dice: SeededDice, reason: RegExp) {
  const before = game.record.entries.length;
  const r = playTournament(game, command, dice);
  expect(r.rejection?.reason).toMatch(reason);
  expect(r.game.record.entries).toHaveLength(before);
  return r.rejection!;
}

describe('bad input is refused with the reason and nothing recorded is lost', () => {
  it('rosters: wrong categories, named, advanced, unavailable, pseudo-faction, bad special ammo', () => {
    const { game, dice } = setupEvent(2, false);
    const cat = sampleCatalog();
    const roster = buildSampleRoster(cat, 0, 'Lyran Commonwealth');
    const swap = (i: number, name: string, faction = 'Lyran Commonwealth') => ({
      ...roster,
      mechs: roster.mechs.map((m, j) => (j === i ? { ...m, unit: cat.unitFacts(name, faction, 'Jihad')! } : m)),
    });
    const set = (r: unknown) => ({ type: 'setRoster', actor: player('p01'), player: 'p01', roster: r });
    refused(game, set(swap(0, 'Atlas AS7-D')), dice, /100 t is outside 15–35 t/);
    refused(game, set(swap(2, 'Griffin GRF-1N')), dice, /has jump jets/);
    refused(game, set(swap(0, 'Wolfhound WLF-1 (Allard)')), dice, /named 'Mech/);
    refused(game, set(swap(0, 'Hollander III BZK-D1')), dice, /Advanced; only Introductory or Standard/);
    refused(game, set(swap(3, 'Timber Wolf Prime')), dice, /not available to Lyran Commonwealth/);
    refused(game, set({ mechs: roster.mechs.slice(0, 5) }), dice, /no 'Mech for category 80–100 t/);
    const ammo = { ...roster, mechs: roster.mechs.map((m, j) => (j === 1 ? { ...m, specialAmmo: [{ family: 'lrm', munition: 'precision', tons: 1 }] } : m)) };
    refused(game, set(ammo), dice, /Precision ammunition cannot be loaded for lrm/);
    refused(
      game,
      { type: 'addPlayer', actor: organiser, player: 'x', name: 'X', faction: 'Solaris 7' },
      dice,
      /Solaris 7 is in the "Other" group of the Jihad era/,
    );
  });
  it('players choose a faction from the era\'s list (codes or names), never one in "Other"', () => {
    const dice = SeededDice.fromSeed('factions', 'tournament');
    const factions = [
      { id: 'LA', name: 'LA' },
      { id: 'CW', name: 'CW' },
      { id: 'General', name: 'General', group: 'Other' },
    ];
    const game = startTournament({ title: 't', factions }, { seed: 'factions' });
    const add = (faction: string) => ({ type: 'addPlayer', actor: organiser, player: 'x', name: 'X', faction });
    // the reason names the factions (CW is Clan Wolf), never by their codes
    const r = refused(
      game,
      add('Atlantis Free State'),
      dice,
      /^Atlantis Free State is not a faction listed for the Jihad era \(3 listed, e\.g\. Clan Wolf, Lyran Alliance\)$/,
    );
    expect(r.source).toMatchObject({ seed: '003', section: '1 Creation of the Battleforce' });
    expect(r.field).toBe('faction');
    refused(game, add('General'), dice, /General is in the "Other" group of the Jihad era/);
    refused(game, add('CC.CHG'), dice, /^Capellan Home Guard \(Capellan Confederation\) is not a faction listed/);
    expect(playTournament(game, add('Lyran Alliance'), dice).rejection).toBeNull();
    expect(playTournament(game, add('CW'), dice).rejection).toBeNull();
  });
  it('a player may not edit someone else’s roster, nor add players', () => {
    const { game, dice } = setupEvent(2, false);
    const roster = tournamentState(game).players['p02']!.roster;
    refused(game, { type: 'setRoster', actor: player('p01'), player: 'p02', roster }, dice, /may not set the roster for p02/);
    refused(game, { type: 'addPlayer', actor: player('p01'), player: 'x', name: 'X', faction: 'Federated Suns' }, dice, /only the organiser/);
  });
  it('a player signs up as themselves, once, while registration is open', () => {
    const { game, dice } = setupEvent(2, false);
    const join = { type: 'addPlayer', actor: player('newcomer'), player: 'newcomer', name: 'New Comer', faction: 'Federated Suns' };
    const joined = playTournament(game, join, dice);
    expect(joined.rejection).toBeNull();
    expect(tournamentState(joined.game).players['newcomer']).toMatchObject({ name: 'New Comer', faction: 'Federated Suns', roster: null });
    refused(joined.game, join, dice, /player id newcomer is already taken/);
  });
  it('rosters and special ammunition are frozen after the start', () => {
    const { game, dice } = setupEvent(2);
    const roster = tournamentState(game).players['p01']!.roster;
    refused(game, { type: 'setRoster', actor: organiser, player: 'p01', roster }, dice, /frozen/);
  });
  it('results: unpaired players, double reports, the reporter confirming, outsiders, too many game rounds', () => {
    const setup = setupEvent(4);
    const dice = setup.dice;
    let game = setup.game;
    const [d1, d2] = currentRound(tournamentState(game))!.duels;
    const result = { a: 'destroyed', b: 'intact', gameRounds: 12 };
    refused(game, { type: 'reportResult', actor: player(d2!.a.player), duel: d1!.id, result }, dice, /does not play in/);
    refused(game, { type: 'reportResult', actor: player(d1!.a.player), duel: 'R1-T9', result }, dice, /no duel R1-T9/);
    refused(game, { type: 'reportResult', actor: player(d1!.a.player), duel: d1!.id, result: { ...result, gameRounds: 21 } }, dice, /at most 20 game rounds/);
    game = playTournament(game, { type: 'reportResult', actor: player(d1!.a.player), duel: d1!.id, result }, dice).game;
    refused(game, { type: 'reportResult', actor: player(d1!.b!.player), duel: d1!.id, result }, dice, /already reported/);
    refused(game, { type: 'confirmResult', actor: player(d1!.a.player), duel: d1!.id }, dice, /the opponent, not the reporter/);
    refused(game, { type: 'settleResult', actor: player(d1!.b!.player), duel: d1!.id, result }, dice, /only the organiser/);
    refused(game, { type: 'pairRound', actor: organiser }, dice, /still has duels without a final result/);
    game = playTournament(game, { type: 'disputeResult', actor: player(d1!.b!.player), duel: d1!.id, reason: 'no' }, dice).game;
    refused(game, { type: 'confirmResult', actor: player(d1!.b!.player), duel: d1!.id }, dice, /no result waiting/);
    const settled = playTournament(game, { type: 'settleResult', actor: organiser, duel: d1!.id, result: { ...result, b: 'crippled' }, note: 'sheets' }, dice);
    expect(settled.rejection).toBeNull();
    const history = settled.game.record.entries.map((e) => e.command.type);
    expect(history.slice(-3)).toEqual(['reportResult', 'disputeResult', 'settleResult']);
  });
  it('external commands are validated and name the field', () => {
    expect(() =>
      tournamentModule.parseCommand({ type: 'reportResult', actor: organiser, duel: 'R1-T1', result: { a: 'exploded', b: 'intact', gameRounds: 3 } }),
    ).toThrow(/result\.a|field result/);
    expect(() => tournamentModule.parseSetup({ title: 't', tiebreakers: ['more-kills', 'luck'] })).toThrow(/tiebreakers must be from/);
  });
  it('map choice: steps only by the duel’s players, the whole record by the organiser, once, with the removed map not picked', () => {
    const setup = setupEvent(4);
    const dice = setup.dice;
    let game = setup.game;
    const d = currentRound(tournamentState(game))!.duels[0]!;
    const choice = { maps: ['A', 'B', 'C'], removed: 'A', map: 'B', entryEdge: 'west', swapRoles: false };
    const other = currentRound(tournamentState(game))!.duels[1]!.a.player;
    refused(
      game,
      { type: 'chooseMap', actor: player(d.a.player), duel: d.id, choice, lowerBvPlayer: d.a.player },
      dice,
      /only the organiser may record a whole/,
    );
    refused(
      game,
      { type: 'mapStep', actor: player(other), duel: d.id, step: { kind: 'offer', maps: ['A', 'B', 'C'], lowerBvPlayer: d.a.player } },
      dice,
      /does not play in/,
    );
    refused(game, { type: 'chooseMap', actor: organiser, duel: d.id, choice: { ...choice, map: 'A' }, lowerBvPlayer: d.a.player }, dice, /was removed/);
    game = playTournament(game, { type: 'chooseMap', actor: organiser, duel: d.id, choice, lowerBvPlayer: d.a.player }, dice).game;
    refused(game, { type: 'chooseMap', actor: organiser, duel: d.id, choice, lowerBvPlayer: d.a.player }, dice, /already recorded/);
  });
});
