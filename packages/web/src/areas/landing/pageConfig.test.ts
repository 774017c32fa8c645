import { DEFAULT_CAMPAIGN } from '@laundry/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hasSections,
  loadPublicConfig,
  PAGE_CONFIG_ELEMENT_ID,
  readEmbeddedConfig,
} from '../../app/pageConfig';
import { isLandingConfig } from './landingConfig';
import { BUSINESS } from './testing';

const CONFIG = { business: BUSINESS, campaign: DEFAULT_CAMPAIGN };

function embed(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
});

describe('the configuration of a page with its own entry', () => {
  it('reads what the server wrote into the page', () => {
    embed(JSON.stringify(CONFIG));
    expect(readEmbeddedConfig(isLandingConfig)).toEqual(CONFIG);
  });

  it('ignores a missing, broken or foreign block', () => {
    expect(readEmbeddedConfig(isLandingConfig)).toBeUndefined();
    embed('{not json');
    expect(readEmbeddedConfig(isLandingConfig)).toBeUndefined();
    document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ business: 'x', campaign: {} }));
    expect(readEmbeddedConfig(isLandingConfig)).toBeUndefined();
    document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ business: null, campaign: {} }));
    expect(readEmbeddedConfig(isLandingConfig)).toBeUndefined();
  });

  it('accepts demo: null (demo mode off) but not a missing demo section', () => {
    const isLoginConfig = hasSections('business', 'demo');
    expect(isLoginConfig({ business: BUSINESS, demo: null })).toBe(true);
    expect(isLoginConfig({ business: BUSINESS })).toBe(false);
  });

  it("asks the API otherwise, and answers null when it can't say", async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status });
    const load = (fetchApi: typeof fetch) => loadPublicConfig(fetchApi, isLandingConfig);
    expect(await load(answer(200, { success: true, data: CONFIG }))).toEqual(CONFIG);
    expect(await load(answer(500, { success: false, message: 'x' }))).toBeNull();
    expect(await load(answer(200, { success: true, data: null }))).toBeNull();
    expect(
      await load(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeNull();
  });
});
