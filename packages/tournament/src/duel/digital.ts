/**
 * A duel played digitally: the battle it becomes (the map choice's board and edges, the balanced skills, the phase
 * clocks) and the map choice told in names.
 */
import type { Source } from '@marshal/core';
import type { TournamentRules } from '../rules';
import { SOLARIS } from '../sources';
import type { Edge, MapChoice } from './map-choice';
import type { DuelState } from '../module/state';

export interface DigitalSide {
  /** The battle side id: the duel side, `a` or `b`. */
  readonly id: 'a' | 'b';
  readonly player: string;
  readonly name: string;
  readonly homeEdge: Edge;
  readonly unit: string;
  readonly gunnery: number;
  readonly piloting: number;
}

/** Everything a shell needs to build the battle of a duel: board name, sides, skills, clocks and round limit, with where each came from. */
export interface DigitalDuelPlan {
  readonly title: string;
  readonly board: string;
  readonly sides: readonly [DigitalSide, DigitalSide];
  readonly roundLimit: number;
  readonly timers: { readonly movementSeconds: number; readonly fireSeconds: number; readonly afterFailedRollSeconds: number };
  readonly sources: readonly Source[];
}

type Names = (player: string) => string;

/**
 * The battle of a paired duel once its map is chosen: each player's 'Mech at the skills the BV balancing gave, entering
 * from the edge the map choice gave them, the event's phase clocks and at most its game rounds (fewer when asked).
 * A string says why the duel cannot be played yet.
 */
export function digitalDuelPlan(duel: DuelState, rules: TournamentRules, names: Names, roundLimit?: number): DigitalDuelPlan | string {
  const b = duel.b;
  if (!b) return `${duel.id} is a bye: there is nothing to play`;
  const choice = duel.mapChoice;
  if (!choice) return `record the map choice of ${duel.id} first: the battle is fought on the map it gives`;
  if (roundLimit !== undefined && roundLimit > rules.maxGameRounds) return `a duel lasts at most ${rules.maxGameRounds} game rounds, not ${roundLimit}`;
  const edgeOf = (player: string): Edge => (choice.edgePickedBy === player ? choice.entryEdge : choice.opponentEdge);
  const skills = (side: 'a' | 'b') => duel.balance?.[side] ?? rules.startingSkills;
  const side = (id: 'a' | 'b'): DigitalSide => {
    const s = id === 'a' ? duel.a : b;
    const { gunnery, piloting } = skills(id);
    return { id, player: s.player, name: names(s.player), homeEdge: edgeOf(s.player), unit: s.mech, gunnery, piloting };
  };
  const p = rules.phaseLimits;
  return {
    title: `${duel.id}: ${names(duel.a.player)} vs ${names(b.player)}`,
    board: choice.map,
    sides: [side('a'), side('b')],
    roundLimit: roundLimit ?? rules.maxGameRounds,
    timers: { movementSeconds: p.movementSeconds, fireSeconds: p.fireSeconds, afterFailedRollSeconds: p.psrExtraSeconds },
    sources: [SOLARIS.map, SOLARIS.battleforce, SOLARIS.timeLimit, SOLARIS.psrExtraTime, SOLARIS.duels],
  };
}

/** "Pilot 7 removed Desert Hills; Pilot 6 picked Grasslands; Pilot 7 enters from the north, Pilot 6 from the south". */
export function describeMapChoice(c: MapChoice, names: Names): string {
  const other = c.edgePickedBy === c.lowerBvPlayer ? c.higherBvPlayer : c.lowerBvPlayer;
  const parts = [
    ...(c.swapRoles ? [`${names(c.lowerBvPlayer)} (lower BV) switched roles`] : []),
    `${names(c.removedBy)} removed ${c.removed}`,
    `${names(c.mapPickedBy)} picked ${c.map}`,
    `${names(c.edgePickedBy)} enters from the ${c.entryEdge}, ${names(other)} from the ${c.opponentEdge}`,
  ];
  return parts.join('; ');
}
