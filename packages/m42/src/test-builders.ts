/** Small builders for M42 tests: a two-player state whose first task force can be shaped per test. */
import type { M42SetupInput } from './schema';

type TaskForceInput = M42SetupInput['players'][number]['taskForce'];

export function unitsOf(alive: number, destroyed: number, reserve = 0, ld?: number): TaskForceInput['units'] {
  const mk = (status: 'alive' | 'destroyed' | 'reserve', n: number, from: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `u${from + i}`, name: `Unit ${from + i}`, status, ...(ld !== undefined ? { ld } : {}) }));
  return [...mk('alive', alive, 1), ...mk('destroyed', destroyed, alive + 1), ...mk('reserve', reserve, alive + destroyed + 1)];
}

export function battle(taskForce: Partial<TaskForceInput> & Pick<TaskForceInput, 'units'>, extra: Partial<M42SetupInput> = {}): M42SetupInput {
  return {
    turn: 3,
    currentPlayer: 'red',
    players: [
      { id: 'red', role: 'attacker', taskForce: { name: 'Red Force', ...taskForce } },
      { id: 'blue', role: 'defender', taskForce: { name: 'Blue Force', units: unitsOf(3, 0) } },
    ],
    mission: { id: 'test', title: 'Test mission', victory: { attacker: [], defender: [] } },
    ...extra,
  };
}
