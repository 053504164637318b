// Test helpers for pods in a battle: a side-mate standing between Red and Blue with a Nemesis pod, and one volley.
import type { CombatRules } from '../../options/rules';
import { battleModule } from '../module';
import type { BattleState } from '../state';
import type { BattleEvent } from '../module';
import { duelSetup, duelist } from './setup';
import { play } from './play';

/** Red's side-mate Green at 0808, between Red (0810) and Blue (0806), carrying Blue's Nemesis pod. */
export function withDecoy(s: BattleState, rules: CombatRules): BattleState {
  const setup = duelSetup();
  const green = battleModule.init(
    battleModule.parseSetup({
      ...setup,
      units: [...setup.units, { id: 'green', side: 'a', unit: duelist('Green') as never, gunnery: 4, piloting: 5, hex: '0815', facing: 0 }],
    }),
    rules,
  ).units.green!;
  return {
    ...s,
    units: { ...s.units, green: { ...green, pods: [{ kind: 'nemesis', location: 'LT', by: 'blue' }] } },
    positions: { ...s.positions, green: { hex: '0808', facing: 0 } },
    sideOf: { ...s.sideOf, green: 'a' },
  };
}

/** Blue and Green hold their fire, Red fires `weapon` at Blue with these dice: the reports and the state after. */
export function fireAll(s: BattleState, weapon: number, faces: number[], rules: CombatRules) {
  const a = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], rules).state;
  const b = play(a, { type: 'fire', unit: 'green', attacks: [] }, [], rules).state;
  const r = play(b, { type: 'fire', unit: 'red', attacks: [{ weapon, target: 'blue' }] }, faces, rules);
  const resolved = r.events.find((e) => e.type === 'fireResolved');
  if (resolved?.type !== 'fireResolved') throw new Error('no fire resolved');
  return { reports: resolved.reports, state: r.state, events: r.events };
}

/** The story lines of the fire resolved in `events`. */
export function firedStory(state: BattleState, events: readonly BattleEvent[]): string[] {
  return battleModule.narrate!(
    state,
    events.find((e) => e.type === 'fireResolved')!,
  ).map((l) => l.text);
}
