import { z } from 'zod';

/** JSON schemas for routes (shown in /api/docs), built from the same zod schemas that parse the input. */

export function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

export const errorBody = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    location: { type: 'object', additionalProperties: true },
    details: { type: 'object', additionalProperties: true },
  },
  required: ['error', 'message'],
  additionalProperties: true,
} as const;

export const anyObject = { type: 'object', additionalProperties: true } as const;

export const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] } as const;
