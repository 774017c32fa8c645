import { createFakeBackend, fail, makeUser, ok } from '@laundry/api-client/testing';
import type { Service } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const dryCleaning: Service = {
  _id: '5f1c8f0e-8a43-4d1e-9a51-2f7a8c1e0b11',
  name: 'Dry Cleaning',
  description: 'Formal wear',
  priceType: 'per_piece',
  basePrice: 600,
  clothingPrices: { blazers: 1200, suits: 1800 },
  statuses: ['iron', 'dry_clean'],
  estimatedTime: 1440,
  icon: 'DC',
  color: '#8B5CF6',
  isActive: true,
  version: 3,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

function setup(
  path: string,
  options: {
    updateAnswer?: ReturnType<typeof fail>;
    createAnswer?: ReturnType<typeof fail>;
  } = {},
) {
  const api = createFakeBackend({
    handlers: {
      'POST /services': ({ body }) =>
        options.createAnswer ??
        ok(
          { service: { ...dryCleaning, ...(body as object), _id: 'new', version: 1 } },
          'Service created successfully',
        ),
      'GET /services': () =>
        ok({
          services: [],
          pagination: {
            currentPage: 1,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
            totalServices: 0,
          },
          stats: { totalServices: 0, activeServices: 0, mostPopular: null, avgTime: 0 },
        }),
      'GET /services/stats': () =>
        ok({ totalServices: 0, activeServices: 0, mostPopular: null, avgTime: 0 }),
    },
    route: (method, path) => {
      if (method === 'GET' && path === `/services/${dryCleaning._id}`)
        return ok({ service: dryCleaning });
      if (method === 'PUT' && path === `/services/${dryCleaning._id}`) {
        return (
          options.updateAnswer ??
          ok({ service: { ...dryCleaning, version: 4 } }, 'Service updated successfully')
        );
      }
      return undefined;
    },
  });
  return renderApp({ path, signedInAs: makeUser('admin'), api });
}

const posts = (api: ReturnType<typeof createFakeBackend>) =>
  api.requests.filter((call) => call.method === 'POST' && call.path.endsWith('/services'));

describe('/services/new', () => {
  it('walks the three steps and creates the service with prices in rupees', async () => {
    const { user, api, router } = setup('/services/new');
    expect(
      await screen.findByText('Fill in the details to create a new service', {}, { timeout: 8000 }),
    ).toBeVisible();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Service Name/), 'Ironing');
    await user.click(next);
    await user.type(await screen.findByLabelText(/^Base Price/), '80');
    await user.type(screen.getByLabelText('Suits'), '350');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(posts(api)[0]?.body).toMatchObject({
      name: 'Ironing',
      priceType: 'per_piece',
      basePrice: 80,
      clothingPrices: { suits: 350 },
      statuses: ['wash', 'dry'],
      estimatedTime: 60,
    });
  });

  it('starts from the source service in duplicate mode', async () => {
    const { user, router } = setup('/services');
    await router.navigate('/services/new', { state: { duplicateFrom: dryCleaning } });
    expect(await screen.findByText('Creating duplicate service')).toBeVisible();
    expect((screen.getByLabelText(/^Service Name/) as HTMLInputElement).value).toBe(
      'Dry Cleaning (Copy)',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(((await screen.findByLabelText('Blazers')) as HTMLInputElement).value).toBe('1200');
  });
});

describe('/services/edit/{id}', () => {
  it('sends the version it loaded and shows a stale-copy refusal', async () => {
    const stale = fail(
      409,
      'This service was changed by someone else. Reload it and make your changes again.',
      'version',
    );
    const { user, api } = setup(`/services/edit/${dryCleaning._id}`, { updateAnswer: stale });
    expect(await screen.findByText('Update service details')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText(/changed by someone else/)).toBeVisible();
    const put = api.requests.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      version: 3,
      name: 'Dry Cleaning',
      clothingPrices: { blazers: 1200, suits: 1800 },
    });
  });
});

describe('the price table of the service form (issue 21)', () => {
  it('shows what each category is charged and which keep their own price', async () => {
    const { user } = setup(`/services/edit/${dryCleaning._id}`);
    expect(await screen.findByText('Update service details')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const base = await screen.findByLabelText(/^Base Price/);
    await user.clear(base);
    await user.type(base, '650');
    const table = screen.getByRole('region', { name: 'What each category is charged' });
    // Nine categories follow the base price; Blazers and Suits keep theirs.
    expect(within(table).getAllByText('LKR 650 per piece · base price')).toHaveLength(9);
    expect(
      within(table).getByText(/Keep their own price when the base price changes: Blazers, Suits/),
    ).toBeVisible();
    expect(within(table).getByText('LKR 1,800 per piece · own price')).toBeVisible();
  });
});

describe('the service form on useSchemaForm (issue 36)', () => {
  async function toLastStep(user: ReturnType<typeof setup>['user']) {
    await user.type(
      await screen.findByLabelText(/^Service Name/, {}, { timeout: 8000 }),
      'Ironing',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^Base Price/), '80');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    return screen.findByRole('button', { name: 'Create Service' });
  }

  it('creates with one Idempotency-Key per submission', async () => {
    const { user, api, router } = setup('/services/new');
    await user.click(await toLastStep(user));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    const key = posts(api)[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
  });

  it("shows the server's refusal under the field it names, on that field's step, once", async () => {
    const { user } = setup('/services/new', {
      createAnswer: fail(400, 'A service with this name already exists', 'name'),
    });
    await user.click(await toLastStep(user));
    const messages = await screen.findAllByText('A service with this name already exists');
    // Under the field only: no second copy in a banner.
    expect(messages).toHaveLength(1);
    const name = screen.getByLabelText(/^Service Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/A service with this name already exists/);
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("checks each step's fields with the spec's messages before moving on", async () => {
    const { user, api } = setup('/services/new');
    const name = await screen.findByLabelText(/^Service Name/, {}, { timeout: 8000 });
    await user.type(name, 'I');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await user.type(name, 'roning');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Pricing Configuration' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Base price is required')).toBeVisible();
    await user.type(screen.getByLabelText(/^Base Price/), '-5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Price cannot be negative')).toBeVisible();
    await user.clear(screen.getByLabelText(/^Base Price/));
    await user.type(screen.getByLabelText(/^Base Price/), '80');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const time = await screen.findByLabelText(/^Estimated Time/);
    await user.clear(time);
    await user.type(time, '1441');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Time cannot exceed 24 hours')).toBeVisible();
    expect(posts(api)).toHaveLength(0);
  });
});
