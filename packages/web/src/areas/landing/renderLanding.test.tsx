import { campaignConfigSchema } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { renderLanding } from './renderLanding';
import { BUSINESS, CURRENT_CAMPAIGN } from './testing';

const config = { business: BUSINESS, campaign: campaignConfigSchema.parse(CURRENT_CAMPAIGN) };
const now = new Date('2026-11-23T10:00:00+05:30');

describe('the landing page rendered by the server in each language (issue 42)', () => {
  it('writes the landing page in Sinhala, its conjuncts with their joiners', () => {
    const { title, html } = renderLanding(config, now, 'si');
    expect(title).toBe(`<title>${BUSINESS.name} · ස්මාර්ට් රෙදි සේදීම, සරලව</title>`);
    expect(html).toContain('ශිෂ්\u200dය'); // ශිෂ්‍ය (student), from the catalog
    expect(html).not.toMatch(/\u0dca[\u0dbb\u0dba]/);
    expect(html).toContain('ලියාපදිංචි වී 20% වට්ටම ලබාගන්න');
    expect(html).toMatch(
      /hrefLang="si"[^>]*aria-current="true"|aria-current="true"[^>]*hrefLang="si"/i,
    );
  });

  it('writes the landing page in Tamil and in English', () => {
    expect(renderLanding(config, now, 'ta').html).toContain('ஸ்மார்ட் சலவை');
    const english = renderLanding(config, now, 'en').html;
    expect(english).toContain('Smart Laundry');
    expect(english).not.toContain('ස්මාර්ට්');
  });
});
