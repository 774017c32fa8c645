import { DEFAULT_BUSINESS_TIME_ZONE } from '@laundry/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessDate, BusinessTimeZoneProvider, useBusinessTimeZone } from './businessTimeZone';
import { PAGE_CONFIG_ELEMENT_ID, PageFetchContext } from './pageConfig';

// 20:00 UTC on 22 November is already the 23rd in Colombo and still the 22nd in New York.
const INSTANT = '2026-11-22T20:00:00Z';
const business = (timeZone: string) => ({
  name: 'Campus Wash',
  address: '12 College Road',
  phone: '0771234567',
  email: 'hello@campus.test',
  timeZone,
});

function Probe() {
  return (
    <p>
      {useBusinessTimeZone()} · <BusinessDate value={INSTANT} />
    </p>
  );
}

const unanswered: typeof fetch = () => new Promise<Response>(() => {});
const answering =
  (timeZone: string): typeof fetch =>
  async () =>
    new Response(JSON.stringify({ success: true, data: { business: business(timeZone) } }), {
      headers: { 'content-type': 'application/json' },
    });

function renderWith(fetchApi: typeof fetch) {
  return render(
    <PageFetchContext value={fetchApi}>
      <BusinessTimeZoneProvider>
        <Probe />
      </BusinessTimeZoneProvider>
    </PageFetchContext>,
  );
}

afterEach(() => {
  document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
});

describe("the shop's time zone on the back-office", () => {
  it('is the one the server wrote into the page, from the first paint', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify({ business: business('America/New_York') });
    document.head.append(block);
    renderWith(unanswered);
    expect(screen.getByText('America/New_York · 22 Nov 2026')).toBeVisible();
  });

  it("is the API's when the page has none written (dev server, tests)", async () => {
    renderWith(answering('America/New_York'));
    expect(await screen.findByText('America/New_York · 22 Nov 2026')).toBeVisible();
  });

  it('is the default zone only until the configuration has answered', () => {
    renderWith(unanswered);
    expect(screen.getByText(`${DEFAULT_BUSINESS_TIME_ZONE} · 23 Nov 2026`)).toBeVisible();
  });
});
