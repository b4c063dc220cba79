// Every error the gateway answers is `{ message, code }` (plus optional details), the message in
// the caller's language. Nothing else ever reaches a client: no stack, no internal message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, languageOf, type ErrorCode } from './i18n';
import { describeValidation, type FieldProblem } from './validation';

/** An expected failure a route raises on purpose: a status, a code, maybe extra body fields. */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    /** Fields merged into the body next to message and code (e.g. `valid: false`). */
    readonly extra?: Record<string, unknown>,
    /** Response headers to add (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
    /** Values for the message's placeholders (gateway/i18n.ts). */
    readonly args?: Record<string, string>,
  ) {
    super(code);
    this.name = 'GatewayError';
  }
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  extra?: Record<string, unknown>,
  args?: Record<string, string>,
): FastifyReply {
  const message = errorMessage(code, languageOf(request.headers['accept-language']), args);
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ ...extra, message, code });
}

/** A 400 naming each refused field: the schema's findings and the field kinds' checks alike. */
export function sendValidationProblems(reply: FastifyReply, details: FieldProblem[]): FastifyReply {
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send({ message: details.map((detail) => detail.message).join('; '), code: 'VALIDATION', details });
}

// fastify's own failures, by code, mapped onto ours.
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST'],
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof GatewayError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.statusCode, error.code, error.extra, error.args);
    }
    if (error.validation) {
      const language = languageOf(request.headers['accept-language']);
      return sendValidationProblems(reply, describeValidation(error.validation, error.validationContext, language));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendError(request, reply, known[0], known[1]);
    if (error instanceof SyntaxError && error.statusCode === 400) return sendError(request, reply, 400, 'INVALID_JSON');
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(request, reply, 429, 'RATE_LIMITED');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, 500, 'INTERNAL');
  });
}

/** Unknown API paths answer a JSON 404; the panel's fallback (gateway/static-panel.ts) handles the rest. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, 404, 'NOT_FOUND');
}
