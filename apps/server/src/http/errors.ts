import type { FastifyError, FastifyInstance } from 'fastify';
import { MarshalError } from '@marshal/core';

/** HTTP status for the error codes that are not a malformed request (400). */
const STATUS_BY_CODE: Readonly<Record<string, number>> = { 'not-found': 404, unauthenticated: 401, forbidden: 403, 'not-your-seat': 403 };

/** One error shape for every route: `{ error, message, location?, details? }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | MarshalError | Error, request, reply) => {
    if (error instanceof MarshalError) {
      const status = STATUS_BY_CODE[error.code] ?? 400;
      return reply.code(status).send({ error: error.code, message: error.message, location: error.location, details: error.details });
    }
    const fe = error as FastifyError;
    if (fe.validation) return reply.code(400).send({ error: 'invalid-request', message: fe.message, details: { validation: fe.validation } });
    if (fe.statusCode && fe.statusCode < 500) return reply.code(fe.statusCode).send({ error: fe.code ?? 'bad-request', message: fe.message });
    request.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'the server failed; see its log' });
  });
}
