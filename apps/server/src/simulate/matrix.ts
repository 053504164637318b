/**
 * The roster matchup matrix shared by `marshal simulate matrix` and `POST /api/simulate/matrix`: every unit of side A
 * against every unit of side B, skills balanced by BV, each cell a duel simulation played in chunks on the worker pool.
 */
import { MarshalError } from '@marshal/core';
import { battleValue } from '@marshal/catalog';
import type { BotSearch, SimulationCounts } from '@marshal/battletech';
import { type DataSources, type DuelChoice, bundled, duelSimulationSetup } from '@marshal/loaders';
import type { DuelTask } from '@marshal/loaders/pool';
import {
  type CellOdds,
  type MatrixCell,
  type MatrixUnit,
  type OddsInterval,
  type Skills,
  cellOdds,
  lineOdds,
  matrixCells,
  planChunks,
} from '@marshal/tournament';

export interface MatrixInput {
  readonly a: readonly { readonly name: string; readonly label?: string }[];
  readonly b: readonly { readonly name: string; readonly label?: string }[];
  readonly start: Skills;
  readonly balance: boolean;
  /** Duels per cell. */
  readonly runs: number;
  readonly seed: string;
  readonly map: string;
  readonly layout?: string;
  readonly rounds: number;
  readonly movement: 'alternating' | 'simultaneous';
  readonly options: readonly string[];
  /** Which bot plays every duel (default the full bot; ADR 0045). */
  readonly bot?: BotSearch;
}

export interface MatrixJob {
  readonly input: MatrixInput;
  readonly a: readonly MatrixUnit[];
  readonly b: readonly MatrixUnit[];
  readonly cells: readonly MatrixCell[];
  /** One duel task a cell, all its runs. */
  readonly tasks: readonly DuelTask[];
}

export type MatrixCellReport = MatrixCell & CellOdds & { readonly counts: SimulationCounts };

export interface MatrixReport {
  readonly a: readonly MatrixUnit[];
  readonly b: readonly MatrixUnit[];
  readonly runsPerCell: number;
  readonly seed: string;
  readonly balance: boolean;
  readonly start: Skills;
  /** The bot that played every duel. */
  readonly bot: BotSearch;
  readonly cells: readonly MatrixCellReport[];
  /** Side A's unit in row i: its wins over every cell played in that row. */
  readonly rows: readonly OddsInterval[];
  /** Side B's unit in column j: its wins over every cell played in that column. */
  readonly cols: readonly OddsInterval[];
}

/** Look the units up (with their Battle Values) and lay out the cells; `fields` name the inputs in errors. */
export function matrixJob(input: MatrixInput, from: DataSources = bundled, fields = { a: 'a', b: 'b', map: 'map', layout: 'layout' }): MatrixJob {
  const side = (list: MatrixInput['a'], field: string): MatrixUnit[] =>
    list.map((u, i) => {
      const bv = battleValue(from.unit(u.name, `${field}.${i}`))?.total;
      if (input.balance && bv === undefined)
        throw new MarshalError('invalid-input', `${u.name} has no Battle Value, so its duels cannot be balanced`, { field: `${field}.${i}` });
      return { name: u.name, ...(bv !== undefined ? { bv } : {}), ...(u.label ? { label: u.label } : {}) };
    });
  const a = side(input.a, fields.a);
  const b = side(input.b, fields.b);
  const cells = matrixCells(a, b, { start: input.start, balance: input.balance, seed: input.seed });
  const tasks = cells.map((c): DuelTask => {
    const choice: DuelChoice = {
      a: c.a.name,
      aSkills: { gunnery: c.a.gunnery, piloting: c.a.piloting },
      b: c.b.name,
      bSkills: { gunnery: c.b.gunnery, piloting: c.b.piloting },
      map: input.map,
      ...(input.layout ? { layout: input.layout } : {}),
      rounds: input.rounds,
      movement: input.movement,
    };
    return { choice, options: [...input.options], seed: c.seed, from: 0, to: input.runs, ...(input.bot === 'quick' ? { bot: 'quick' } : {}) };
  });
  if (tasks[0]) duelSimulationSetup(tasks[0].choice, { a: `${fields.a}.0`, b: `${fields.b}.0`, map: fields.map, layout: fields.layout }, from);
  return { input, a, b, cells, tasks };
}

/** Plays chosen cells' duels (chunked) and returns their counts in the order asked; the pool runner is the caller's. */
export type PlayChunks = (
  tasks: readonly DuelTask[],
  chunks: readonly { readonly job: number; readonly from: number; readonly to: number }[],
  onProgress?: (played: number, total: number) => void,
) => Promise<SimulationCounts[]>;

/** Play the cells at `only` (indices into `job.cells`; default every cell) and report their odds with intervals. */
export async function playMatrix(job: MatrixJob, play: PlayChunks, only?: readonly number[], onProgress?: (played: number, total: number) => void) {
  const chosen = only ?? job.cells.map((_, i) => i);
  const tasks = chosen.map((i) => job.tasks[i]!);
  const counts = await play(tasks, planChunks(tasks), onProgress);
  return matrixReport(
    job,
    chosen.map((i, k) => ({ cell: job.cells[i]!, counts: counts[k]! })),
  );
}

export function matrixReport(job: MatrixJob, played: readonly { cell: MatrixCell; counts: SimulationCounts }[]): MatrixReport {
  const line = (side: 'a' | 'b', n: number) =>
    lineOdds(
      played.filter((p) => (side === 'a' ? p.cell.row : p.cell.col) === n).map((p) => p.counts),
      side,
    );
  return {
    a: job.a,
    b: job.b,
    runsPerCell: job.input.runs,
    seed: job.input.seed,
    balance: job.input.balance,
    start: job.input.start,
    bot: job.input.bot ?? 'full',
    cells: played.map(({ cell, counts }) => ({ ...cell, ...cellOdds(cell, counts), counts })),
    rows: job.a.map((_, i) => line('a', i)),
    cols: job.b.map((_, j) => line('b', j)),
  };
}
