/** Pairing a round: everyone plays the round's category; Swiss by matching (round 1 drawn with dice) or round robin. */
import { reject, type Dice, type Rejection } from '@marshal/core';
import { balanceDuel } from '../duel/balance';
import { scoreBye } from '../duel/score';
import { pairByMatching, pairRoundRobin, shuffleWithDice, type Pairing } from '../pairing/pair-round';
import { ammoTons, precisionPoints, pulsePoints } from '../roster/points';
import type { CategoryId } from '../roster/categories';
import type { TournamentRules } from '../rules';
import { organiserOnly } from './permissions';
import type { Actor } from './schemas';
import type { DuelSide, DuelState, TournamentEvent, TournamentState } from './state';
import { activePlayers, currentRound, hadBye, isFinal, opponentsOf, standings } from './views';

function duelSide(state: TournamentState, player: string, category: CategoryId, rules: TournamentRules): DuelSide {
  const mech = state.players[player]!.roster!.mechs.find((m) => m.category === category)!;
  return {
    player,
    mech: mech.unit.name,
    bv: mech.unit.bv,
    pulsePoints: pulsePoints(mech.unit, rules.points).total,
    precisionPoints: precisionPoints(mech.specialAmmo, rules.points).total,
    ammoTons: ammoTons(mech.unit),
    ownedAndPainted: mech.ownedAndPainted,
  };
}

function toDuel(p: Pairing, round: number, category: CategoryId, state: TournamentState, rules: TournamentRules, byeNumber = 1): DuelState {
  const a = duelSide(state, p.a, category, rules);
  const base = { round, category, a, mapChoice: null, report: null, dispute: null };
  if (p.b === null)
    return {
      ...base,
      id: `R${round}-BYE${byeNumber > 1 ? `-${byeNumber}` : ''}`,
      table: null,
      b: null,
      balance: null,
      status: 'bye',
      final: { result: null, score: { a: scoreBye(rules), b: null } },
    };
  const b = duelSide(state, p.b, category, rules);
  return { ...base, id: `R${round}-T${p.table}`, table: p.table, b, balance: balanceDuel(a.bv, b.bv, rules.startingSkills), status: 'pending', final: null };
}

function swissPairings(
  state: TournamentState,
  round: number,
  roundsAfter: number,
  rules: TournamentRules,
  dice: Dice | null,
): { pairings: Pairing[]; drawOrder: string[] | null; note?: string } | string {
  const active = new Set(activePlayers(state));
  let order = standings(state).filter((r) => active.has(r.id));
  let drawOrder: string[] | null = null;
  if (round === 1 && dice) {
    drawOrder = shuffleWithDice(
      order.map((r) => r.id),
      dice,
      'round 1 draw',
    );
    const byId = new Map(order.map((r) => [r.id, r]));
    order = drawOrder.map((id) => byId.get(id)!);
  }
  const r = pairByMatching(
    order.map((row) => ({ id: row.id, points: row.points, opponents: opponentsOf(state, row.id), hadBye: hadBye(state, row.id) })),
    roundsAfter,
    rules.unpairable.policy,
  );
  return r.ok ? { pairings: r.pairings, drawOrder, ...(r.note ? { note: r.note } : {}) } : r.reason;
}

/** Why the next round cannot be paired now (in words), or null when pairing it will succeed. */
export function pairRoundProblem(state: TournamentState, rules: TournamentRules): string | null {
  if (state.phase !== 'running') return state.phase === 'registration' ? 'start the event first (rosters are frozen then)' : 'the event is over';
  const open = currentRound(state)?.duels.filter((d) => !isFinal(d)) ?? [];
  if (open.length) {
    // Named by their table numbers, as the players know them (never the duel ids).
    const tables = open.map((d) => d.table ?? '?');
    const where = tables.length === 1 ? `table ${tables[0]}` : `tables ${tables.join(', ')}`;
    return `round ${state.rounds.length} still has duels without a final result (${where})`;
  }
  const round = state.rounds.length + 1;
  if (!rules.categories[round - 1]) return `all ${rules.categories.length} duels have been played`;
  const trial =
    state.setup.pairing === 'round-robin'
      ? pairRoundRobin(activePlayers(state), round)
      : swissPairings(state, round, rules.categories.length - round, rules, null);
  if (typeof trial === 'string') return trial;
  return 'ok' in trial && !trial.ok ? trial.reason : null;
}

export function pairRound(state: TournamentState, c: { actor: Actor }, rules: TournamentRules, dice: Dice): TournamentEvent[] | Rejection {
  const denied = organiserOnly(c.actor, 'pair a round');
  if (denied) return denied;
  const problem = pairRoundProblem(state, rules);
  if (problem) return reject(problem, undefined, 'type');
  const round = state.rounds.length + 1;
  const category = rules.categories[round - 1]!;
  const made = state.setup.pairing === 'round-robin' ? pairRoundRobin(activePlayers(state), round) : null;
  const swiss = made ? null : swissPairings(state, round, rules.categories.length - round, rules, dice);
  if (made && !made.ok) return reject(made.reason, undefined, 'type');
  if (typeof swiss === 'string') return reject(swiss, undefined, 'type');
  const pairings = made?.ok ? made.pairings : swiss!.pairings;
  let byes = 0;
  const duels = pairings.map((p) => toDuel(p, round, category.id, state, rules, p.b === null ? ++byes : 0));
  const note = typeof swiss === 'object' && swiss?.note ? { note: swiss.note, noteSource: rules.unpairable.source } : {};
  return [{ type: 'roundPaired', round: { number: round, category: category.id, duels, ...note }, drawOrder: swiss?.drawOrder ?? null }];
}
