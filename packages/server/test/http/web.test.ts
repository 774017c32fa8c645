import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import {
  LANDING_RENDERER_PATH,
  negotiateEncoding,
  PAGE_CONFIG_ELEMENT_ID,
  pageHtml,
  pageLanguage,
  prerenderedHtml,
  registerWeb,
  withLanguage,
} from '../../src/http/web';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { publicConfigOf } from '../../src/modules/public/public-config';
import { createTestDatabase } from '../helpers/database';
import { createTestClock, testConfig } from '../helpers/test-app';

const LANDING = `<!doctype html><html><head><title>landing</title></head><body>${'<p>Smart laundry</p>'.repeat(60)}</body></html>`;
const APP = `<!doctype html><html><head><title>app</title></head><body>${'<p>Back-office</p>'.repeat(60)}</body></html>`;
const LOGIN = `<!doctype html><html><head><title>sign in</title></head><body>${'<p>Staff sign in</p>'.repeat(60)}</body></html>`;
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(2000))};`;

/** A build as Vite and the precompress plugin leave it: each text file with .br and .gz. */
async function writeBuild(dir: string) {
  const write = async (path: string, content: string) => {
    await writeFile(join(dir, path), content);
    await writeFile(join(dir, `${path}.br`), brotliCompressSync(content));
    await writeFile(join(dir, `${path}.gz`), gzipSync(content));
  };
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  await write('index.html', LANDING);
  await write('app.html', APP);
  await write('login.html', LOGIN);
  await write('assets/app-abc123.js', SCRIPT);
  await writeFile(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":[]}');
  await writeFile(join(dir, '.vite', 'manifest.json'), '{}');
}

describe('serving the web build, compressed', () => {
  let webDir: string;
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'laundry-web-compressed-'));
    await writeBuild(webDir);
    const connection = await createTestDatabase();
    close = connection.close;
    const clock = createTestClock();
    app = await buildApp({
      db: connection.db,
      config: testConfig({ webDistDir: webDir }),
      clock,
      mailer: createOutboxMailer(connection.db, clock),
    });
  });

  afterAll(async () => {
    await app.close();
    await close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it('sends the landing entry at / and /landing with its configuration, brotli when accepted', async () => {
    for (const url of ['/', '/landing', '/landing/', '/index.html']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers.vary, url).toContain('accept-encoding');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html, url).toContain('<p>Smart laundry</p>');
      const block = html.match(/<script type="application\/json" id="page-config">(.*?)<\/script>/);
      const embedded = JSON.parse(block?.[1] ?? 'null');
      expect(embedded.business.name).toBe(testConfig().business.name);
      expect(embedded.campaign.campaignCode).toBe(testConfig().campaign.campaignCode);
      expect(embedded.demo).toBeUndefined();
    }
    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(PAGE_CONFIG_ELEMENT_ID);
    const plain = await get('/', 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(PAGE_CONFIG_ELEMENT_ID);
  });

  it('sends the sign-in entry at /login with the business and the demo box, never the campaign', async () => {
    for (const url of ['/login', '/login?returnTo=%2Fcustomers', '/login.html']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html, url).toContain('<p>Staff sign in</p>');
      const block = html.match(/id="page-config">(.*?)<\/script>/);
      const embedded = JSON.parse(block?.[1] ?? 'null');
      expect(embedded.business.name).toBe(testConfig().business.name);
      expect(embedded.demo).toBe(null);
      expect(embedded.campaign).toBeUndefined();
    }
  });

  it('sends app.html for every back-office route', async () => {
    for (const url of ['/orders/new', '/customers/edit/42', '/users?page=2']) {
      const response = await get(url, 'gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(response.headers.vary, url).toContain('accept-encoding');
      const html = gunzipSync(response.rawPayload).toString();
      expect(html, url).toContain('<p>Back-office</p>');
      // The business's time zone is written in: the back-office counts its days in it.
      const embedded = JSON.parse(html.match(/id="page-config">(.*?)<\/script>/)?.[1] ?? 'null');
      expect(embedded, url).toEqual({ business: publicConfigOf(testConfig()).business });
      expect(embedded.business.timeZone, url).toBe(testConfig().business.timeZone);
    }
  });

  it('negotiates each asset: brotli, gzip, or the file itself, always varying on the header', async () => {
    const brotli = await get('/assets/app-abc123.js', 'br;q=1, gzip;q=0.5');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('never serves source maps or the build manifest', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/.vite/manifest.json']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('version');
    }
  });

  it('compresses API JSON above 1 KB and leaves small answers alone', async () => {
    const large = await get('/api/openapi.json', 'br, gzip');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toContain('accept-encoding');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.openapi).toBe('3.1.0');

    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true, data: { status: 'ok' } });

    const identity = await get('/api/openapi.json');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().openapi).toBe('3.1.0');
  });
});

describe("the configured pages' HTML and encodings", () => {
  it('writes the configuration as a data block no value can close', () => {
    const config = testConfig();
    const html = pageHtml('<head><title>x</title></head><body></body>', {
      business: { ...config.business, name: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    const json = html.match(/id="page-config">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json).business.name).toBe('</script><script>alert(1)</script>');
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe("the landing page rendered by the web build's renderer", () => {
  const TEMPLATE =
    '<!doctype html><html><head><title>Smart Laundry</title></head><body><div id="root"></div><script type="module" src="/assets/landing.js"></script></body></html>';
  // Stands in for packages/web's renderLanding: what it was given, written into the markup.
  const RENDERER = `export function renderLanding(config, now) {
    if (config.business.name === 'Broken') throw new Error('render failed');
    return {
      title: '<title>' + config.business.name + ' · Smart Laundry</title>',
      html: '<main data-day="' + now.toISOString().slice(0, 10) + '">' + config.campaign.campaignCode + ' $& $1</main>',
    };
  }`;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'laundry-web-prerendered-'));
    await writeFile(join(webDir, 'index.html'), TEMPLATE);
    await mkdir(join(webDir, '.server'));
    await writeFile(join(webDir, LANDING_RENDERER_PATH), RENDERER);
  });

  afterAll(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  async function serve(business = testConfig().business) {
    const clock = createTestClock(new Date('2026-11-23T10:00:00+05:30'));
    const app = fastify();
    await registerWeb(app, { ...testConfig({ webDistDir: webDir }), business, clock });
    return { app, clock };
  }

  it('writes the markup into #root and the title into the head, with the configuration beside', async () => {
    const { app } = await serve();
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const { business, campaign } = testConfig();
    expect(html).toContain(
      `<div id="root"><main data-day="2026-11-23">${campaign.campaignCode} $& $1</main></div>`,
    );
    expect(html).toContain(`<head><title>${business.name} · Smart Laundry</title>`);
    expect(html).not.toContain('<title>Smart Laundry</title>');
    expect(html).toContain(`<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">`);
    await app.close();
  });

  it('renders again on a new day (the campaign may have started or ended)', async () => {
    const { app, clock } = await serve();
    expect((await app.inject({ method: 'GET', url: '/landing' })).body).toContain('2026-11-23');
    clock.advance(24 * 60 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: '/landing' })).body).toContain('2026-11-24');
    await app.close();
  });

  it('never serves the renderer itself', async () => {
    const { app } = await serve();
    const response = await app.inject({ method: 'GET', url: `/${LANDING_RENDERER_PATH}` });
    expect(response.statusCode).toBe(404);
    await app.close();
  });

  it('sends the page without markup when the renderer fails: its script draws it', async () => {
    const { app } = await serve({ ...testConfig().business, name: 'Broken' });
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('<div id="root"></div>');
    await app.close();
  });

  it('leaves a template without an empty #root as it is', () => {
    const template = '<html><head><title>x</title></head><body><div id="app"></div></body></html>';
    expect(prerenderedHtml(template, { title: '<title>y</title>', html: '<p>page</p>' })).toBe(
      template,
    );
  });
});

describe("the tracking page rendered by the web build's renderer", () => {
  const TEMPLATE =
    '<!doctype html><html><head><title>Track your order</title></head><body><div id="root"></div></body></html>';
  // Stands in for packages/web's renderTrack: the business it was given, in the markup.
  const RENDERER = `export function renderTrack(config) {
    return { title: '<title>Track · ' + config.business.name + '</title>', html: '<form>' + config.business.phone + '</form>' };
  }`;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'laundry-web-track-'));
    await writeFile(join(webDir, 'index.html'), TEMPLATE);
    await writeFile(join(webDir, 'track.html'), TEMPLATE);
    await mkdir(join(webDir, '.server'));
    await writeFile(join(webDir, '.server', 'renderTrack.mjs'), RENDERER);
  });

  afterAll(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves /track prerendered, with the business written in, never cached', async () => {
    const app = fastify();
    await registerWeb(app, testConfig({ webDistDir: webDir }));
    const { business } = testConfig();
    for (const url of ['/track', '/track?t=0123456789abcdef0123456789abcdef']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<div id="root"><form>${business.phone}</form></div>`);
      expect(response.body).toContain(`<head><title>Track · ${business.name}</title>`);
      expect(response.body).toContain(
        `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/.server/renderTrack.mjs' })).statusCode).toBe(
      404,
    );
    await app.close();
  });
});

describe('the public pages’ language (issue 42)', () => {
  const ask = (url: string, headers: Record<string, string> = {}) => pageLanguage({ url, headers });

  it('takes ?lang=, then the remembered choice, then the browser’s languages, then English', () => {
    expect(ask('/track?t=abc&lang=si', { cookie: 'lang=ta' })).toBe('si');
    expect(ask('/', { cookie: 'other=1; lang=ta' })).toBe('ta');
    expect(ask('/', { 'accept-language': 'fr-FR, ta-LK;q=0.8, en;q=0.5' })).toBe('ta');
    expect(ask('/?lang=fr', { 'accept-language': 'de' })).toBe('en');
  });

  it('sets the page’s lang', () => {
    expect(withLanguage('<!doctype html>\n<html lang="en">', 'si')).toBe(
      '<!doctype html>\n<html lang="si">',
    );
  });
});
