/** A roster matchup matrix: every 'Mech of one force against every 'Mech of the other, skills balanced by BV, with win odds. */
import { MarshalError } from '@marshal/core';
import type { SimulationCounts } from '@marshal/battletech';
import { type DuelBalance, balanceDuel } from '../duel/balance';
import { type OddsInterval, wilsonInterval } from './interval';

export interface MatrixUnit {
  readonly name: string;
  /** Battle Value before skills; needed only when balancing. */
  readonly bv?: number;
  /** What the row or column stands for, e.g. a Solaris duel category. */
  readonly label?: string;
}

export interface Skills {
  readonly gunnery: number;
  readonly piloting: number;
}

export interface MatrixPlan {
  /** Both sides' pilots start here; the cheaper 'Mech's pilot then improves when balancing. */
  readonly start: Skills;
  readonly balance: boolean;
  readonly seed: string;
}

export interface MatrixCell {
  readonly row: number;
  readonly col: number;
  readonly a: { readonly name: string } & Skills;
  readonly b: { readonly name: string } & Skills;
  /** The BV balancing of this pairing, every step kept; null when not balancing. */
  readonly balance: DuelBalance | null;
  /** The cell's own seed: run i of the cell draws from dice stream "duel-i" of it. */
  readonly seed: string;
}

/** Most units a side may have in a matrix the server plays (a Solaris roster has six; a roster at most twelve). */
export const MAX_MATRIX_SIDE = 12;

/** The seed of cell (row, col): the matrix seed and the cell's place, so any cell can be replayed alone. */
export const cellSeed = (seed: string, row: number, col: number): string => `${seed}/matrix-${row}-${col}`;

function cellOf(a: MatrixUnit, b: MatrixUnit, row: number, col: number, plan: MatrixPlan): MatrixCell {
  const seed = cellSeed(plan.seed, row, col);
  if (!plan.balance) return { row, col, a: { name: a.name, ...plan.start }, b: { name: b.name, ...plan.start }, balance: null, seed };
  if (a.bv === undefined || b.bv === undefined)
    throw new MarshalError('invalid-input', `balancing needs both Battle Values (${a.name} against ${b.name})`, { field: 'bv' });
  const balance = balanceDuel(a.bv, b.bv, plan.start);
  const skills = (x: Skills) => ({ gunnery: x.gunnery, piloting: x.piloting });
  return { row, col, a: { name: a.name, ...skills(balance.a) }, b: { name: b.name, ...skills(balance.b) }, balance, seed };
}

/** Every pairing, row by row: row i is side A's unit i, column j side B's unit j. */
export function matrixCells(a: readonly MatrixUnit[], b: readonly MatrixUnit[], plan: MatrixPlan): MatrixCell[] {
  return a.flatMap((x, row) => b.map((y, col) => cellOf(x, y, row, col, plan)));
}

export interface CellOdds {
  readonly row: number;
  readonly col: number;
  readonly runs: number;
  readonly aWins: OddsInterval;
  readonly bWins: OddsInterval;
  readonly draw: OddsInterval;
  readonly mutualDestruction: OddsInterval;
  readonly meanRounds: number;
}

export function cellOdds(cell: Pick<MatrixCell, 'row' | 'col'>, c: SimulationCounts): CellOdds {
  const w = (n: number) => wilsonInterval(n, c.runs);
  return {
    row: cell.row,
    col: cell.col,
    runs: c.runs,
    aWins: w(c.tallies['a-wins']),
    bWins: w(c.tallies['b-wins']),
    draw: w(c.tallies.draw),
    mutualDestruction: w(c.tallies['mutual-destruction']),
    meanRounds: c.runs ? c.rounds / c.runs : 0,
  };
}

/** Side A's share of wins over a row (or side B's over a column): how the unit fares against the whole other force. */
export function lineOdds(counts: readonly SimulationCounts[], side: 'a' | 'b'): OddsInterval {
  const wins = counts.reduce((s, c) => s + c.tallies[side === 'a' ? 'a-wins' : 'b-wins'], 0);
  return wilsonInterval(
    wins,
    counts.reduce((s, c) => s + c.runs, 0),
  );
}
