import type { FastifyError, FastifyInstance } from 'fastify';
import { MarshalError } from '@marshal/core';

/** HTTP status for the error codes that are not a malformed request (400). */
const STATUS_BY_CODE: Readonly<Record<string, number>> = { 'not-found': 404, unauthenticated: 401, forbidden: 403, 'not-your-seat': 403 };

/** One error shape for every route: `{ error, message, location?, details? }`. */
export function installErrorHandler(app: FastifyInstance, bodyLimit = 1024 * 1024): void {
  const codes = fastifyCodes(bodyLimit);
  app.setErrorHandler((error: FastifyError | MarshalError | Error, request, reply) => {
    if (error instanceof MarshalError) {
      const status = STATUS_BY_CODE[error.code] ?? 400;
      return reply.code(status).send({ error: error.code, message: error.message, location: error.location, details: error.details });
    }
    const fe = error as FastifyError;
    if (fe.validation) return reply.code(400).send({ error: 'invalid-request', message: fe.message, details: { validation: fe.validation } });
    const known = fe.code ? codes[fe.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.error, message: known.message(fe) });
    if (fe.statusCode && fe.statusCode < 500) return reply.code(fe.statusCode).send({ error: fe.code ?? 'bad-request', message: fe.message });
    request.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'the server failed; see its log' });
  });
}

/** Fastify's own refusals, given names and messages a person can act on. */
function fastifyCodes(bodyLimit: number): Record<string, { status: number; error: string; message: (e: FastifyError) => string }> {
  const size = bodyLimit % (1024 * 1024) === 0 ? `${bodyLimit / (1024 * 1024)} MiB` : `${bodyLimit.toLocaleString('en')} bytes`;
  return {
    FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'body-too-large', message: () => `the request body is larger than this server accepts (${size})` },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'bad-content-length', message: () => 'the Content-Length header does not match the body' },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      status: 415,
      error: 'unsupported-media-type',
      message: (e) => `${e.message}; send JSON with Content-Type: application/json`,
    },
    FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'invalid-json', message: () => 'the body is empty but Content-Type says application/json' },
    FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'invalid-json', message: (e) => e.message },
  };
}
