import { describe, expect, it } from 'vitest';
import { sameCampaignCode } from './campaignCode';

describe('sameCampaignCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameCampaignCode('grandopening2025', 'GRANDOPENING2025')).toBe(true);
    expect(sameCampaignCode(' GrandOpening2025 ', 'GRANDOPENING2025')).toBe(true);
    expect(sameCampaignCode('GRANDOPENING2025', ' grandopening2025  ')).toBe(true);
  });

  it('refuses another code and missing codes', () => {
    expect(sameCampaignCode('GRANDOPENING2024', 'GRANDOPENING2025')).toBe(false);
    expect(sameCampaignCode(null, 'GRANDOPENING2025')).toBe(false);
    expect(sameCampaignCode('', '')).toBe(false);
  });
});
