import { createFakeBackend, type FakeReply, type Handler, ok } from '@laundry/api-client/testing';
import { type CampaignConfigInput, campaignConfigSchema, DEFAULT_CAMPAIGN } from '@laundry/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageFetchContext } from '../../app/pageConfig';
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

/**
 * The landing page over the fake API, on a fixed clock, as its own entry renders it: no
 * router, no query cache, no session. `campaign` is what GET /public/config announces (the
 * spec's grand-opening campaign unless a test says otherwise).
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
  const api = createFakeBackend({
    handlers: {
      'GET /public/config': (): FakeReply =>
        ok({
          demo: null,
          business: BUSINESS,
          // As the server sends it: every field, the defaults filled in by the schema.
          campaign: campaignConfigSchema.parse(campaign),
        }),
      ...handlers,
    },
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <PageFetchContext value={api.fetch}>
      <LandingClockContext value={() => now}>
        <LandingPage />
      </LandingClockContext>
    </PageFetchContext>,
  );
  return { ...view, api, user };
}
