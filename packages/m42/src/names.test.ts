import { describe, expect, it } from 'vitest';
import { type LiveGame, canonicalJson, parseRecord, playCommand, scriptedDice, serializeRecord, startGame, verifyRecord } from '@marshal/core';
import type { M42Event } from './commands';
import { m42Module } from './module';
import { checkText, conditionText, gameWonText, idNames, m42Names, victoryText } from './names';
import { sampleM42State } from './sample';
import type { M42State } from './state';

type Victory = Extract<M42Event, { type: 'victoryChecked' }>;

/** The sample battle with the relay held by the swarm from turn 4: the defender's victory check wins at once. */
function wonOnObjective() {
  const setup = {
    ...sampleM42State,
    currentPlayer: 'swarm',
    mission: { ...sampleM42State.mission, victory: { ...sampleM42State.mission.victory, defender: [{ kind: 'hold-objective', objective: 'relay' }] } },
  };
  let game: LiveGame = startGame(m42Module, { setup, dice: { kind: 'scripted' } });
  for (const command of [{ type: 'checkMorale' }, { type: 'checkVictory' }]) {
    const r = playCommand(game, command, scriptedDice());
    if (!r.ok) throw new Error(r.rejection.reason);
    game = r.game;
  }
  const events = game.record.entries.flatMap((e) => e.events) as M42Event[];
  return {
    game,
    state: game.state as M42State,
    victory: events.find((e): e is Victory => e.type === 'victoryChecked')!,
    won: events.find((e) => e.type === 'gameWon')!,
  };
}

describe('names at display time: the record keeps ids, players read names', () => {
  it('the recorded victory text is unchanged (ids), so records replay and verify byte for byte', () => {
    const { game, victory, won } = wonOnObjective();
    expect(victory.explanation).toBe('swarm (defender) has met: hold objective relay');
    expect(won).toMatchObject({ winner: 'swarm', reason: 'swarm (defender) has met: hold objective relay' });
    const text = serializeRecord(game.record);
    expect(verifyRecord(m42Module, parseRecord(text, 'm42.jsonl')).ok).toBe(true);
  });

  it('shows the objective label and the player name, built from the check and the battle, never the ids', () => {
    const { state, victory, won } = wonOnObjective();
    const names = m42Names(state);
    expect(victoryText(victory, names)).toBe('Turid Swarm (defender) has met: hold objective Relay station');
    expect(conditionText(victory.checks[0]!.condition, names)).toBe('hold objective Relay station');
    expect(checkText(victory.checks[0]!, ['vanguard', 'swarm'], names)).toBe('Relay station is held by Turid Swarm');
    expect(gameWonText(won as Extract<M42Event, { type: 'gameWon' }>, names, victory)).toBe('Turid Swarm (defender) has met: hold objective Relay station');
    expect(names.unit('vanguard', 'v-recon')).toBe('Recon Team');
    expect(names.player('vanguard')).toBe('Vanguard Company');
  });

  it('an older or unknown wording is shown as it was recorded, and ids alone give the recorded text back', () => {
    const { state, victory } = wonOnObjective();
    const names = m42Names(state);
    const old = { ...victory, explanation: 'swarm holds relay (old wording)' };
    expect(victoryText(old, names)).toBe('swarm holds relay (old wording)');
    expect(checkText({ ...victory.checks[0]!, explanation: 'relay: swarm' }, ['swarm'], names)).toBe('relay: swarm');
    expect(victoryText(victory, idNames)).toBe(victory.explanation);
    expect(checkText({ ...victory.checks[0]!, explanation: 'Relay station is held by swarm; counts from turn 6' }, ['vanguard', 'swarm'], names)).toBe(
      'Relay station is held by Turid Swarm; counts from turn 6',
    );
    // Rendering leaves the event itself as it was.
    expect(canonicalJson(victory)).toBe(canonicalJson(wonOnObjective().victory));
  });
});
