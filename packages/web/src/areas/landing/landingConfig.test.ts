import { DEFAULT_CAMPAIGN } from '@laundry/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_CONFIG_ELEMENT_ID, loadPublicConfig, readEmbeddedConfig } from './landingConfig';
import { BUSINESS } from './testing';

const CONFIG = { business: BUSINESS, campaign: DEFAULT_CAMPAIGN };

function embed(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LANDING_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(LANDING_CONFIG_ELEMENT_ID)?.remove();
});

describe('the landing page configuration', () => {
  it('reads what the server wrote into the page', () => {
    embed(JSON.stringify(CONFIG));
    expect(readEmbeddedConfig()).toEqual(CONFIG);
  });

  it('ignores a missing, broken or foreign block', () => {
    expect(readEmbeddedConfig()).toBeUndefined();
    embed('{not json');
    expect(readEmbeddedConfig()).toBeUndefined();
    document.getElementById(LANDING_CONFIG_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ business: 'x' }));
    expect(readEmbeddedConfig()).toBeUndefined();
  });

  it("asks the API otherwise, and answers null when it can't say", async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status });
    expect(await loadPublicConfig(answer(200, { success: true, data: CONFIG }))).toEqual(CONFIG);
    expect(await loadPublicConfig(answer(500, { success: false, message: 'x' }))).toBeNull();
    expect(await loadPublicConfig(answer(200, { success: true, data: null }))).toBeNull();
    expect(
      await loadPublicConfig(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeNull();
  });
});
