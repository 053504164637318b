import { formatSource } from '@marshal/core';
import { categoryById, describeMapChoice, explainBalance, standings, type DuelState, type RosterProblem, type TournamentState } from '@marshal/tournament';

const nameOf = (s: TournamentState, id: string) => s.players[id]?.name ?? id;

export function pairingLines(state: TournamentState, round = state.rounds.length): string[] {
  const r = state.rounds[round - 1];
  if (!r) return ['no round paired yet'];
  const lines = [`Round ${r.number} — ${categoryById(r.category).label}`];
  for (const d of r.duels) lines.push(...duelLines(state, d));
  return lines;
}

export function duelLines(state: TournamentState, d: DuelState): string[] {
  if (!d.b) return [`  bye: ${nameOf(state, d.a.player)} (${d.final?.score.a.total ?? 0} points)`];
  const head = `  table ${d.table} ${d.id}: ${nameOf(state, d.a.player)} (${d.a.mech}, ${d.a.bv} BV) vs ${nameOf(state, d.b.player)} (${d.b.mech}, ${d.b.bv} BV) — ${d.status}`;
  const balance = d.balance ? explainBalance(d.balance, { a: nameOf(state, d.a.player), b: nameOf(state, d.b.player) }).map((l) => `    ${l}`) : [];
  const map = d.mapChoice ? [`    map: ${d.mapChoice.map} — ${describeMapChoice(d.mapChoice, (p) => nameOf(state, p))}`] : [];
  const score = d.final
    ? [
        `    score: ${d.final.score.a.total} – ${d.final.score.b?.total ?? 0} (${d.final.score.a.lines.map((l) => `${l.label} ${l.points}`).join(', ')} | ${d.final.score.b?.lines.map((l) => `${l.label} ${l.points}`).join(', ')})`,
      ]
    : [];
  return [head, ...balance, ...map, ...score];
}

export function standingsLines(state: TournamentState): string[] {
  return standings(state).map(
    (r) =>
      `${String(r.place).padStart(3)}. ${r.name.padEnd(24)} ${String(r.points).padStart(3)} pts  kills ${r.kills}  crippled ${r.crippling}  pulse ${r.rosterPulsePoints}  precision ${r.rosterPrecisionPoints}  unpainted ${r.unpainted}${r.aheadOfNextBy && r.aheadOfNextBy !== 'points' ? `  (ahead by ${r.aheadOfNextBy})` : ''}${r.tiedWithNext ? '  (tied: coin toss pending)' : ''}`,
  );
}

export const problemLines = (problems: readonly RosterProblem[]): string[] => problems.map((p) => `  ${p.field}: ${p.reason} [${formatSource(p.source)}]`);
