import type { Parser } from '../transport';

/** `{ [key]: value }` with the value checked by `parser`: the shape of most answers' `data`. */
export function keyed<K extends string, T>(key: K, parser: Parser<T>): Parser<Record<K, T>> {
  return {
    parse(data) {
      if (typeof data !== 'object' || data === null || !(key in data)) {
        throw new TypeError(`Expected data.${key}`);
      }
      return { [key]: parser.parse((data as Record<string, unknown>)[key]) } as Record<K, T>;
    },
  };
}

/** A list whose every item is checked by `parser`. */
export function listOf<T>(parser: Parser<T>): Parser<T[]> {
  return {
    parse(data) {
      if (!Array.isArray(data)) throw new TypeError('Expected a list');
      return data.map((item) => parser.parse(item));
    },
  };
}

/** The id in a path, escaped. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}

/** Headers for one form submission: a retried or double-sent submission creates one record. */
export function idempotencyHeaders(key?: string) {
  return key ? { headers: { 'idempotency-key': key } } : {};
}
