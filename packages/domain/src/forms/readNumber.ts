import { z } from 'zod';

/** A typed number: '' and null mean "not given", text is read as a number. */
export function readNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  }
  return value;
}

/**
 * Where a schema's numbers come from (decision 034). `json`: a request body, which carries JSON
 * numbers only — `"5"` is refused, naming the field. `typed`: a form's field, whose value is the
 * text typed in it, read by `readNumber`. A schema a form and the API share is built from its
 * fields once, for each source; a query string coerces on its own (it is always text).
 */
export type NumberSource = 'json' | 'typed';

/** The schema `numberFrom` gives for a source. */
export type NumberFrom<S extends NumberSource, T extends z.ZodType> = S extends 'typed'
  ? z.ZodPipe<z.ZodTransform<unknown, unknown>, T>
  : T;

/** A number field as its source gives it: as sent, or through `readNumber`. */
export function numberFrom<S extends NumberSource, T extends z.ZodType>(
  source: S,
  schema: T,
): NumberFrom<S, T> {
  return (source === 'typed' ? z.preprocess(readNumber, schema) : schema) as NumberFrom<S, T>;
}
