import { hasUnprintable } from '@laundry/domain';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const CONTROL_MESSAGE = 'Text must not contain control characters';
export const NAME_MESSAGE = 'Names must be on one line, without control characters';

/** A field holding a name (`name`, `fullName`, `firstName`…): one line, as lists show it. */
const isNameField = (key: string | undefined) => key !== undefined && /name$/i.test(key);

/**
 * The path of the first string (or key) that is not text (issue 38): a control character or a
 * bidirectional override anywhere, a line break or tab in a name. The message says which.
 */
function unprintablePath(
  value: unknown,
  path: string[],
  depth: number,
): { path: string[]; message: string } | undefined {
  if (typeof value === 'string') {
    const oneLine = isNameField(path.at(-1));
    if (!hasUnprintable(value, { oneLine })) return undefined;
    return { path, message: oneLine ? NAME_MESSAGE : CONTROL_MESSAGE };
  }
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnprintable(key, { oneLine: true }))
      return { path: [...path, key], message: CONTROL_MESSAGE };
    const found = unprintablePath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

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
 * reach the database and fail there as a 500. Refused up front as bad input instead, as is any
 * other character that is not text (issue 38): it would act on the terminal or screen showing it.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part, [], 0);
      if (path) throw new BadRequestError(NUL_MESSAGE, path.join('.') || undefined);
      const found = unprintablePath(part, [], 0);
      if (found) throw new BadRequestError(found.message, found.path.join('.') || undefined);
    }
  });
}
