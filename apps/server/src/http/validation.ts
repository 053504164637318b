import type { FastifyInstance } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';

/**
 * Request validation without guessing: a JSON body must already have the right types (`null` is not 0, `"3"` is not 3,
 * 0 is not `null`), so a wrong type is a 400 naming the field instead of a value silently stored. Path parameters,
 * query strings and headers arrive as text and keep Fastify's conversion to the declared types.
 */
export function installStrictValidation(app: FastifyInstance): void {
  const build = AjvCompiler();
  const body = build({}, { customOptions: { coerceTypes: false } });
  const text = build({}, { customOptions: {} });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? body : text)(route));
}
