import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextNavbarState } from './navbarScroll';
import { CURRENT_CAMPAIGN, renderLanding } from './testing';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

async function pageReady() {
  await screen.findByRole('heading', { level: 1, name: 'Smart Laundry Made Simple' });
  // The business's name arrives with the public configuration.
  await screen.findAllByText('Campus Wash');
}

describe('landing page: campaign', () => {
  it('shows the button text, the announcement and the badge while the campaign runs', async () => {
    renderLanding({ campaign: CURRENT_CAMPAIGN });
    await pageReady();
    expect(
      await screen.findByText('Limited Time Offer - Get 20% OFF on your first order!'),
    ).toBeVisible();
    const navbar = screen.getByTestId('landing-navbar');
    expect(within(navbar).getByText('Limited Offer')).toBeVisible();
    expect(within(navbar).getByText('20% OFF')).toBeVisible();
    // The navbar's, the hero's and the services' (the phone menu's is closed).
    expect(screen.getAllByRole('button', { name: /Register & Get 20% OFF/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Register Now' })).toBeNull();
  });

  it("falls back to 'Register Now' and hides the announcement and badge outside the dates", async () => {
    renderLanding({ campaign: { startDate: '2026-12-01', endDate: '2026-12-31' } });
    await pageReady();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Register Now' })).toHaveLength(3),
    );
    expect(screen.queryByText(/Limited Time Offer/)).toBeNull();
    expect(screen.queryByText('Limited Offer')).toBeNull();
    expect(screen.queryByRole('button', { name: /Register & Get 20% OFF/ })).toBeNull();
  });

  it("uses the spec's grand-opening dates when the server announces no campaign", async () => {
    const during = renderLanding({ now: new Date('2025-12-31T23:30:00+05:30') });
    await pageReady();
    expect(
      await screen.findByText('Limited Time Offer - Get 20% OFF on your first order!'),
    ).toBeVisible();
    during.unmount();

    renderLanding({ now: new Date('2026-01-01T00:10:00+05:30') });
    await pageReady();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Register Now' })).toHaveLength(3),
    );
    expect(screen.queryByText(/Limited Time Offer/)).toBeNull();
  });

  it('is off when the campaign is switched off, whatever the dates', async () => {
    renderLanding({ campaign: { ...CURRENT_CAMPAIGN, isActive: false } });
    await pageReady();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Register Now' })).toHaveLength(3),
    );
    expect(screen.queryByText('Limited Offer')).toBeNull();
  });
});

describe('landing page: navbar', () => {
  it('is compact after 50 px, hides scrolling down past 100 px and returns on scrolling up', async () => {
    renderLanding();
    await pageReady();
    const navbar = screen.getByTestId('landing-navbar');
    expect(navbar.hasAttribute('data-compact')).toBe(false);
    expect(navbar.hasAttribute('data-hidden')).toBe(false);

    scrollTo(60);
    await waitFor(() => expect(navbar.hasAttribute('data-compact')).toBe(true));
    expect(navbar.hasAttribute('data-hidden')).toBe(false);

    scrollTo(400);
    await waitFor(() => expect(navbar.hasAttribute('data-hidden')).toBe(true));

    scrollTo(380);
    await waitFor(() => expect(navbar.hasAttribute('data-hidden')).toBe(false));
    expect(navbar.hasAttribute('data-compact')).toBe(true);

    scrollTo(20);
    await waitFor(() => expect(navbar.hasAttribute('data-compact')).toBe(false));
  });

  it('has the five anchors and a menu on small screens that closes on Escape', async () => {
    const { user } = renderLanding();
    await pageReady();
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(
      within(primary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '#home'],
      ['About', '#about'],
      ['Why Choose Us', '#why-choose-us'],
      ['Services', '#services'],
      ['Contact', '#contact'],
    ]);

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getAllByRole('link')).toHaveLength(5);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('decides compact and hidden from the last two scroll positions', () => {
    expect(nextNavbarState({ compact: false, hidden: false }, 0, 60)).toEqual({
      compact: true,
      hidden: false,
    });
    expect(nextNavbarState({ compact: true, hidden: false }, 90, 150)).toEqual({
      compact: true,
      hidden: true,
    });
    expect(nextNavbarState({ compact: true, hidden: true }, 150, 150)).toEqual({
      compact: true,
      hidden: true,
    });
    expect(nextNavbarState({ compact: true, hidden: true }, 150, 149)).toEqual({
      compact: true,
      hidden: false,
    });
    expect(nextNavbarState({ compact: true, hidden: true }, 300, 100)).toEqual({
      compact: true,
      hidden: false,
    });
  });
});

describe('landing page: content', () => {
  it('has the sections, stats, eight reasons, three services and the contact details', async () => {
    renderLanding();
    await pageReady();
    for (const name of ['About us', 'Why choose us', 'Our services', 'Contact & order']) {
      expect(screen.getByText(name)).toBeVisible();
    }
    for (const stat of [
      'Happy Customers',
      'Quality Guaranteed',
      'Fast Turnaround',
      'Service Rating',
    ]) {
      expect(screen.getByText(stat)).toBeVisible();
    }
    const why = document.getElementById('why-choose-us');
    expect(why && within(why).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const services = document.getElementById('services');
    if (!services) throw new Error('no services section');
    for (const service of ['Wash and Dry', 'Washing', 'Dry Cleaning']) {
      expect(within(services).getByRole('heading', { level: 3, name: service })).toBeVisible();
    }

    const contact = document.getElementById('contact');
    if (!contact) throw new Error('no contact section');
    expect(within(contact).getByRole('link', { name: 'Call now' })).toHaveAttribute(
      'href',
      'tel:0771234567',
    );
    expect(
      within(contact)
        .getByRole('link', { name: /Send an email/ })
        .getAttribute('href'),
    ).toBe('mailto:hello@campuswash.test');
    expect(
      within(contact).getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/94771234567\?text=/);
    expect(within(contact).getByText('7:00 AM-8:00 PM')).toBeVisible();
    expect(within(contact).getByText('8:00 AM-6:00 PM')).toBeVisible();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 Campus Wash');
  });

  it("never breaks a line between '300' and 'm' of the distance to campus", async () => {
    renderLanding();
    await pageReady();
    const text = document.body.textContent ?? '';
    expect(text).toContain('300\u00a0m from campus');
    expect(text).not.toMatch(/300 m\b/);
  });

  it('opens one service at a time in the desktop panel', async () => {
    const { user } = renderLanding();
    await pageReady();
    const services = document.getElementById('services');
    if (!services) throw new Error('no services section');
    const washing = within(services).getByRole('button', { name: 'Washing' });
    const washAndDry = within(services).getByRole('button', { name: 'Wash and Dry' });
    expect(washAndDry).toHaveAttribute('aria-expanded', 'true');
    expect(washing).toHaveAttribute('aria-expanded', 'false');
    await user.click(washing);
    expect(washing).toHaveAttribute('aria-expanded', 'true');
    expect(washAndDry).toHaveAttribute('aria-expanded', 'false');
  });

  it('has landmarks and headings in order', async () => {
    renderLanding();
    await pageReady();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    const levels = Array.from(screen.getByRole('main').querySelectorAll('h1, h2, h3, h4')).map(
      (heading) => Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect((levels[index] ?? 0) - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    }
  });
});
