/** Pairing a round: maximum-weight matching on points with rematches impossible and a bye for an odd field; or round robin. */
import type { Dice } from '@marshal/core';
import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';

export interface PairingEntrant {
  readonly id: string;
  readonly points: number;
  readonly opponents: readonly string[];
  readonly hadBye: boolean;
}

export interface Pairing {
  readonly table: number | null;
  readonly a: string;
  /** null is a bye. */
  readonly b: string | null;
}

/** What to do when no pairing without a rematch exists: rematch (fewest meetings first) or give the unpaired players byes. */
export type UnpairablePolicy = 'rematch' | 'bye';

export type PairingResult = { ok: true; pairings: Pairing[]; note?: string } | { ok: false; reason: string };

/** Big enough that a larger matching always outweighs any gain in closeness. */
const CARDINALITY = 1_000_000;

/** Taken off an edge per earlier meeting, so fewer rematches always outweigh closer scores. */
const REMATCH_PENALTY = 100_000;

function closeness(x: number, y: number): number {
  return CARDINALITY - (x - y) * (x - y);
}

/** Fisher–Yates with recorded dice, so round 1 is drawn at random yet replays exactly. */
export function shuffleWithDice<T>(items: readonly T[], dice: Dice, purpose: string): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(`1d${i + 1}`, `${purpose} (position ${i + 1})`).total - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function buildGraph(entrants: readonly PairingEntrant[], allowRepeatBye: boolean, forbidden: ReadonlySet<string>, rematches = false): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  const n = entrants.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = entrants[i]!;
      const b = entrants[j]!;
      const met = a.opponents.filter((o) => o === b.id).length;
      if ((met && !rematches) || forbidden.has(pairKey(a.id, b.id))) continue;
      edges.push([i, j, closeness(a.points, b.points) - REMATCH_PENALTY * met]);
    }
  if (n % 2 === 1) {
    const floor = Math.min(...entrants.map((e) => e.points)) - 1;
    entrants.forEach((e, i) => {
      if (!e.hadBye || allowRepeatBye) edges.push([i, n, closeness(e.points, floor)]);
    });
  }
  return edges;
}

type Pair = { a: string; b: string | null };

/** The pairs (and byes) a matching makes; with `byesForUnmatched`, every player left unmatched sits out with a bye. */
function pairsOf(entrants: readonly PairingEntrant[], mate: readonly number[], byesForUnmatched: boolean): Pair[] {
  const n = entrants.length;
  const pairs: Pair[] = [];
  for (let i = 0; i < n; i++) {
    const m = mate[i]!;
    if (m === n || (m === -1 && byesForUnmatched)) pairs.push({ a: entrants[i]!.id, b: null });
    else if (m > i) pairs.push({ a: entrants[i]!.id, b: entrants[m]!.id });
  }
  return pairs;
}

/** A complete pairing of the field (maximum weight among those of full size), or null when none exists; rematches only when allowed. */
function solve(entrants: readonly PairingEntrant[], forbidden: ReadonlySet<string> = new Set(), rematches = false): Pair[] | null {
  const n = entrants.length;
  for (const allowRepeatBye of [false, true]) {
    const pairs = pairsOf(entrants, maxWeightMatching(n + (n % 2), buildGraph(entrants, allowRepeatBye, forbidden, rematches), true), false);
    if (pairs.length === Math.ceil(n / 2)) return pairs;
  }
  return null;
}

/** As many pairs without a rematch as the field allows; everyone else sits out with a bye. */
function solveWithByes(entrants: readonly PairingEntrant[]): Pair[] {
  const n = entrants.length;
  return pairsOf(entrants, maxWeightMatching(n + (n % 2), buildGraph(entrants, true, new Set()), true), true);
}

/** The fallback when no rematch-free pairing exists, with a note for the record. */
function unpairable(entrants: readonly PairingEntrant[], policy: UnpairablePolicy): { pairs: Pair[]; note: string } | null {
  if (policy === 'bye') {
    const pairs = solveWithByes(entrants);
    return { pairs, note: `no pairing without a rematch: ${pairs.filter((p) => !p.b).length} bye(s) for the players who cannot be paired` };
  }
  const pairs = solve(entrants, new Set(), true);
  if (!pairs) return null;
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const rematches = pairs.filter((p) => p.b && byId.get(p.a)!.opponents.includes(p.b)).length;
  return { pairs, note: `no pairing without a rematch: ${rematches} rematch(es), fewest possible` };
}

function afterRound(entrants: readonly PairingEntrant[], pairs: readonly Pair[]): PairingEntrant[] {
  const met = new Map<string, string[]>();
  for (const p of pairs) if (p.b) met.set(p.a, [p.b]).set(p.b, [p.a]);
  const bye = new Set(pairs.filter((p) => !p.b).map((p) => p.a));
  return entrants.map((e) => ({ ...e, points: 0, opponents: [...e.opponents, ...(met.get(e.id) ?? [])], hadBye: e.hadBye || bye.has(e.id) }));
}

/** Can the remaining rounds still be paired without rematches after these pairs? (Constructive: builds one continuation.) */
function leavesAWay(entrants: readonly PairingEntrant[], pairs: readonly Pair[], roundsAfter: number): boolean {
  let field = afterRound(entrants, pairs);
  for (let r = 0; r < roundsAfter; r++) {
    const next = solve(field);
    if (!next) return false;
    field = afterRound(field, next);
  }
  return true;
}

/** Fields up to this size get look-ahead, so an early choice cannot leave a later round without a rematch-free pairing. */
export const LOOKAHEAD_MAX_PLAYERS = 24;

/** Number tables in ranked order: the pair with the higher top score sits at table 1; the bye has no table. */
export function numberTables(pairs: readonly { a: string; b: string | null }[], rank: (id: string) => number): Pairing[] {
  const real = pairs.filter((p) => p.b !== null).sort((x, y) => Math.min(rank(x.a), rank(x.b!)) - Math.min(rank(y.a), rank(y.b!)));
  const byes = pairs.filter((p) => p.b === null);
  return [...real.map((p, i) => ({ table: i + 1, a: p.a, b: p.b })), ...byes.map((p) => ({ table: null, a: p.a, b: null }))];
}

/**
 * Swiss-style pairing: `entrants` in standings order (best first); `roundsAfter` rounds should still be pairable.
 * When no rematch-free pairing exists, `policy` decides: rematches (fewest meetings first) or byes for the unpaired.
 */
export function pairByMatching(entrants: readonly PairingEntrant[], roundsAfter = 0, policy: UnpairablePolicy = 'rematch'): PairingResult {
  const n = entrants.length;
  if (n < 2) return { ok: false, reason: 'at least two players are needed to pair a round' };
  const rank = new Map(entrants.map((e, i) => [e.id, i]));
  let pairs = solve(entrants);
  if (!pairs) {
    const fallback = unpairable(entrants, policy);
    if (!fallback) return { ok: false, reason: 'no pairing exists, even with rematches' };
    return { ok: true, pairings: numberTables(fallback.pairs, (id) => rank.get(id)!), note: fallback.note };
  }
  if (roundsAfter > 0 && n <= LOOKAHEAD_MAX_PLAYERS && !leavesAWay(entrants, pairs, roundsAfter)) {
    const first = pairs;
    const alternative = first
      .filter((p) => p.b)
      .map((p) => solve(entrants, new Set([pairKey(p.a, p.b!)])))
      .find((alt) => alt && leavesAWay(entrants, alt, roundsAfter));
    pairs = alternative ?? first;
  }
  return { ok: true, pairings: numberTables(pairs, (id) => rank.get(id)!) };
}

/** Round robin by the circle method; a dummy gives the bye in an odd field. Round numbers start at 1. */
export function pairRoundRobin(ids: readonly string[], round: number): PairingResult {
  if (ids.length < 2) return { ok: false, reason: 'at least two players are needed to pair a round' };
  const ring: (string | null)[] = [...ids, ...(ids.length % 2 ? [null] : [])];
  const m = ring.length;
  const r = (round - 1) % (m - 1);
  const rotated = [ring[0]!, ...Array.from({ length: m - 1 }, (_, k) => ring[1 + ((k + r) % (m - 1))]!)];
  const pairs: { a: string; b: string | null }[] = [];
  for (let i = 0; i < m / 2; i++) {
    const x = rotated[i]!;
    const y = rotated[m - 1 - i]!;
    if (x === null && y === null) continue;
    if (x === null) pairs.push({ a: y!, b: null });
    else pairs.push({ a: x, b: y });
  }
  const rank = new Map(ids.map((id, i) => [id, i]));
  return { ok: true, pairings: numberTables(pairs, (id) => rank.get(id)!) };
}
