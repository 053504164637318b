import { RecordingDice, isRejection, scriptedDice, seedSource } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { botCommand } from '../bot/bot';
import { battleModule } from './module';
import { waitingSides } from './seats';
import type { BattleCommand, BattleSetup } from './schema';
import type { BattleState } from './state';
import { duelSetup, duelist } from './test/setup';

const rules = combatRuleset([]).rules;
const rows = (from: number, to: number) =>
  Array.from({ length: 16 }, (_, c) =>
    Array.from({ length: to - from + 1 }, (_, r) => `${String(c + 1).padStart(2, '0')}${String(from + r).padStart(2, '0')}`),
  ).flat();

/** Three units a side (a: red, pink, rose; b: blue, navy, sky), each side in a three-row band along its edge. */
function setup(first = 'a'): BattleSetup {
  const d = duelSetup();
  return {
    ...d,
    units: [
      ...d.units,
      { id: 'pink', side: 'a', unit: duelist('Pink') as never, gunnery: 4, piloting: 5, hex: '0715', facing: 0 },
      { id: 'navy', side: 'b', unit: duelist('Navy') as never, gunnery: 4, piloting: 5, hex: '0703', facing: 3 },
      { id: 'rose', side: 'a', unit: duelist('Rose') as never, gunnery: 4, piloting: 5, hex: '0615', facing: 0 },
    ],
    deployment: {
      first,
      rule: 'the sides take it in turn to deploy, a first',
      source: seedSource('000', 'Escort › Set Up'),
      zones: [
        { side: 'a', name: "along a's edge, 3 rows deep", hexes: rows(15, 17) },
        { side: 'b', name: "along b's edge, 3 rows deep", hexes: rows(1, 3) },
      ],
    },
  };
}

const start = (first = 'a') => battleModule.init(battleModule.parseSetup(setup(first)), rules);
const dice = () => new RecordingDice(scriptedDice());
function send(s: BattleState, c: BattleCommand): BattleState {
  const r = battleModule.resolve(s, battleModule.parseCommand(c), { dice: dice(), rules });
  if (isRejection(r)) throw new Error(r.reason);
  return r.reduce(battleModule.apply, s);
}
const refusal = (s: BattleState, c: BattleCommand) => {
  const r = battleModule.resolve(s, battleModule.parseCommand(c), { dice: dice(), rules });
  return isRejection(r) ? r : null;
};

describe('deployment in turns', () => {
  it('starts in the deployment phase with the first side to place; nothing else can be done yet', () => {
    const s = start();
    expect(s.phase).toBe('deployment');
    expect(waitingSides(s)).toEqual(['a']);
    expect(refusal(s, { type: 'initiative' })?.reason).toMatch(/deployment phase/u);
  });

  it('alternates one unit at a time; the side with more units places its last ones in a row; then initiative', () => {
    let s = start();
    s = send(s, { type: 'deploy', unit: 'pink', hex: '0316', facing: 1 });
    expect(s.positions.pink).toEqual({ hex: '0316', facing: 1 });
    expect(refusal(s, { type: 'deploy', unit: 'red', hex: '0416', facing: 0 })?.reason).toMatch(/b's turn to deploy \(the sides take it in turn/u);
    s = send(s, { type: 'deploy', unit: 'navy', hex: '1002', facing: 3 });
    s = send(s, { type: 'deploy', unit: 'rose', hex: '0417', facing: 0 });
    s = send(s, { type: 'deploy', unit: 'blue', hex: '1102', facing: 3 });
    expect(s.deployment?.next).toBe('a');
    expect(s.phase).toBe('deployment');
    s = send(s, { type: 'deploy', unit: 'red', hex: '0517', facing: 0 });
    expect(s.phase).toBe('initiative');
    expect(s.deployment?.pending).toEqual([]);
  });

  it('the other side may go first', () => {
    const s = start('b');
    expect(refusal(s, { type: 'deploy', unit: 'red', hex: '0416', facing: 0 })?.reason).toMatch(/b's turn/u);
    expect(send(s, { type: 'deploy', unit: 'blue', hex: '0101', facing: 3 }).deployment?.next).toBe('a');
  });

  it('refuses a hex outside the zone, a hex a placed unit holds, and a unit already placed, each with the rule', () => {
    let s = start();
    const out = refusal(s, { type: 'deploy', unit: 'red', hex: '0810', facing: 0 });
    expect(out?.reason).toBe("0810 is outside a's deployment zone: along a's edge, 3 rows deep");
    expect(out?.field).toBe('hex');
    expect(out?.source).toMatchObject({ section: 'Escort › Set Up' });
    s = send(s, { type: 'deploy', unit: 'red', hex: '0816', facing: 0 });
    s = send(s, { type: 'deploy', unit: 'blue', hex: '0802', facing: 3 });
    expect(refusal(s, { type: 'deploy', unit: 'pink', hex: '0816', facing: 0 })?.reason).toMatch(/0816 is taken/u);
    expect(refusal(s, { type: 'deploy', unit: 'red', hex: '0916', facing: 0 })?.reason).toBe('Red is already deployed');
    // A suggested hex of a unit not yet placed is free to take.
    expect(refusal(s, { type: 'deploy', unit: 'pink', hex: '0615', facing: 0 })).toBeNull();
  });

  it('the bot places every unit on its suggested hex (or a free one in its zone), alternating, then rolls initiative', () => {
    let s = start();
    const played: string[] = [];
    while (s.phase === 'deployment') {
      const c = botCommand(s, rules)!;
      expect(c.type).toBe('deploy');
      played.push(`${c.type === 'deploy' ? `${c.unit}@${c.hex}` : ''}`);
      s = send(s, c);
    }
    expect(played).toEqual(['red@0815', 'blue@0803', 'pink@0715', 'navy@0703', 'rose@0615']);
    expect(botCommand(s, rules)).toEqual({ type: 'initiative' });
  });

  it('a setup without deployment starts at initiative, as before', () => {
    expect(battleModule.init(battleModule.parseSetup(duelSetup()), rules).phase).toBe('initiative');
  });

  it('a zone naming a side that does not exist or a hex off the map is refused with its field', () => {
    const bad = setup();
    const off = { ...bad, deployment: { ...bad.deployment!, zones: [bad.deployment!.zones[0]!, { side: 'b', name: 'b', hexes: ['4040'] }] } };
    expect(() => battleModule.init(battleModule.parseSetup(off), rules)).toThrow(/4040, which is off the map/u);
    const nobody = { ...bad, deployment: { ...bad.deployment!, first: 'c' } };
    expect(() => battleModule.init(battleModule.parseSetup(nobody), rules)).toThrow(/"c" deploys first/u);
  });
});
