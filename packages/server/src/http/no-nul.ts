import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The path of the first string (or key) holding a NUL character, if any. */
function nulPath(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a body, query or path parameter would otherwise
 * reach the database and fail there as a 500. Refused up front as bad input instead.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part, [], 0);
      if (path) throw new BadRequestError(NUL_MESSAGE, path.join('.') || undefined);
    }
  });
}
