import { z } from 'zod';
import { parseDice } from '../dice/notation';
import { reject, type GameModule } from '../kernel/module';
import { makeRuling, rollCheck, type Ruling } from '../rulings/ruling';
import { modifierSchema, parseWith } from '../schemas';
import type { Roll } from '../dice/dice';
import { rollOnTable, type TableRegistry } from '../tables/roll-table';

/** A table-side roll log: checks and table rolls made at the table, each recorded with its ruling. */
const setupSchema = z.object({ title: z.string().min(1).max(200) });

const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rollDice'), notation: z.string(), purpose: z.string().min(1) }),
  z.object({
    type: z.literal('rollCheck'),
    id: z.string().min(1),
    label: z.string().min(1),
    roll: z.string().default('2d6'),
    comparison: z.enum(['at-least', 'at-most']).default('at-least'),
    modifiers: z.array(modifierSchema).min(1),
  }),
  z.object({ type: z.literal('rollTable'), table: z.string(), modifier: z.number().int().default(0), purpose: z.string().optional() }),
]);

export type RollLogSetup = z.infer<typeof setupSchema>;
export type RollLogCommand = z.infer<typeof commandSchema>;
export type RollLogEvent =
  | { type: 'diceRolled'; roll: Roll }
  | { type: 'checkRolled'; ruling: Omit<Ruling, 'odds'> & { probability: number }; roll: Roll | null; success: boolean }
  | { type: 'tableRolled'; table: string; roll: Roll; modifier: number; total: number; row: string };

export interface RollLogState {
  readonly title: string;
  readonly rolls: number;
  readonly successes: number;
  readonly checks: number;
}

export function createRollLogModule(tables: TableRegistry): GameModule<RollLogState, RollLogCommand, RollLogEvent, object, RollLogSetup> {
  return {
    id: 'roll-log',
    version: '1',
    title: 'Table roll log',
    options: { options: [] },
    baseRules: {},
    parseSetup: (input) => parseWith(setupSchema, input, 'roll-log setup'),
    parseCommand: (input) => parseWith(commandSchema, input, 'roll-log command'),
    authority: { create: 'participant', commands: { rollDice: 'referee', rollCheck: 'referee', rollTable: 'referee' } },
    init: (setup) => ({ title: setup.title, rolls: 0, successes: 0, checks: 0 }),
    resolve(_state, command, { dice }) {
      switch (command.type) {
        case 'rollDice': {
          try {
            parseDice(command.notation);
          } catch (e) {
            return reject((e as Error).message, undefined, 'notation');
          }
          return [{ type: 'diceRolled', roll: dice.roll(command.notation, command.purpose) }];
        }
        case 'rollCheck': {
          const ruling = makeRuling(command);
          const result = rollCheck(ruling, dice);
          const { odds, ...rest } = ruling;
          return [{ type: 'checkRolled', ruling: { ...rest, probability: odds.probability }, roll: result.roll, success: result.success }];
        }
        case 'rollTable': {
          if (!tables.has(command.table)) return reject(`no table "${command.table}"`, undefined, 'table');
          const table = tables.get(command.table);
          const r = rollOnTable(table, dice, command.purpose ?? table.title, command.modifier);
          return [{ type: 'tableRolled', table: table.id, roll: r.roll, modifier: r.modifier, total: r.total, row: r.row.label }];
        }
      }
    },
    apply(state, event) {
      switch (event.type) {
        case 'diceRolled':
        case 'tableRolled':
          return { ...state, rolls: state.rolls + 1 };
        case 'checkRolled':
          return { ...state, rolls: state.rolls + (event.roll ? 1 : 0), checks: state.checks + 1, successes: state.successes + (event.success ? 1 : 0) };
      }
    },
  };
}
