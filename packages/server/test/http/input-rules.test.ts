import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installInputRules, isZod, walkInput, type ZodNode } from '../../src/http/input-rules';
import { insertCustomer } from '../helpers/customers';
import { seedCatalogue } from '../helpers/orders';
import { servicePayload } from '../helpers/services';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';

/**
 * Decision 034: a JSON body takes JSON numbers only and names only known fields; a query string
 * coerces its numbers within bounds. Proved on every registered route by parsing with the very
 * schema the route validates with, then through HTTP on the routes that used to differ.
 */

type Segment = string | number;

/** The places (as zod issue paths) of every number and every object a schema reads. */
function places(schema: ZodNode) {
  const numbers: Segment[][] = [];
  const objects: Segment[][] = [];
  walkInput(schema, (node, at) => {
    const path = at
      .split('.')
      .filter(Boolean)
      .flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), 0] : [part]));
    // An array's element is tried at index 0 (`items[].weight` → items.0.weight).
    const type = node._zod.def.type;
    if (type === 'number') numbers.push(path);
    if (type === 'object') objects.push(path);
  });
  return { numbers, objects };
}

/** A body holding only `value` at `path` (arrays where the path has an index). */
function bodyWith(path: Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = bodyWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head as string]: inner };
}

const samePath = (a: readonly PropertyKey[], b: readonly Segment[]) =>
  a.length === b.length && a.every((segment, index) => segment === b[index]);

function issuesAt(schema: ZodNode, body: unknown, path: Segment[]) {
  const result = (schema as unknown as z.ZodType).safeParse(body);
  return (result.error?.issues ?? []).filter((issue) => samePath(issue.path, path));
}

describe('one rule for numbers and unknown fields on every route (decision 034)', () => {
  const t = useTestApp();

  it('refuses a number sent as text and an unknown field in every body', () => {
    const routes = t.app.inputRoutes;
    const bodies = routes.filter((route) => isZod(route.schema.body));
    expect(bodies.length).toBeGreaterThan(40);

    const coerced: string[] = [];
    const open: string[] = [];
    let numbersTried = 0;
    let objectsTried = 0;
    for (const route of bodies) {
      const schema = route.schema.body as ZodNode;
      const { numbers, objects } = places(schema);
      for (const path of numbers) {
        numbersTried += 1;
        const asText = issuesAt(schema, bodyWith(path, '5'), path);
        if (!asText.some((issue) => issue.code === 'invalid_type')) {
          coerced.push(`${route.method} ${route.url} ${path.join('.')}`);
        }
      }
      for (const path of objects) {
        objectsTried += 1;
        const unknown = issuesAt(schema, bodyWith([...path, 'notAField'], 1), path);
        if (!unknown.some((issue) => issue.code === 'unrecognized_keys')) {
          open.push(`${route.method} ${route.url} ${path.join('.') || '(body)'}`);
        }
      }
    }
    // The routes this decision changed are among those tried.
    expect(numbersTried).toBeGreaterThan(30);
    expect(objectsTried).toBeGreaterThan(bodies.length);
    expect(coerced).toEqual([]);
    expect(open).toEqual([]);
  });

  it('reads every number of a query string from text, between a floor and a ceiling', () => {
    const unread: string[] = [];
    const unbounded: string[] = [];
    let tried = 0;
    for (const route of t.app.inputRoutes) {
      const schema = route.schema.querystring;
      if (!isZod(schema)) continue;
      for (const path of places(schema).numbers) {
        tried += 1;
        const at = `${route.method} ${route.url} ?${path.join('.')}`;
        const read = issuesAt(schema, bodyWith(path, '1'), path);
        // '1' may be below a floor of its own (a year), but never "not a number".
        if (read.some((issue) => issue.code === 'invalid_type')) unread.push(at);
        const huge = issuesAt(schema, bodyWith(path, '1e15'), path);
        const tiny = issuesAt(schema, bodyWith(path, '-1e15'), path);
        if (huge.length === 0) unbounded.push(`${at} (no ceiling)`);
        if (tiny.length === 0) unbounded.push(`${at} (no floor)`);
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect(unread).toEqual([]);
    expect(unbounded).toEqual([]);
  });

  async function send(method: 'POST' | 'PUT', url: string, payload: object) {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.bearer('admin'),
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('answers 400 naming the field for the numbers that were read from text before', async () => {
    const customer = await insertCustomer(t.db, {
      fullName: 'Kasuni Silva',
      phoneNumber: '0771112223',
    });
    const catalogue = await seedCatalogue(t.db);
    const refused = (field: string) => ({
      status: 400,
      body: { success: false, message: `${field} must be a number, not text`, field },
    });

    expect(
      await send('PUT', `/api/customers/${customer.id}/loyalty-points`, {
        action: 'add',
        points: '5',
        reason: 'Birthday bonus',
      }),
    ).toEqual(refused('points'));
    expect(await send('POST', '/api/services', servicePayload({ basePrice: '350' }))).toEqual(
      refused('basePrice'),
    );
    expect(await send('POST', '/api/services', servicePayload({ estimatedTime: '60' }))).toEqual(
      refused('estimatedTime'),
    );
    expect(
      await send('POST', `/api/services/${catalogue.washAndDry}/calculate-price`, {
        weight: '2.5',
      }),
    ).toEqual(refused('weight'));
    expect(
      await send('POST', '/api/orders', {
        customerId: customer.id,
        items: [
          { serviceId: catalogue.washAndDry, weight: '2.5', clothingCategory: 'normal_clothes' },
        ],
      }),
    ).toEqual(refused('items.0.weight'));
  });

  it('refuses a category price sent as text, and keeps taking numbers', async () => {
    const text = await send(
      'POST',
      '/api/services',
      servicePayload({ clothingPrices: { bed_sheets: '400' } }),
    );
    expect(text).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Price must be a number',
        field: 'clothingPrices.bed_sheets',
      },
    });
    const numbers = await send('POST', '/api/services', servicePayload());
    expect(numbers.status).toBe(201);
    expect(numbers.body.data.service).toMatchObject({
      basePrice: 350,
      estimatedTime: 120,
      clothingPrices: { bed_sheets: 400, blankets: 550.5 },
    });
  });

  it('refuses a payment amount sent as text and an unknown field on an order', async () => {
    await openTills(t);
    const customer = await insertCustomer(t.db, {
      fullName: 'Nuwan Perera',
      phoneNumber: '0771112224',
    });
    const catalogue = await seedCatalogue(t.db);
    const items = [
      { serviceId: catalogue.dryCleaning, quantity: 1, clothingCategory: 'normal_clothes' },
    ];
    expect(
      await send('POST', '/api/orders', { customerId: customer.id, items, rush: true }),
    ).toEqual({
      status: 400,
      body: { success: false, message: 'Unknown field: rush', field: 'rush' },
    });
    const created = await send('POST', '/api/orders', { customerId: customer.id, items });
    expect(created.status).toBe(201);
    const orderId = created.body.data.order._id as string;
    expect(
      await send('POST', `/api/orders/${orderId}/payments`, { method: 'cash', amount: '100' }),
    ).toEqual({
      status: 400,
      body: { success: false, message: 'amount must be a number, not text', field: 'amount' },
    });
  });
});

describe('the rule, checked as routes are registered', () => {
  async function register(body: z.ZodType, querystring?: z.ZodType) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    installInputRules(app);
    app.post(
      '/api/probe',
      { schema: { body, ...(querystring ? { querystring } : {}) } },
      async () => ({}),
    );
    await app.ready();
    await app.close();
  }

  it('stops the server at start-up on a body that reads text as a number', async () => {
    await expect(
      register(z.strictObject({ n: z.preprocess((v) => Number(v), z.number()) })),
    ).rejects.toThrow(
      'Route POST /api/probe breaks the input rule (decision 034): body.n reads text as a number (a body takes JSON numbers only)',
    );
    await expect(register(z.strictObject({ n: z.coerce.number() }))).rejects.toThrow(
      'body.n coerces its value',
    );
  });

  it('stops it on a body object that accepts unknown fields, however deep', async () => {
    await expect(
      register(z.strictObject({ lines: z.array(z.object({ n: z.number() })) })),
    ).rejects.toThrow('body.lines[] accepts unknown fields (use z.strictObject)');
  });

  it('stops it on a query number without a ceiling, and accepts a rule-abiding route', async () => {
    await expect(
      register(z.strictObject({}), z.object({ page: z.coerce.number().int().min(1) })),
    ).rejects.toThrow('query.page has no floor or no ceiling');
    await expect(
      register(
        z.strictObject({ n: z.number().optional() }),
        z.object({ page: z.coerce.number().int().min(1).max(100) }),
      ),
    ).resolves.toBeUndefined();
  });
});
