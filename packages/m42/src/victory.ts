/** Step 2, Victory Conditions: the mission hook lists the current player's ways to win; any one met wins the game. */
import type { Source } from '@marshal/core';
import type { ReservesRuleDef, M42Rules } from './rules';
import type { M42Player, M42Setup, VictoryCondition } from './schema';
import { M42_SOURCES } from './sources';
import { opponentOf, remainingUnits } from './state';

export interface ConditionCheck {
  readonly condition: VictoryCondition;
  readonly met: boolean;
  readonly explanation: string;
}

export interface VictoryResult {
  readonly player: string;
  readonly role: 'attacker' | 'defender';
  readonly mission: string;
  readonly checks: readonly ConditionCheck[];
  readonly met: boolean;
  readonly explanation: string;
  readonly sources: readonly Source[];
}

/** What a mission supplies to the starting phase: each side's victory conditions and its reserves rule. */
export interface MissionHook {
  victoryConditions(state: M42Setup, player: M42Player): readonly VictoryCondition[];
  reservesRule(state: M42Setup, rules: M42Rules): ReservesRuleDef;
}

/** The mission as data in the state file: conditions per role, an optional reserves rule replacing the default. */
export const dataMissionHook: MissionHook = {
  victoryConditions: (state, player) => state.mission.victory[player.role],
  reservesRule: (state, rules) => {
    const r = state.mission.reserves;
    if (!r) return rules.reserves;
    return { ...r, source: { kind: 'derived', from: [M42_SOURCES.reserves], note: `reserves rule of mission "${state.mission.title}"` } };
  },
};

type Evaluator = (state: M42Setup, player: M42Player) => { met: boolean; explanation: string };

function evaluator(c: VictoryCondition): Evaluator {
  switch (c.kind) {
    case 'hold-objective':
      return (state, player) => {
        const o = state.battlefield.objectives.find((x) => x.id === c.objective);
        const held = o?.heldBy === player.id;
        const early = c.fromTurn !== undefined && state.turn < c.fromTurn;
        const holder = o?.heldBy ?? 'nobody';
        return { met: held && !early, explanation: `${o?.label ?? c.objective} is held by ${holder}${early ? `; counts from turn ${c.fromTurn}` : ''}` };
      };
    case 'hold-objectives':
      return (state, player) => {
        const n = state.battlefield.objectives.filter((o) => o.heldBy === player.id).length;
        const early = c.fromTurn !== undefined && state.turn < c.fromTurn;
        return { met: n >= c.count && !early, explanation: `holds ${n} of the ${c.count} objectives needed${early ? `; counts from turn ${c.fromTurn}` : ''}` };
      };
    case 'escort-hostage':
      return (state, player) => {
        const h = state.battlefield.hostages.find((x) => x.id === c.hostage);
        const by = h?.escortedOffBy ?? null;
        return {
          met: by === player.id,
          explanation: by ? `${h?.label ?? c.hostage} was escorted off by ${by}` : `${h?.label ?? c.hostage} has not been escorted off`,
        };
      };
    case 'opponent-below':
      return (state, player) => {
        const tf = opponentOf(state, player.id).taskForce;
        const { remaining } = remainingUnits(tf);
        const met = remaining < c.fraction * tf.startingUnits;
        return { met, explanation: `opponent has ${remaining} of ${tf.startingUnits} units; needs fewer than ${c.fraction * tf.startingUnits}` };
      };
    case 'survive-until':
      return (state) => ({ met: state.turn >= c.turn, explanation: `turn ${state.turn}; the condition is met from turn ${c.turn}` });
  }
}

export function describeCondition(c: VictoryCondition): string {
  switch (c.kind) {
    case 'hold-objective':
      return `hold objective ${c.objective}${c.fromTurn ? ` from turn ${c.fromTurn}` : ''}`;
    case 'hold-objectives':
      return `hold ${c.count} objectives${c.fromTurn ? ` from turn ${c.fromTurn}` : ''}`;
    case 'escort-hostage':
      return `escort hostage ${c.hostage} off the table`;
    case 'opponent-below':
      return `reduce the opponent below ${Math.round(c.fraction * 100)}% of its starting units`;
    case 'survive-until':
      return `still fighting at the start of turn ${c.turn}`;
  }
}

export function checkVictory(state: M42Setup, player: M42Player, hook: MissionHook): VictoryResult {
  const conditions = hook.victoryConditions(state, player);
  const checks = conditions.map((condition) => ({ condition, ...evaluator(condition)(state, player) }));
  const met = checks.some((c) => c.met);
  const explanation =
    conditions.length === 0
      ? `mission "${state.mission.title}" gives the ${player.role} no victory condition to check here`
      : met
        ? `${player.id} (${player.role}) has met: ${checks
            .filter((c) => c.met)
            .map((c) => describeCondition(c.condition))
            .join('; ')}`
        : `no victory condition met for ${player.id} (${player.role}); the game continues`;
  return { player: player.id, role: player.role, mission: state.mission.id, checks, met, explanation, sources: [M42_SOURCES.victory] };
}
