import { apiFailureSchema, apiSuccessSchema, apiWarnedSuccessSchema } from '@laundry/domain';
import { z } from 'zod';

/** The success envelope: `{ success: true, message?, data }`. */
export function ok<T>(data: T, message?: string) {
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, message, data };
}

/** A success with a `warning` beside its message (null: nothing to warn about). */
export function warned<T>(data: T, message: string, warning: string | null) {
  return { success: true as const, message, warning, data };
}

/** The failure envelope every error answers with. */
export function failure(message: string, field?: string) {
  return field === undefined
    ? { success: false as const, message }
    : { success: false as const, message, field };
}

const failures = {
  400: apiFailureSchema.describe('Bad input: the first problem found, and the field at fault'),
  401: apiFailureSchema.describe('Not signed in, or the token is missing, expired or revoked'),
  403: apiFailureSchema.describe('Not allowed'),
  404: apiFailureSchema.describe('Not found'),
  409: apiFailureSchema.describe('Conflict, or a business rule refused the request'),
  413: apiFailureSchema.describe('Request body too large'),
  429: apiFailureSchema.describe('Too many requests'),
  500: apiFailureSchema.describe('Internal server error'),
  503: apiFailureSchema.describe('Busy with heavy work: try again after Retry-After seconds'),
};

/** A route's responses: its success schemas plus the failure envelope for every error status. */
export function responses<R extends Partial<Record<200 | 201, z.ZodType>>>(success: R) {
  return { ...failures, ...success };
}

/** `{ success: true, message?, data }` around the given data schema. */
export const envelope = apiSuccessSchema;

/** `{ success: true, message?, warning, data }`, for the calls that may warn. */
export const warnedEnvelope = apiWarnedSuccessSchema;

/** `data: null`, for calls that only report that they worked. */
export const nullData = z.null();
