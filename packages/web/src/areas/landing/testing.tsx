import { createMemoryStorage } from '@laundry/api-client';
import { type CampaignConfigInput, DEFAULT_CAMPAIGN } from '@laundry/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/AppProviders';
import { createServices } from '../../app/createServices';
import { createFakeApi, type FakeResponse, ok } from '../../test/fakeApi';
import { LandingClockContext } from './campaign';
import { LandingPage } from './LandingPage';

export const BUSINESS = {
  name: 'Campus Wash',
  address: '12 College Road, Moratuwa',
  phone: '0771234567',
  email: 'hello@campuswash.test',
  timeZone: 'Asia/Colombo',
};

/** A campaign running around 2026-11-23 (the server may announce other dates than the spec's). */
export const CURRENT_CAMPAIGN: CampaignConfigInput = {
  startDate: '2026-11-01',
  endDate: '2026-12-31',
};

type Handler = Parameters<typeof createFakeApi>[0] extends infer O
  ? O extends { handlers?: Record<string, infer H> }
    ? H
    : never
  : never;

/**
 * The landing page over the fake API, on a fixed clock. `campaign` is what GET /public/config
 * announces (the spec's grand-opening campaign unless a test says otherwise).
 */
export function renderLanding({
  now = new Date('2026-11-23T10:00:00+05:30'),
  campaign = DEFAULT_CAMPAIGN,
  handlers = {},
  advanceTimers,
}: {
  now?: Date;
  campaign?: CampaignConfigInput;
  handlers?: Record<string, Handler>;
  /** For tests on fake timers: how user-event lets time pass. */
  advanceTimers?: (ms: number) => unknown;
} = {}) {
  const api = createFakeApi({
    handlers: {
      'GET /public/config': (): FakeResponse =>
        ok({
          demo: null,
          business: BUSINESS,
          campaign,
        }),
      ...handlers,
    },
  });
  const services = createServices({ storage: createMemoryStorage(), fetch: api.fetch });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LandingClockContext value={() => now}>
            <LandingPage />
          </LandingClockContext>
        ),
      },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, api, user, router };
}
