/** Standings: most points first; ties split by the listed tiebreakers, restarting the list inside each split-off group. */
import { tiebreakerById, type PlayerTally, type TieContext, type Tiebreaker } from './tiebreakers';

export interface StandingRow extends PlayerTally {
  readonly place: number;
  /** Tiebreaker that put this player ahead of the next one on equal points ('points' when points differ). */
  readonly aheadOfNextBy: string | null;
  /** Still level with the next player after every tiebreaker (a coin toss is pending). */
  readonly tiedWithNext: boolean;
}

interface Block {
  readonly players: readonly PlayerTally[];
  /** What separates this block from the block after it. */
  separatedBy: string | null;
}

function splitGroup(group: readonly PlayerTally[], chain: readonly Tiebreaker[], i: number, h2h: TieContext['headToHead']): Block[] {
  if (group.length <= 1) return [{ players: group, separatedBy: null }];
  if (i >= chain.length) return [{ players: group, separatedBy: null }];
  const tb = chain[i]!;
  const ctx: TieContext = { group, headToHead: h2h };
  const sorted = [...group].sort((x, y) => tb.compare(x, y, ctx) || x.id.localeCompare(y.id));
  const classes: PlayerTally[][] = [];
  for (const p of sorted) {
    const last = classes[classes.length - 1];
    if (last && tb.compare(last[last.length - 1]!, p, ctx) === 0) last.push(p);
    else classes.push([p]);
  }
  if (classes.length === 1) return splitGroup(group, chain, i + 1, h2h);
  return classes.flatMap((c, k) => {
    const blocks = splitGroup(c, chain, 0, h2h);
    if (k < classes.length - 1) blocks[blocks.length - 1]!.separatedBy = tb.id;
    return blocks;
  });
}

export function resolveTiebreakers(ids: readonly string[]): Tiebreaker[] {
  return ids.map((id) => {
    const tb = tiebreakerById(id);
    if (!tb) throw new RangeError(`unknown tiebreaker "${id}"`);
    return tb;
  });
}

export function computeStandings(tallies: readonly PlayerTally[], tiebreakers: readonly string[], h2h: TieContext['headToHead']): StandingRow[] {
  const chain = resolveTiebreakers(tiebreakers);
  const byPoints = new Map<number, PlayerTally[]>();
  for (const t of tallies) byPoints.set(t.points, [...(byPoints.get(t.points) ?? []), t]);
  const levels = [...byPoints.keys()].sort((a, b) => b - a);
  const blocks = levels.flatMap((pts, k) => {
    const bs = splitGroup(byPoints.get(pts)!, chain, 0, h2h);
    if (k < levels.length - 1) bs[bs.length - 1]!.separatedBy = 'points';
    return bs;
  });
  const rows: StandingRow[] = [];
  let place = 1;
  for (const block of blocks) {
    const members = [...block.players].sort((x, y) => x.name.localeCompare(y.name));
    members.forEach((p, i) => {
      const last = i === members.length - 1;
      rows.push({ ...p, place, aheadOfNextBy: last ? block.separatedBy : null, tiedWithNext: !last });
    });
    place += members.length;
  }
  return rows;
}

/** Groups of players still level after every tiebreaker (what a coin toss must settle). */
export function unresolvedTies(rows: readonly StandingRow[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const r of rows) {
    current.push(r.id);
    if (!r.tiedWithNext) {
      if (current.length > 1) groups.push(current);
      current = [];
    }
  }
  return groups;
}
