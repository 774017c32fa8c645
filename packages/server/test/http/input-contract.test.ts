import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

type JsonSchema = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every input schema of every operation, with where it is (`POST /api/orders body.items[].notes`). */
function inputSchemas(document: { paths: Record<string, Record<string, Operation>> }) {
  const found: [string, JsonSchema][] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema)
          found.push([`${at} ${parameter.in}.${parameter.name}`, parameter.schema]);
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) found.push([`${at} body`, body]);
    }
  }
  return found;
}

/** Walks a JSON schema, calling `visit` on every sub-schema with its place. */
function walk(schema: unknown, at: string, visit: (schema: JsonSchema, at: string) => void) {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema;
  visit(node, at);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && typeof value === 'object' && value) {
      for (const [name, property] of Object.entries(value)) walk(property, `${at}.${name}`, visit);
    } else if (key === 'items' || key === 'additionalProperties' || key === 'propertyNames') {
      walk(value, `${at}[]`, visit);
    } else if (Array.isArray(value) && ['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key)) {
      for (const each of value) walk(each, at, visit);
    }
  }
}

/**
 * A string schema whose length has a ceiling: a `maxLength`, a uuid, or a pattern anchored at both
 * ends with no open-ended repeat (a date, a clock time, a colour, the Idempotency-Key).
 */
function hasBoundedLength(node: JsonSchema): boolean {
  if (typeof node.maxLength === 'number' || node.format === 'uuid') return true;
  const pattern = typeof node.pattern === 'string' ? node.pattern : '';
  return /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern);
}

describe('every input the API accepts (issue 24, item 5)', () => {
  const t = useTestApp();

  async function inputs() {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return inputSchemas(response.json());
  }

  it('bounds the length of every string', async () => {
    const unbounded: string[] = [];
    for (const [where, schema] of await inputs()) {
      walk(schema, where, (node, at) => {
        const isString =
          node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));
        if (!isString || 'enum' in node || 'const' in node) return;
        if (!hasBoundedLength(node)) unbounded.push(at);
      });
    }
    expect(unbounded).toEqual([]);
  });

  it('refuses unknown fields in every body', async () => {
    const open: string[] = [];
    for (const [where, schema] of await inputs()) {
      if (!where.endsWith(' body')) continue;
      walk(schema, where, (node, at) => {
        if (node.type === 'object' && node.properties && node.additionalProperties !== false) {
          open.push(at);
        }
      });
    }
    expect(open).toEqual([]);
  });
});
