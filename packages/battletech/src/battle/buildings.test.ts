import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { s000 } from '../rules/sources';
import type { BuildingShotReport } from './buildings';
import { battleModule } from './module';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';
import { play, refusal } from './test/play';

/**
 * Fire at objective buildings, set up as seed 000 Sabotage does (its buildings and its −4 rule): red stands at 0815
 * facing north; light woods at 0808, a level-4 hill at 1211.
 */
const rules = combatRuleset(['solaris-vii']).rules;
const BOARD = ['size 16 17', 'hex 0808 0 "woods:1" ""', 'hex 1211 4 "" ""', 'end'].join('\n');
const SABOTAGE_RULE = {
  label: 'objective building (immobile structure)',
  value: -4,
  source: s000('Sabotage › Special rules', 'objective buildings are immobile structures, −4 to be hit, destroyed when their construction factor is gone'),
};
const setup = (own: { buildingToHit?: typeof SABOTAGE_RULE } = { buildingToHit: SABOTAGE_RULE }) => {
  const d = duelSetup();
  return battleModule.parseSetup({
    ...d,
    map: { boards: [{ name: 'test', text: BOARD, rotated: false }] },
    buildings: [
      { id: 'b1', hex: '0807', cf: 88, label: 'Fuel depot' },
      { id: 'b2', hex: '0813', cf: 8 },
      { id: 'b3', hex: '1208', cf: 20 },
    ],
    ...own,
  });
};
const firePhase = (): BattleState => ({ ...battleModule.init(setup(), rules), phase: 'fire' });
const reportsOf = (events: readonly { type: string }[]) =>
  (events.find((e) => e.type === 'fireResolved') as unknown as { reports: { target: string; report: BuildingShotReport }[] }).reports;

describe('fire at objective buildings', () => {
  it('the setup lists buildings with their full construction factor; battles without them carry none', () => {
    expect(firePhase().buildings).toEqual({
      b1: { id: 'b1', hex: '0807', label: 'Fuel depot', cf: 88, remaining: 88, destroyed: false },
      b2: { id: 'b2', hex: '0813', label: 'b2', cf: 8, remaining: 8, destroyed: false },
      b3: { id: 'b3', hex: '1208', label: 'b3', cf: 20, remaining: 20, destroyed: false },
    });
    expect(battleModule.init(battleModule.parseSetup(duelSetup()), rules).buildings).toBeUndefined();
    expect(() => battleModule.init(battleModule.parseSetup({ ...duelSetup(), buildings: [{ id: 'x', hex: '3030', cf: 5 }] }), rules)).toThrow(
      /building "x" stands at 3030, which is off the 16×17 map/u,
    );
  });

  it('a hit takes the weapon damage off the construction factor; the to-hit itemises gunnery, range, woods and the −4 for a building', () => {
    const s = firePhase();
    play(s, { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'building:b1' }] }, [], rules);
    const r = play(
      { ...s, fire: { red: [{ weapon: 2, target: 'building:b1' }] }, twists: { red: 0 } },
      { type: 'fire', unit: 'blue', attacks: [] },
      [3, 3],
      rules,
    );
    const shot = reportsOf(r.events)[0]!;
    expect(shot.target).toBe('building:b1');
    expect(shot.report.toHit.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['gunnery', 4],
      ['range', 4],
      ['intervening-light-woods', 1],
      ['building-immobile', -4],
    ]);
    expect(shot.report.toHit.modifiers.find((m) => m.id === 'building-immobile')!.source).toMatchObject({ section: 'Sabotage › Special rules' });
    expect(shot.report.toHit.target).toBe(5);
    expect(shot.report).toMatchObject({ roll: 6, hit: true, damage: 5, remaining: 83, destroyed: false });
    expect(r.state.buildings!.b1).toMatchObject({ remaining: 83, destroyed: false });
    expect(r.events.find((e) => e.type === 'fireResolved')).toMatchObject({ buildings: { b1: { remaining: 83, destroyed: false } } });
    expect(r.state.units.red!.heat).toBe(3);
  });

  it("without a rule of its own the setup's buildings are Total Warfare immobile targets, −4", () => {
    const s = { ...battleModule.init(setup({}), rules), phase: 'fire' as const, fire: { red: [{ weapon: 2, target: 'building:b1' }] }, twists: { red: 0 } };
    const shot = reportsOf(play(s, { type: 'fire', unit: 'blue', attacks: [] }, [3, 3], rules).events)[0]!;
    expect(shot.report.toHit.modifiers.find((m) => m.id === 'building-immobile')).toMatchObject({
      value: -4,
      source: { kind: 'book', book: 'Total Warfare', section: 'Buildings › Attacking Buildings' },
    });
    expect(shot.report.toHit.target).toBe(5);
  });

  it('a miss leaves the building as it was and the event carries no building change', () => {
    const s = { ...firePhase(), fire: { red: [{ weapon: 2, target: 'building:b1' }] }, twists: { red: 0 } };
    const r = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [2, 2], rules);
    expect(reportsOf(r.events)[0]!.report).toMatchObject({ roll: 4, hit: false, damage: 0, remaining: 88 });
    expect(r.state.buildings!.b1!.remaining).toBe(88);
    expect(r.events.find((e) => e.type === 'fireResolved')).not.toHaveProperty('buildings');
  });

  it('a building whose construction factor is gone is destroyed and can no longer be targeted', () => {
    const s = {
      ...firePhase(),
      fire: {
        red: [
          { weapon: 0, target: 'building:b2' },
          { weapon: 1, target: 'building:b2' },
        ],
      },
      twists: { red: 0 },
    };
    const r = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [4, 4, 5, 5], rules);
    expect(reportsOf(r.events).map((x) => [x.report.damage, x.report.remaining, x.report.destroyed])).toEqual([
      [5, 3, false],
      [5, 0, true],
    ]);
    expect(r.state.buildings!.b2).toMatchObject({ remaining: 0, destroyed: true });
    expect(
      refusal({ ...r.state, phase: 'fire', fire: {}, twists: {} }, { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'building:b2' }] }, rules),
    ).toMatch(/building "b2" is already destroyed/u);
  });

  it('refuses a building out of line of sight, out of range, or not in the battle', () => {
    const s = firePhase();
    const behindHill = { ...s, positions: { ...s.positions, red: { hex: '1215', facing: 0 as const } } };
    expect(refusal(behindHill, { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'building:b3' }] }, rules)).toMatch(
      /no line of sight to building b3 at 1208/u,
    );
    const far = { ...s, positions: { ...s.positions, red: { hex: '0817', facing: 0 as const } } };
    expect(
      refusal(
        { ...far, buildings: { ...s.buildings, b1: { ...s.buildings!.b1!, hex: '0805' } } },
        { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'building:b1' }] },
        rules,
      ),
    ).toMatch(/cannot fire at building b1 at 0805/u);
    expect(refusal(s, { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'building:nope' }] }, rules)).toMatch(/no objective building "nope"/u);
  });

  it('events replay: folding the recorded events again gives the same buildings', () => {
    const s = { ...firePhase(), fire: { red: [{ weapon: 2, target: 'building:b1' }] }, twists: { red: 0 } };
    const r = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [6, 6], rules);
    const again = (JSON.parse(JSON.stringify(r.events)) as typeof r.events).reduce(battleModule.apply, s);
    expect(again.buildings).toEqual(r.state.buildings);
  });
});
