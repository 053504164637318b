import { MarshalError } from '../errors';
import { diceRange, formatDice, toSpec } from '../dice/notation';
import type { Dice, Roll } from '../dice/dice';
import { type Source } from '../source';

/** A row covers one total or an inclusive range of totals. */
export interface RollTableRowInput<T> {
  readonly on: number | readonly [number, number];
  readonly label: string;
  readonly result: T;
}

export interface RollTableRow<T> {
  readonly min: number;
  readonly max: number;
  readonly label: string;
  readonly result: T;
}

export interface RollTableInput<T> {
  readonly id: string;
  readonly title: string;
  readonly source: Source;
  readonly roll: string;
  /** Totals the rows must cover; defaults to the dice's own range. Widen it for modified rolls. */
  readonly range?: readonly [number, number];
  /** Totals outside the range: 'clamp' to the nearest row, or 'error'. */
  readonly outside?: 'clamp' | 'error';
  readonly rows: readonly RollTableRowInput<T>[];
  readonly notes?: readonly string[];
}

/** Rulebook table as typed data, checked when defined: every total covered exactly once. */
export interface RollTable<T> {
  readonly id: string;
  readonly title: string;
  readonly source: Source;
  readonly roll: string;
  readonly range: readonly [number, number];
  readonly outside: 'clamp' | 'error';
  readonly rows: readonly RollTableRow<T>[];
  readonly notes: readonly string[];
}

export function defineRollTable<T>(input: RollTableInput<T>): RollTable<T> {
  const fail = (msg: string): never => {
    throw new MarshalError('table-definition', `table ${input.id}: ${msg}`);
  };
  if (!/^[a-z0-9][a-z0-9-]*$/.test(input.id)) fail('id must be kebab-case');
  const spec = toSpec(input.roll);
  const natural = diceRange(spec);
  const range = input.range ?? ([natural.min, natural.max] as const);
  if (range[0] > range[1]) fail(`range ${range[0]}–${range[1]} is empty`);
  const rows = input.rows.map((r) => {
    const [min, max] = typeof r.on === 'number' ? [r.on, r.on] : r.on;
    if (min > max) fail(`row "${r.label}" covers ${min}–${max}, an empty range`);
    return { min, max, label: r.label, result: r.result };
  });
  const covered = new Map<number, string>();
  for (const row of rows) {
    for (let t = row.min; t <= row.max; t++) {
      if (t < range[0] || t > range[1]) fail(`row "${row.label}" covers ${t}, outside the table's range ${range[0]}–${range[1]}`);
      const prior = covered.get(t);
      if (prior) fail(`total ${t} is covered twice, by "${prior}" and "${row.label}"`);
      covered.set(t, row.label);
    }
  }
  for (let t = range[0]; t <= range[1]; t++) if (!covered.has(t)) fail(`total ${t} is not covered by any row`);
  return Object.freeze({
    id: input.id,
    title: input.title,
    source: input.source,
    roll: formatDice(spec),
    range: [range[0], range[1]] as const,
    outside: input.outside ?? 'error',
    rows: Object.freeze(rows.sort((a, b) => a.min - b.min)),
    notes: input.notes ?? [],
  });
}

export function lookupRow<T>(table: RollTable<T>, total: number): RollTableRow<T> {
  let t = total;
  if (t < table.range[0] || t > table.range[1]) {
    if (table.outside === 'error') throw new MarshalError('table-lookup', `table ${table.id}: total ${total} is outside ${table.range[0]}–${table.range[1]}`);
    t = Math.min(table.range[1], Math.max(table.range[0], t));
  }
  const row = table.rows.find((r) => t >= r.min && t <= r.max);
  if (!row) throw new MarshalError('table-lookup', `table ${table.id}: no row for ${total}`);
  return row;
}

export interface TableRollResult<T> {
  readonly table: string;
  readonly roll: Roll;
  readonly modifier: number;
  readonly total: number;
  readonly row: RollTableRow<T>;
}

export function rollOnTable<T>(table: RollTable<T>, dice: Dice, purpose: string, modifier = 0): TableRollResult<T> {
  const roll = dice.roll(table.roll, purpose);
  const total = roll.total + modifier;
  return { table: table.id, roll, modifier, total, row: lookupRow(table, total) };
}

/** Tables by id, for `marshal tables` and the rulings explorer; duplicate ids are refused. */
export class TableRegistry {
  private readonly byId = new Map<string, RollTable<unknown>>();
  constructor(tables: readonly RollTable<unknown>[] = []) {
    for (const t of tables) this.add(t);
  }
  add(table: RollTable<unknown>): this {
    if (this.byId.has(table.id)) throw new MarshalError('table-definition', `table ${table.id} is defined twice`);
    this.byId.set(table.id, table);
    return this;
  }
  get(id: string): RollTable<unknown> {
    const t = this.byId.get(id);
    if (!t) throw new MarshalError('unknown-table', `no table "${id}"; known: ${[...this.byId.keys()].sort().join(', ')}`);
    return t;
  }
  has(id: string): boolean {
    return this.byId.has(id);
  }
  list(): RollTable<unknown>[] {
    return [...this.byId.values()].sort((a, b) => a.id.localeCompare(b.id));
  }
}
