import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { customerPayload, insertCustomer } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

/**
 * Every route of the OpenAPI document, attacked field by field: numbers out of every range,
 * the wrong types, over-long strings and ids, junk headers. Nothing may answer 500 and every
 * error must be the envelope `{ success: false, message, field? }`.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  const?: unknown;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE_VALUES: unknown[] = [
  2147483648,
  -2147483649,
  9007199254740992,
  1e308,
  -1,
  0,
  1.5,
  'abc',
  '12abc',
  '1e10',
  '',
  true,
  {},
  [],
  null,
  'x'.repeat(20_000),
  '\u202e\ud800',
  { $gt: '' },
];

const HOSTILE_QUERY = [
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e400',
  'NaN',
  'abc',
  '1.5',
  'true',
  '',
  '%00',
  '%ff',
  'x'.repeat(3_000),
];

const HOSTILE_IDS = [
  'x'.repeat(101),
  'x'.repeat(99),
  '-1',
  '2147483648',
  '%00',
  '%ff%fe',
  "'%20OR%201=1--",
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: `Bearer ${'x'.repeat(8_000)}` },
  { authorization: 'Bearer a.b.c' },
  { authorization: 'Basic YWRtaW46ZGVtbzEyMzQ=' },
  { authorization: 'Bearer' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'idempotency-key': 'x'.repeat(1_000) },
  { 'idempotency-key': '' },
  { 'x-forwarded-for': 'not an address, 999.999.999.999' },
  { accept: 'application/xml' },
  { 'accept-encoding': 'br;q=abc, *;q=-1' },
  { 'content-length': '5' },
];

function firstOf(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) {
    const usable = options.find((option) => option.type !== 'null') ?? options[0];
    return usable ? firstOf(usable) : schema;
  }
  return schema;
}

/** A plausible valid value for a schema, so that one hostile field at a time reaches deep code. */
function sample(raw: JsonSchema, name: string, ids: { uuid: string }): unknown {
  const schema = firstOf(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sample(property, key, ids);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items ?? {}, name, ids),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'uuid' || /id$/i.test(name)) return ids.uuid;
      // The admin's own: PUT /auth/profile must leave the account the attack signs in with.
      if (/email/i.test(name)) return 'admin@laundry.test';
      if (/phone/i.test(name) || schema.pattern?.includes('\\d{10')) return '0719876543';
      // A wrong current password keeps the admin's own password as it is.
      if (/currentPassword/.test(name)) return 'not-the-password';
      if (/password/i.test(name)) return 'Hostile-input-1';
      if (/date/i.test(name)) return '2026-03-02';
      const text = 'Hostile input';
      const min = schema.minLength ?? 0;
      const value = text.length >= min ? text : text.padEnd(min, 'x');
      return schema.maxLength !== undefined ? value.slice(0, schema.maxLength) : value;
    }
    default:
      return 'Hostile input';
  }
}

/** The top-level and one-level-nested paths of an object schema, for one-field mutations. */
function fieldPaths(schema: JsonSchema): string[][] {
  const paths: string[][] = [];
  for (const [key, property] of Object.entries(firstOf(schema).properties ?? {})) {
    paths.push([key]);
    for (const nested of Object.keys(firstOf(property).properties ?? {})) paths.push([key, nested]);
  }
  return paths;
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path[path.length - 1] as string] = value;
  return copy;
}

describe('hostile input on every route of the OpenAPI document', () => {
  // As in production, the app keeps answers (the session check's above all) until a write: the
  // sweep's thousands of refused requests then cost what they cost a real server.
  const t = useTestApp({
    watchWrites: (connection) => connection.watchWrites,
    config: {
      logLevel: 'error',
      rateLimits: { perUser: 1_000_000, perAddress: 1_000_000, login: 1_000_000 },
    },
  });

  it('never answers 500, and every error is the envelope', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const customer = await insertCustomer(t.db, customerPayload({ isStudent: false }) as never);
    const failures: string[] = [];
    let requests = 0;

    const check = (label: string, response: LightMyRequestResponse) => {
      requests += 1;
      if (response.statusCode >= 500) {
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        return;
      }
      if (response.statusCode < 400) return;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        failures.push(`${label} → ${response.statusCode} not JSON: ${response.body.slice(0, 120)}`);
        return;
      }
      const envelope = body as Record<string, unknown>;
      const keys = Object.keys(envelope).sort().join(',');
      const okKeys = keys === 'message,success' || keys === 'field,message,success';
      if (
        !okKeys ||
        envelope.success !== false ||
        typeof envelope.message !== 'string' ||
        !envelope.message ||
        (envelope.field !== undefined && typeof envelope.field !== 'string')
      ) {
        failures.push(
          `${label} → ${response.statusCode} not the envelope: ${response.body.slice(0, 200)}`,
        );
      }
    };

    let authorization = (await t.bearer('admin')).authorization;
    const send = async (label: string, options: InjectOptions) => {
      // From an address of its own: failed sign-ins there never lock the admin at 127.0.0.1.
      const response = await t.app.inject({
        remoteAddress: '198.51.100.77',
        ...options,
        headers: { authorization, ...options.headers },
      });
      check(label, response);
      return response;
    };

    for (const [template, operations] of Object.entries(document.paths)) {
      // Database administration replaces or streams the whole database (seed-demo wipes the
      // accounts this suite signs in with); its bad input is covered in test/admin.
      if (template.startsWith('/api/admin/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase() as InjectOptions['method'];
        // Signing out or changing the password ends the session the attack runs in.
        authorization = (await t.bearer('admin')).authorization;
        const realId = template.startsWith('/api/users') ? t.ids.cashier : customer.id;
        const ids = { uuid: realId };
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const urlWith = (id: string) =>
          template.replace(/\{[^}]+\}/g, (match) =>
            match === '{phone}' && id === realId ? '0771234567' : id,
          );
        const destructive = verb === 'DELETE';
        const baseUrl = urlWith(destructive ? '00000000-0000-4000-8000-000000000000' : realId);
        const baseBody = bodySchema ? sample(bodySchema, '', ids) : undefined;
        const label = `${verb} ${template}`;

        // Ids: over-long, negative, huge, encoded junk.
        if (pathParams.length > 0) {
          for (const id of HOSTILE_IDS) {
            await send(`${label} id=${id.slice(0, 20)}`, {
              method: verb,
              url: urlWith(id),
              ...(baseBody !== undefined ? { payload: baseBody as object } : {}),
            });
          }
        }

        // Query parameters, one at a time, and repeated.
        for (const parameter of queryParams) {
          for (const value of HOSTILE_QUERY) {
            await send(`${label} ?${parameter.name}=${value.slice(0, 20)}`, {
              method: verb,
              url: `${baseUrl}?${parameter.name}=${value}`,
            });
          }
          await send(`${label} ?${parameter.name} twice`, {
            method: verb,
            url: `${baseUrl}?${parameter.name}=1&${parameter.name}=2`,
          });
        }

        // Bodies: the whole body of the wrong shape, then each field hostile in a valid body.
        if (bodySchema) {
          for (const whole of [[], 'text', 12, null, { a: { b: { c: { d: [[[[]]]] } } } }]) {
            await send(`${label} body=${JSON.stringify(whole).slice(0, 20)}`, {
              method: verb,
              url: baseUrl,
              payload: JSON.stringify(whole),
              headers: { 'content-type': 'application/json' },
            });
          }
          for (const path of fieldPaths(bodySchema)) {
            for (const value of HOSTILE_VALUES) {
              await send(`${label} ${path.join('.')}=${JSON.stringify(value).slice(0, 24)}`, {
                method: verb,
                url: baseUrl,
                payload: withValue(baseBody, path, value) as object,
              });
            }
          }
          await send(`${label} unknown field`, {
            method: verb,
            url: baseUrl,
            payload: { ...(baseBody as object), loyaltyPointsX: 1, __proto__: { admin: true } },
          });
        }

        // Junk headers on an otherwise ordinary request.
        for (const headers of HOSTILE_HEADERS) {
          await send(
            `${label} ${Object.keys(headers)[0]}: ${Object.values(headers)[0]?.slice(0, 20)}`,
            {
              method: verb,
              url: baseUrl,
              ...(baseBody !== undefined ? { payload: JSON.stringify(baseBody) } : {}),
              headers: { 'content-type': 'application/json', ...headers },
            },
          );
        }
      }
    }

    expect(requests).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 900_000);
});
