/** The M42 game state: the validated setup plus where the starting phase stands and who has won. */
import { MarshalError, type Source, parseWith } from '@marshal/core';
import { type M42Player, type M42Setup, type TaskForce, setupSchema } from './schema';

export type PhaseStep = 'morale' | 'victory' | 'suppression' | 'reserves' | 'done';

export const STEP_ORDER: readonly PhaseStep[] = ['morale', 'victory', 'suppression', 'reserves', 'done'];

export interface Outcome {
  readonly winner: string;
  readonly loser: string;
  readonly reason: string;
  readonly source: Source;
}

export interface M42State extends M42Setup {
  readonly step: PhaseStep;
  readonly outcome: Outcome | null;
}

/** Validate a setup or a saved state; cross-references are checked and named by field. */
export function parseM42Setup(input: unknown, file?: string): M42Setup {
  const raw = parseWith(setupSchema, input, 'M42 state', file);
  const fail = (field: string, message: string): never => {
    throw new MarshalError('invalid-input', `M42 state: ${message}`, { ...(file ? { file } : {}), field });
  };
  const ids = raw.players.map((p) => p.id);
  if (ids[0] === ids[1]) fail('players.1.id', `both players are called "${ids[0]}"`);
  if (!ids.includes(raw.currentPlayer)) fail('currentPlayer', `"${raw.currentPlayer}" is not one of the players (${ids.join(', ')})`);
  const players = raw.players.map((p, i): M42Player => {
    const tf = p.taskForce;
    const at = `players.${i}.taskForce`;
    const unitIds = new Set<string>();
    tf.units.forEach((u, j) => {
      if (unitIds.has(u.id)) fail(`${at}.units.${j}.id`, `unit id "${u.id}" is used twice`);
      unitIds.add(u.id);
      if (tf.specialRules.includes('hive-mind') && u.ld === undefined)
        fail(`${at}.units.${j}.ld`, `${u.name} needs an Ld: a Hive Mind task force tests unit by unit`);
    });
    tf.officers.forEach((o, j) => {
      if (o.unit !== undefined && !unitIds.has(o.unit)) fail(`${at}.officers.${j}.unit`, `officer ${o.id} is attached to unknown unit "${o.unit}"`);
      if (o.status === 'reserve' && o.unit === undefined) fail(`${at}.officers.${j}.unit`, `officer ${o.id} is in reserve: name the unit it arrives with`);
    });
    const startingUnits = tf.startingUnits ?? tf.units.length;
    if (startingUnits < tf.units.length) fail(`${at}.startingUnits`, `${startingUnits} is fewer than the ${tf.units.length} units listed`);
    return { ...p, taskForce: { ...tf, startingUnits } };
  });
  raw.battlefield.objectives.forEach((o, j) => {
    if (o.heldBy !== null && !ids.includes(o.heldBy)) fail(`battlefield.objectives.${j}.heldBy`, `"${o.heldBy}" is not a player`);
  });
  raw.battlefield.hostages.forEach((h, j) => {
    if (h.escortedOffBy !== null && !ids.includes(h.escortedOffBy)) fail(`battlefield.hostages.${j}.escortedOffBy`, `"${h.escortedOffBy}" is not a player`);
  });
  for (const role of ['attacker', 'defender'] as const)
    raw.mission.victory[role].forEach((c, j) => {
      if (c.kind === 'hold-objective' && !raw.battlefield.objectives.some((o) => o.id === c.objective))
        fail(`mission.victory.${role}.${j}.objective`, `no objective "${c.objective}" on the battlefield`);
      if (c.kind === 'escort-hostage' && !raw.battlefield.hostages.some((h) => h.id === c.hostage))
        fail(`mission.victory.${role}.${j}.hostage`, `no hostage "${c.hostage}" on the battlefield`);
    });
  return { ...raw, players };
}

/** A saved state may carry the phase step and outcome; a fresh setup starts at the morale step. */
export function initState(setup: M42Setup): M42State {
  return { ...setup, step: setup.step, outcome: setup.outcome as Outcome | null };
}

export function playerById(state: M42Setup, id: string): M42Player {
  const p = state.players.find((x) => x.id === id);
  if (!p) throw new MarshalError('unknown-player', `no player "${id}"`);
  return p;
}

export function opponentOf(state: M42Setup, id: string): M42Player {
  const p = state.players.find((x) => x.id !== id);
  if (!p) throw new MarshalError('unknown-player', `no opponent for "${id}"`);
  return p;
}

/** Units still alive on the table or waiting in reserve: the count Task Force Morale compares with the start. */
export function remainingUnits(tf: TaskForce): { alive: number; reserve: number; remaining: number } {
  const alive = tf.units.filter((u) => u.status === 'alive').length;
  const reserve = tf.units.filter((u) => u.status === 'reserve').length;
  return { alive, reserve, remaining: alive + reserve };
}

export function replacePlayer(state: M42State, id: string, change: (p: M42Player) => M42Player): M42State {
  return { ...state, players: state.players.map((p) => (p.id === id ? change(p) : p)) };
}
