import { type Roll, RecordingDice, ScriptedDice, SeededDice, type SeatEntry, isRejection } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { botCommand } from '../bot/bot';
import { type BattleEvent, battleModule } from './module';
import { battleSeats } from './seats';
import type { BattleCommand } from './schema';
import type { BattleState } from './state';
import { viewFor } from './view';
import { fireOptions } from './fire';
import { narrateEvent } from './narrate';
import { duelSetup } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;

/** Red (side a) at `redHex` facing north; Blue (side b) hidden at 0805 facing `blueFacing` (south: its lasers cover 0806). */
function ambush(redHex = '0808', blueFacing = 3) {
  const base = duelSetup();
  const units = base.units.map((u) => (u.id === 'red' ? { ...u, hex: redHex } : { ...u, hex: '0805', facing: blueFacing, hidden: true }));
  return battleModule.init(battleModule.parseSetup({ ...base, units }), tw);
}
/** Initiative with Red losing (moves first): 2+2 against 6+6. */
const redFirst = (s: BattleState) => play(s, { type: 'initiative' }, [1, 1, 6, 6], tw).state;
const types = (events: readonly BattleEvent[]) => events.map((e) => e.type);
/** Red walks past the hidden Blue: 0807, 0806 (next to Blue: the move pauses), turns right twice and walks on. */
const PAST = 'F F R R F';

describe('point-blank shots from hidden units (Total Warfare, Hidden Units)', () => {
  it('pauses the move in the first hex next to the hidden unit and asks only its side', () => {
    const paused = play(redFirst(ambush()), { type: 'move', unit: 'red', orders: PAST }, [], tw);
    expect(types(paused.events)).toEqual(['moveInterrupted']);
    const s = paused.state;
    expect(s.positions.red!.hex).toBe('0806');
    expect(s.moved.red).toBeUndefined();
    expect(s.pointBlank).toMatchObject({ mover: 'red', step: 1, waiting: ['blue'] });
    expect(viewFor(s, 'b').pointBlank!.waiting).toEqual(['blue']);
    const red = viewFor(s, 'a');
    expect(red.pointBlank!.waiting).toEqual([]);
    expect(JSON.stringify(red)).not.toContain('0805');
    const entry: SeatEntry = { seq: 2, command: { type: 'move', unit: 'red', orders: PAST } as SeatEntry['command'], rolls: [], events: paused.events };
    expect(JSON.stringify(battleSeats.redact([entry], ['a'], s))).not.toContain('blue');
    expect(refusal(s, { type: 'move', unit: 'red', orders: 'F' }, tw)).toContain('paused for a point-blank shot');
    expect(refusal(s, { type: 'pointBlank', unit: 'red', attacks: [] }, tw)).toContain('no point-blank shot');
  });

  it('fires: the shot reveals Blue, waives the target movement modifier, and the move goes on from 0806', () => {
    const s = play(redFirst(ambush()), { type: 'move', unit: 'red', orders: PAST }, [], tw).state;
    // Medium laser: to-hit 6+6 against 4 (gunnery 4, no movement either way), location 3+4 (centre torso).
    const shot = play(s, { type: 'pointBlank', unit: 'blue', attacks: [{ weapon: 0, target: 'red' }] }, [6, 6, 3, 4], tw);
    expect(types(shot.events)).toEqual(['unitRevealed', 'pointBlankResolved', 'unitMoved']);
    const resolved = shot.events.find((e) => e.type === 'pointBlankResolved')!;
    const report = resolved.type === 'pointBlankResolved' ? resolved.reports[0]!.report : null;
    if (!report || !('toHit' in report)) throw new Error('the point-blank shot was not resolved as a weapon attack');
    const toHit = report.toHit;
    expect(toHit.target).toBe(4);
    expect(toHit.modifiers.find((m) => m.id === 'target-movement')).toMatchObject({ value: 0, source: { section: 'Hidden Units › Point-Blank Shots' } });
    const t = shot.state;
    expect(t.hidden).toEqual([]);
    expect(t.pointBlank).toBeUndefined();
    expect(t.units.red!.locations.CT!.armor).toBeLessThan(s.units.red!.locations.CT!.armor);
    const moved = shot.events.find((e) => e.type === 'unitMoved')!;
    expect(moved.type === 'unitMoved' && moved.report.from.hex).toBe('0808');
    expect(moved.type === 'unitMoved' && moved.report.steps.length).toBe(5);
    expect(t.positions.red!.hex).not.toBe('0806');
    expect(t.moved.red).toMatchObject({ hexes: 3 });
    // Blue stood: its own move keeps it in place; in the weapon attack phase it has already made its attack.
    const fire = play(t, { type: 'move', unit: 'blue', orders: '' }, [], tw).state;
    expect(fire.phase).toBe('fire');
    expect(fire.fire.blue).toEqual([]);
    expect(refusal(fire, { type: 'fire', unit: 'blue', attacks: [{ weapon: 1, target: 'red' }] }, tw)).toContain('point-blank shot this turn');
    // It may still make a physical attack; the next turn it fires again like any unit.
    const physical = play(fire, { type: 'fire', unit: 'red', attacks: [] }, [], tw).state;
    expect(physical.phase).toBe('physical');
    expect(refusal(physical, { type: 'physical', unit: 'blue', attack: null }, tw)).toBeNull();
    const heat = play(play(physical, { type: 'physical', unit: 'blue', attack: null }, [], tw).state, { type: 'physical', unit: 'red', attack: null }, [], tw);
    const next = play(play(heat.state, { type: 'heat' }, [], tw).state, { type: 'end' }, [], tw).state;
    expect(play(next, { type: 'initiative' }, [1, 1, 6, 6], tw).state.pointBlankFired).toEqual([]);
  });

  it('declines: Blue stays hidden from Red, and the move ends as written', () => {
    const s = play(redFirst(ambush()), { type: 'move', unit: 'red', orders: PAST }, [], tw).state;
    const let_ = play(s, { type: 'pointBlank', unit: 'blue', attacks: [] }, [], tw);
    expect(types(let_.events)).toEqual(['pointBlankDeclined', 'unitMoved']);
    expect(let_.state.hidden).toEqual(['blue']);
    expect(let_.state.moved.red).toMatchObject({ hexes: 3 });
    const entry: SeatEntry = {
      seq: 3,
      command: { type: 'pointBlank', unit: 'blue', attacks: [], twist: 0 } as SeatEntry['command'],
      rolls: [],
      events: let_.events,
    };
    const forRed = battleSeats.redact([entry], ['a'], let_.state)[0]!;
    expect(JSON.stringify(forRed.command)).not.toContain('blue');
    expect(forRed.events[0]).toMatchObject({ hidden: true });
  });

  it('a mover knocked down where it was shot ends its move there', () => {
    const s = play(redFirst(ambush()), { type: 'move', unit: 'red', orders: PAST }, [], tw).state;
    // As if the shot's piloting roll had failed: Red lies in 0806 when the move would go on.
    const felled = { ...s, units: { ...s.units, red: { ...s.units.red!, prone: true } } };
    const r = play(felled, { type: 'pointBlank', unit: 'blue', attacks: [] }, [], tw);
    const moved = r.events.find((e) => e.type === 'unitMoved')!;
    expect(moved.type === 'unitMoved' && moved.report).toMatchObject({ from: { hex: '0808' }, to: { hex: '0806' }, summary: { hexes: 2 } });
    expect(moved.type === 'unitMoved' && moved.report.stopped!.reason).toContain('after a point-blank shot');
    expect(r.state.positions.red!.hex).toBe('0806');
  });

  it('is not offered to a unit with no shot, nor past a jump that lands away from it', () => {
    const s = redFirst(ambush());
    const jump = play(s, { type: 'move', unit: 'red', orders: 'J 0608' }, [], tw);
    expect(types(jump.events)).toEqual(['unitMoved']);
  });

  it('the bot answers the opportunity (it fires its best volley at the mover)', () => {
    const s = play(redFirst(ambush()), { type: 'move', unit: 'red', orders: PAST }, [], tw).state;
    const c = botCommand(s, tw);
    expect(c).toMatchObject({ type: 'pointBlank', unit: 'blue' });
    expect((c as Extract<BattleCommand, { type: 'pointBlank' }>).attacks.length).toBeGreaterThan(0);
  });

  it('a bot duel with a hidden unit never stalls and replays byte for byte', () => {
    const run = (dice: RecordingDice, next: (s: BattleState, i: number) => BattleCommand | null) => {
      let s = redFirst(ambush());
      const commands: BattleCommand[] = [];
      const events: BattleEvent[] = [];
      for (let i = 0; s.phase !== 'over' && s.round <= 6; i++) {
        const c = next(s, i);
        if (!c) break;
        const r = battleModule.resolve(s, c, { dice, rules: tw });
        if (isRejection(r)) throw new Error(`${c.type} refused: ${r.reason}`);
        commands.push(c);
        events.push(...r);
        s = r.reduce(battleModule.apply, s);
      }
      return { s, commands, events, rolls: dice.rolls };
    };
    const first = run(new RecordingDice(SeededDice.fromSeed('point-blank duel')), (s, i) =>
      i === 0 ? { type: 'move', unit: 'red', orders: PAST } : botCommand(s, tw),
    );
    expect(first.s.round).toBeGreaterThan(1);
    expect(first.commands.some((c) => c.type === 'pointBlank')).toBe(true);
    const again = run(new RecordingDice(new ScriptedDice(first.rolls.flatMap((r: Roll) => r.faces))), (_, i) => first.commands[i] ?? null);
    expect(JSON.stringify(again.events)).toBe(JSON.stringify(first.events));
    expect(JSON.stringify(again.s)).toBe(JSON.stringify(first.s));
  });

  describe('the torso twist for the shot (Total Warfare Hidden Units › Point-Blank Shots, p. 260)', () => {
    // Blue faces north-east: Red in 0806 (south of it) is in its right arm's arc only; twisted right, in its front arc.
    const paused = () => play(redFirst(ambush('0808', 1)), { type: 'move', unit: 'red', orders: PAST }, [], tw).state;
    const volley = [0, 1, 2, 3].map((weapon) => ({ weapon, target: 'red' }));

    it('turns the firing arcs: weapons out of arc untwisted fire twisted; the twist is recorded, lasts the turn and is told', () => {
      const s = paused();
      expect(fireOptions(s, 'blue', 'red', tw, 0).map((o) => o.weapon)).toEqual([0]);
      expect(fireOptions(s, 'blue', 'red', tw, 1).map((o) => o.weapon)).toEqual([0, 1, 2, 3]);
      expect(refusal(s, { type: 'pointBlank', unit: 'blue', attacks: volley, twist: 0 }, tw)).toMatch(/attacks\.1/);
      // Four misses (2+2 against 4), then the move carries on.
      const shot = play(s, { type: 'pointBlank', unit: 'blue', attacks: volley, twist: 1 }, [1, 1, 1, 1, 1, 1, 1, 1], tw);
      const resolved = shot.events.find((e) => e.type === 'pointBlankResolved')!;
      expect(resolved).toMatchObject({ twist: 1, attacks: volley });
      expect(resolved.type === 'pointBlankResolved' && resolved.reports).toHaveLength(4);
      expect(shot.state.twists.blue).toBe(1);
      const told = narrateEvent(s, resolved)[0]!;
      expect(told.text).toBe('Blue twists its torso right and fires point-blank at Red');
      expect(told.details!.join(' ')).toMatch(/Hidden Units › Point-Blank Shots.*260/);
    });

    it('is refused when the unit may not twist, and when it lets the mover pass', () => {
      const s = paused();
      expect(refusal(s, { type: 'pointBlank', unit: 'blue', attacks: [], twist: 1 }, tw)).toContain('letting the mover pass takes no twist');
      const prone = { ...s, units: { ...s.units, blue: { ...s.units.blue!, prone: true } } };
      expect(refusal(prone, { type: 'pointBlank', unit: 'blue', attacks: [{ weapon: 0, target: 'red' }], twist: 1 }, tw)).toContain('cannot twist its torso');
    });

    it('the bot twists when the twist brings more weapons to bear', () => {
      expect(botCommand(paused(), tw)).toMatchObject({ type: 'pointBlank', unit: 'blue', twist: 1 });
    });
  });
});
