import { type PublicTracking, trackingMessages } from '@laundry/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFetchContext } from '../../app/pageConfig';
import { TrackPage } from './TrackPage';
import { TrackConfigSource } from './trackConfig';

const business = {
  name: 'Campus Clean Laundry',
  address: 'Katubedda',
  phone: '0771234567',
  email: 'hello@campuscleanlaundry.lk',
  timeZone: 'Asia/Colombo',
};

const tracking: PublicTracking = {
  orderNumber: 'ORD-001042',
  status: 'complete',
  statusLabel: 'Services Complete',
  isExpress: false,
  timeline: [
    {
      key: 'received',
      label: 'Received at the shop',
      at: '2026-03-02T04:30:00.000Z',
      state: 'done',
    },
    { key: 'cleaning', label: 'Being cleaned', at: '2026-03-02T05:30:00.000Z', state: 'done' },
    { key: 'ready', label: 'Ready', at: '2026-03-03T05:30:00.000Z', state: 'current' },
  ],
  expectedReadyDate: null,
  balanceDue: 575,
  shop: { name: business.name, phone: business.phone, email: business.email },
};

/** The page on a fake server: the calls it made, and the answer to each. */
function setup(answer: (url: string, body: unknown) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchApi = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: String(input), body });
    return answer(String(input), body);
  }) as typeof fetch;
  render(
    <PageFetchContext value={fetchApi}>
      <TrackConfigSource value={() => ({ business })}>
        <TrackPage />
      </TrackConfigSource>
    </PageFetchContext>,
  );
  return { calls, user: userEvent.setup() };
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the tracking page', () => {
  it('finds an order by its number and phone digits and shows the timeline and balance', async () => {
    const { calls, user } = setup(() => json(200, { success: true, data: tracking }));
    await user.type(screen.getByLabelText('Order number'), '1042');
    await user.type(screen.getByLabelText('Last four digits of your phone'), '1111');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    const result = await screen.findByRole('region', { name: 'Services Complete' });
    expect(calls).toEqual([
      { url: '/api/track', body: { orderNumber: 'ORD-001042', phoneLast4: '1111' } },
    ]);
    expect(within(result).getByText('LKR 575')).toBeVisible();
    expect(within(result).getByText('Ready').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    expect(within(result).getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe(
      'tel:0771234567',
    );
  });

  it("says the server's one message for a miss, and checks the digits before asking", async () => {
    const { calls, user } = setup(() =>
      json(404, { success: false, message: trackingMessages.notFound }),
    );
    await user.type(screen.getByLabelText('Order number'), 'ORD-001042');
    await user.type(screen.getByLabelText('Last four digits of your phone'), '11');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getByText(trackingMessages.phoneLast4Invalid)).toBeVisible();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Last four digits of your phone'), '11');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(trackingMessages.notFound);
  });

  it("opens the receipt link's order at once", async () => {
    window.history.replaceState(null, '', '/track?t=0123456789abcdef0123456789abcdef');
    const { calls } = setup(() => json(200, { success: true, data: tracking }));
    await screen.findByRole('region', { name: 'Services Complete' });
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual([
        '/api/track/0123456789abcdef0123456789abcdef',
      ]),
    );
  });
});
