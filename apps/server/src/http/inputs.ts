import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MarshalError } from '@marshal/core';

/**
 * Bounded HTTP inputs, before any route sees them: a body size limit (Fastify's `bodyLimit`), JSON nesting
 * depth checked by a loop over the text before it is parsed (so a 20,000-deep draft is a 400, not a stack
 * overflow), no NUL byte in any string of the body, the query or the path, and path parameters (ids) of
 * bounded length without control characters.
 */

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const MAX_JSON_DEPTH = 64;
export const MAX_PARAM_LENGTH = 200;
export const MAX_QUERY_LENGTH = 2000;

/** Characters an id in the path may not hold: controls, format characters (bidi overrides, zero-width), private use, lone surrogates, separators of lines, and / \ < >. */
const BAD_PARAM = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}/\\<>]/u;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without recursion; stops counting once
 * past `limit` and returns the character offset where the limit was passed.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): { depth: number; tooDeepAt: number | null } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (depth > limit) return { depth, tooDeepAt: i };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return { depth: deepest, tooDeepAt: null };
}

/** `a.b[2].c` for a path of keys and indexes. */
export function fieldPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/u.test(p) ? (out ? `.${p}` : p) : `[${JSON.stringify(p)}]`;
  return out;
}

/** The path of the first string (or key) holding a NUL byte in a parsed value, walked with an explicit stack; null when none. */
export function findNul(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (key.includes('\u0000')) return [...path, key];
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

function nulError(where: 'body' | 'query' | 'path', path: (string | number)[]): MarshalError {
  const field = fieldPath(path);
  return new MarshalError('nul-byte', `the ${where}${field ? ` field "${field}"` : ''} contains a NUL byte (\\u0000), which no Marshal text may hold`, {
    field: field || where,
  });
}

/**
 * Replace Fastify's JSON parser with one that checks the depth before parsing and refuses NUL bytes after,
 * keeping its protection against `__proto__` and `constructor.prototype` keys; drop the text/plain parser
 * (no route reads plain text, and it is what a cross-site form can send without a preflight).
 */
export function installBodyParsing(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const { tooDeepAt } = jsonDepth(text, maxDepth);
    if (tooDeepAt !== null) {
      done(
        new MarshalError('too-deep', `the JSON body nests arrays and objects more than ${maxDepth} deep (passed at character ${tooDeepAt + 1})`, {
          field: 'body',
        }),
        undefined,
      );
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const nul = findNul(value);
      if (nul) return done(nulError('body', nul), undefined);
      done(null, value);
    });
  });
}

/** preValidation hook: no NUL in query strings or path parameters; ids in the path bounded in length and characters. */
export async function checkParamsAndQuery(request: FastifyRequest): Promise<void> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    if (value.includes('\u0000')) throw nulError('path', [name]);
    if (name === '*') continue; // a wildcard (the not-found route, static files) is a path, not an id
    if (value.length > MAX_PARAM_LENGTH)
      throw new MarshalError('invalid-id', `the path parameter "${name}" is ${value.length} characters long; at most ${MAX_PARAM_LENGTH}`, { field: name });
    const bad = BAD_PARAM.exec(value);
    if (bad)
      throw new MarshalError(
        'invalid-id',
        `the path parameter "${name}" holds the character U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}, which no id may contain`,
        { field: name },
      );
  }
  const query = request.query;
  if (query && typeof query === 'object') {
    const nul = findNul(query);
    if (nul) throw nulError('query', nul);
    for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
      const longest = Math.max(0, ...[value].flat().map((v) => (typeof v === 'string' ? v.length : 0)));
      if (longest > MAX_QUERY_LENGTH)
        throw new MarshalError('too-long', `the query parameter "${name}" is ${longest} characters long; at most ${MAX_QUERY_LENGTH}`, { field: name });
    }
  }
}
