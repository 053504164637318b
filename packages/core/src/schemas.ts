import { z } from 'zod';
import { MarshalError } from './errors';

export const seedIdSchema = z.enum(['000', '001', '002', '003', '004']);

export const sourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seed'), seed: seedIdSchema, section: z.string(), note: z.string().optional() }),
  z.object({
    kind: z.literal('book'),
    book: z.string(),
    page: z.number().int().optional(),
    section: z.string().optional(),
    table: z.string().optional(),
    note: z.string().optional(),
  }),
  z.object({ kind: z.literal('default'), missing: z.string(), rationale: z.string() }),
  z.object({ kind: z.literal('house-rule'), id: z.string(), note: z.string() }),
  z.object({ kind: z.literal('derived'), from: z.array(z.any()), note: z.string() }),
]);

export const modifierSchema = z.object({ id: z.string().min(1), label: z.string().min(1), value: z.number().int(), source: sourceSchema });

/** Parse external input with a zod schema; a failure names the first offending field. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown, what: string, file?: string): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : undefined;
  throw new MarshalError('invalid-input', `${what}: ${issue.message}`, { ...(file ? { file } : {}), ...(field ? { field } : {}) });
}
