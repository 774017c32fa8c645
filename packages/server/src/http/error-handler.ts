import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { inputRejectedByDatabase, loggableError } from '../db/errors';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from '../errors';
import { failure } from './envelope';

/** Fastify's own 4xx errors, reworded for people. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length',
  // The router's own refusals; their default messages echo the path back.
  FST_ERR_BAD_URL: 'Request address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'Request address is too long',
};

interface ValidationIssue {
  message?: string;
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** The value at a validation issue's path in what was sent. */
function sentAt(sent: unknown, segments: string[]): unknown {
  let value = sent;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * The first zod issue as `{ message, field }`; `field` is its path joined with '.'. `body` is the
 * JSON body as sent, when the issue is the body's: a number sent as text is named as such (a body
 * takes JSON numbers only, decision 034), whatever the field's own message.
 */
export function describeIssue(
  issue: ValidationIssue,
  body?: unknown,
): { message: string; field?: string } {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const path = segments.join('.');
  if (
    issue.keyword === 'invalid_type' &&
    issue.params.expected === 'number' &&
    path !== '' &&
    typeof sentAt(body, segments) === 'string'
  ) {
    return { message: `${path} must be a number, not text`, field: path };
  }
  if (issue.keyword === 'unrecognized_keys') {
    const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
    const key = keys[0];
    return {
      message: key ? `Unknown field: ${key}` : 'Unknown field',
      field: [path, key].filter(Boolean).join('.') || undefined,
    };
  }
  if (path === '' && issue.keyword === 'invalid_type') {
    return { message: 'Request body must be a JSON object' };
  }
  return { message: issue.message ?? 'Invalid input', field: path || undefined };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/**
 * The one place errors become answers. Bad input → 400 with the first issue; typed errors →
 * their status; Fastify's own client errors → their status with a readable message; anything
 * else → 500 'Internal server error', logged, with no stack or SQL in the answer.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  // The caller went away (a closed tab, a dropped network) before its answer: nothing failed
  // here and nothing can be sent. Answering 500 would fail again on the closed socket and reach
  // Fastify's own handler, which logs the second failure ("premature close") as an error.
  if (reply.raw.destroyed && !reply.sent) {
    request.log.info(
      { err: loggableError(error) },
      'client closed the connection before its answer',
    );
    reply.hijack();
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const body = error.validationContext === 'body' ? request.body : undefined;
    const { message, field } = first ? describeIssue(first, body) : { message: 'Invalid input' };
    return reply.code(400).send(failure(message, field));
  }

  if (error instanceof AppError) {
    if (
      (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) &&
      error.retryAfterSeconds
    ) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.code(error.statusCode).send(failure(error.message, error.field));
  }

  if (error instanceof ResponseSerializationError) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match schema');
    return reply.code(500).send(failure('Internal server error'));
  }

  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const code = isFastifyError(error) ? error.code : undefined;
    const known = code ? fastifyMessages[code] : undefined;
    const message =
      known ?? (error instanceof Error && error.message ? error.message : 'Bad request');
    return reply.code(status).send(failure(message));
  }

  const rejected = inputRejectedByDatabase(error);
  if (rejected) {
    request.log.warn(
      { err: loggableError(error) },
      'database refused input the schemas let through',
    );
    return reply.code(400).send(failure(rejected.message, rejected.field));
  }

  request.log.error({ err: loggableError(error) }, 'unhandled error');
  return reply.code(500).send(failure('Internal server error'));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/** Fastify's `frameworkErrors` option: the router's refusals go through the one handler too. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return handleError(error, request, reply);
}
