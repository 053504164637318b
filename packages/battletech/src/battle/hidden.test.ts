import { RecordingDice, ScriptedDice, type SeatEntry, isRejection } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import type { Unit } from '../unit/catalog-types';
import { botCommand } from '../bot/bot';
import { type BattleEvent, battleModule } from './module';
import { battleSeats } from './seats';
import { type BattleState, enemiesOf } from './state';
import { viewFor } from './view';
import { duelSetup, duelist } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
const gear = (equipmentId: string, location: string, slot: number) => ({ equipmentId, fileName: equipmentId, location, rearMounted: false, slots: [slot] });
const BEAGLE = gear('BeagleActiveProbe', 'LT', 3);
const ECM = gear('ISGuardianECMSuite', 'RT', 5);

const withGear = (name: string, extra: ReturnType<typeof gear>[]): Unit => {
  const u = duelist(name);
  return { ...u, equipment: [...u.equipment, ...extra] } as Unit;
};

/** Red (side a) at `redHex` facing north with its kit; Blue (side b) set up hidden at 0805 with its kit. */
function hiddenDuel(redHex: string, red: ReturnType<typeof gear>[] = [], blue: ReturnType<typeof gear>[] = []) {
  const base = duelSetup();
  const units = base.units.map((u) =>
    u.id === 'red'
      ? { ...u, hex: redHex, unit: withGear('Red', red) as never }
      : { ...u, hex: '0805', facing: 3, hidden: true, unit: withGear('Blue', blue) as never },
  );
  const setup = battleModule.parseSetup({ ...base, units });
  return { setup, state: battleModule.init(setup, tw) };
}

/** Initiative with Red losing (moves first): 2+2 against 6+6. */
const redFirst = (s: BattleState, rules = tw) => play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
const revealed = (events: readonly BattleEvent[]) => events.filter((e) => e.type === 'unitRevealed');
const sourceText = (events: readonly BattleEvent[]) => JSON.stringify(revealed(events).map((e) => e.source));

describe('hidden units (Total Warfare, Hidden Units p. 259)', () => {
  it("is not in the other side's view, its setup hex is kept back, and it cannot be targeted", () => {
    const { setup, state } = hiddenDuel('0815');
    expect(state.hidden).toEqual(['blue']);
    const red = viewFor(state, 'a');
    expect(red.units.blue).toBeUndefined();
    expect(red.positions.blue).toBeUndefined();
    expect(JSON.stringify(red)).not.toContain('0805');
    expect(viewFor(state, 'b').positions.blue!.hex).toBe('0805');
    const shownSetup = battleSeats.setup!(setup, ['a'], state) as typeof setup;
    expect(JSON.stringify(shownSetup)).not.toContain('0805');
    expect(JSON.stringify(battleSeats.setup!(setup, ['b'], state))).toContain('0805');
    expect(enemiesOf(state, 'red')).toEqual([]);
    expect(enemiesOf(state, 'blue')).toEqual(['red']);
    const firing = { ...state, phase: 'fire' as const };
    expect(refusal(firing, { type: 'fire', unit: 'red', attacks: [{ weapon: 0, target: 'blue' }] }, tw)).toContain('no unit "blue" is in sight');
  });

  it('standing still keeps it hidden (its entry is redacted for the other seat); moving reveals it', () => {
    let s = redFirst(hiddenDuel('0815').state);
    s = play(s, { type: 'move', unit: 'red', orders: 'F' }, [], tw).state;
    const still = play(s, { type: 'move', unit: 'blue', orders: '' }, [], tw);
    expect(revealed(still.events)).toEqual([]);
    expect(still.state.hidden).toEqual(['blue']);
    const entry: SeatEntry = { seq: 3, command: { type: 'move', unit: 'blue', orders: '' } as SeatEntry['command'], rolls: [], events: still.events };
    const forRed = battleSeats.redact([entry], ['a'], still.state)[0]!;
    expect(forRed.hidden).toBe(true);
    expect(JSON.stringify(forRed)).not.toContain('0805');
    expect(battleSeats.redact([entry], ['b'], still.state)[0]).toBe(entry);

    let t = redFirst(hiddenDuel('0815').state);
    t = play(t, { type: 'move', unit: 'red', orders: '' }, [], tw).state;
    const moved = play(t, { type: 'move', unit: 'blue', orders: 'F' }, [], tw);
    const [e] = revealed(moved.events);
    expect(e).toMatchObject({ unit: 'blue', hex: '0806', reason: 'moved' });
    expect(sourceText(moved.events)).toContain('Hidden Units');
    expect(moved.state.hidden).toEqual([]);
    expect(viewFor(moved.state, 'a').positions.blue!.hex).toBe('0806');
    expect(enemiesOf(moved.state, 'red')).toEqual(['blue']);
  });

  it('an enemy that ends its move next to it finds it', () => {
    const far = play(redFirst(hiddenDuel('0808').state), { type: 'move', unit: 'red', orders: 'F' }, [], tw);
    expect(revealed(far.events)).toEqual([]);
    // Ending next to it first gives it a point-blank shot (point-blank.test.ts); let pass, it is found all the same.
    const paused = play(redFirst(hiddenDuel('0807').state), { type: 'move', unit: 'red', orders: 'F' }, [], tw);
    expect(revealed(paused.events)).toEqual([]);
    const near = play(paused.state, { type: 'pointBlank', unit: 'blue', attacks: [] }, [], tw);
    expect(revealed(near.events)).toMatchObject([{ unit: 'blue', reason: 'adjacent', by: 'red' }]);
  });

  it("an active probe finds it within the probe's range after the move, unless enemy ECM covers it", () => {
    // Beagle: range 4. Red ends at 0809, four hexes from 0805.
    const probed = play(redFirst(hiddenDuel('0810', [BEAGLE]).state), { type: 'move', unit: 'red', orders: 'F' }, [], tw);
    const [e] = revealed(probed.events);
    expect(e).toMatchObject({ unit: 'blue', reason: 'probe', by: 'red' });
    expect(sourceText(probed.events)).toContain('129');
    const noProbe = play(redFirst(hiddenDuel('0810').state), { type: 'move', unit: 'red', orders: 'F' }, [], tw);
    expect(revealed(noProbe.events)).toEqual([]);
    const jammed = play(redFirst(hiddenDuel('0810', [BEAGLE], [ECM]).state), { type: 'move', unit: 'red', orders: 'F' }, [], tw);
    expect(revealed(jammed.events)).toEqual([]);
  });

  it('Hidden Units (Expanded): the probe also looks from every hex of the path', () => {
    // Red passes 0809 (in range) and backs out to 0810 again.
    const standard = play(redFirst(hiddenDuel('0810', [BEAGLE]).state), { type: 'move', unit: 'red', orders: 'F B' }, [], tw);
    expect(revealed(standard.events)).toEqual([]);
    const expanded = play(redFirst(hiddenDuel('0810', [BEAGLE]).state, solaris), { type: 'move', unit: 'red', orders: 'F B' }, [], solaris);
    const [e] = revealed(expanded.events);
    expect(e).toMatchObject({ unit: 'blue', reason: 'probe' });
    expect(sourceText(expanded.events)).toContain('8.5.1');
  });

  it('firing reveals it once the fire is resolved; the bot plays on without seeing it', () => {
    const { state } = hiddenDuel('0810');
    const s = { ...state, phase: 'fire' as const };
    expect(() => botCommand(s, tw)).not.toThrow();
    const red = play(s, { type: 'fire', unit: 'red', attacks: [] }, [], tw);
    expect(revealed(red.events)).toEqual([]);
    const dice = new RecordingDice(new ScriptedDice(Array.from({ length: 40 }, () => 1)));
    const r = battleModule.resolve(red.state, battleModule.parseCommand({ type: 'fire', unit: 'blue', attacks: [{ weapon: 0, target: 'red' }] }), {
      dice,
      rules: tw,
    });
    if (isRejection(r)) throw new Error(r.reason);
    expect(r.map((e) => e.type)).toEqual(['fireDeclared', 'fireResolved', 'unitRevealed']);
    expect(revealed(r)).toMatchObject([{ unit: 'blue', reason: 'fired' }]);
  });
});
