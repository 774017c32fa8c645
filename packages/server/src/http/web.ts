import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  calendarDate,
  isLanguage,
  LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
  type PublicConfig,
} from '@laundry/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Clock, systemClock } from '../clock';
import type { Config } from '../config';
import { type PublicConfigSource, publicConfigOf } from '../modules/public';
import { failure } from './envelope';

export const WEB_NOT_BUILT_MESSAGE = [
  'The web app has not been built yet.',
  '',
  'Build it with `pnpm --filter @laundry/web build` (or `pnpm build` for everything), then',
  'restart the server. The API is running meanwhile: see /api/openapi.json.',
  '',
].join('\n');

/** API answers smaller than this go uncompressed: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The landing page's paths: its own small entry, index.html (spec part 1 §2). */
export const LANDING_PATHS: readonly string[] = ['/', '/landing'];

/** The sign-in page's path: its own entry too, login.html. */
export const SIGN_IN_PATH = '/login';

/** The public order tracking page's path: its own entry, track.html, prerendered (issue 25). */
export const TRACK_PATH = '/track';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Compresses the API's JSON (and anything else not already compressed) above 1 KB, by the
 * request's Accept-Encoding. Brotli at quality 4 is as fast as gzip and smaller; the built
 * assets are compressed at build time instead (see registerWeb). Must be registered before the
 * routes: the plugin attaches itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Files of the build a browser may fetch: not the source maps (kept for reading error reports)
 * and nothing under a dot folder (Vite's `.vite/manifest.json`, read by the budget check).
 */
export function isPublicFile(path: string): boolean {
  return !path.endsWith('.map') && !path.split('/').some((segment) => segment.startsWith('.'));
}

/** The id of the JSON block the landing and sign-in pages read their configuration from. */
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/**
 * A page with what GET /api/public/config would tell it written into the HTML as a JSON data
 * block: the first paint already shows the campaign's texts, the phone or the demo accounts,
 * with no request after the scripts and nothing moving when it answers. `<` is escaped so no
 * value can close the block. A data block is not a script, so the content security policy
 * (`script-src 'self'`) is unaffected.
 */
export function pageHtml(template: string, data: Partial<PublicConfig>) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${json}</script>`;
  // A function, so a `$` in the configuration is not read as a replacement pattern.
  return template.replace('</head>', () => `    ${block}\n  </head>`);
}

/** What the landing page's server renderer needs of the configuration. */
export type LandingConfig = Pick<PublicConfig, 'business' | 'campaign'>;

/** The landing page rendered: its `<title>` element and the markup of its `#root`. */
export interface RenderedLanding {
  title?: string | undefined;
  html: string;
}

/** packages/web/src/areas/landing/renderLanding.tsx, as the web build leaves it. */
export type RenderLanding = (
  config: LandingConfig,
  now: Date,
  language?: Language,
) => RenderedLanding;

/**
 * Where the web build keeps the landing page's renderer: React and the page in one module, in a
 * dot folder, so it is never served (see isPublicFile).
 */
export const LANDING_RENDERER_PATH = '.server/renderLanding.mjs';

/**
 * The landing page's renderer from the web build, or undefined when the build has none (a build
 * from before it, or the dev server's) or it does not load: the page is then drawn by its script
 * alone, as before. Loaded from the build like the HTML; the server has no dependency on the web
 * package or on React.
 */
export function loadLandingRenderer(
  webDistDir: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RenderLanding | undefined> {
  return loadPageRenderer<RenderLanding>(webDistDir, 'renderLanding', log);
}

/** The tracking page's renderer (packages/web/src/areas/tracking/renderTrack.tsx). */
export type RenderTrack = (
  config: Pick<PublicConfig, 'business'>,
  language?: Language,
) => RenderedLanding;

/** The cookie the public pages' language switch sets (packages/web/src/i18n/language.ts). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language a public page is rendered in (issue 42), as the page's script chooses it too:
 * `?lang=`, else the remembered choice (the cookie), else the browser's first language we speak,
 * else English.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  const remembered = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguage(remembered)) return remembered;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.split('-')[0]?.toLowerCase())
    .find((tag) => isLanguage(tag));
  return isLanguage(accepted) ? accepted : 'en';
}

/** The page's `<html lang>` set to the language it is rendered in. */
export function withLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/** A page in each language, rendered once each; answered by the request's language. */
type PagesByLanguage = Record<Language, EncodedPage>;

function sendInLanguage(request: FastifyRequest, reply: FastifyReply, pages: PagesByLanguage) {
  // The same address answers in the visitor's language: a shared cache keys on what chose it.
  reply.header('vary', 'accept-encoding, cookie, accept-language');
  return sendPage(request, reply, pages[pageLanguage(request)], false);
}

/**
 * A page's renderer `name` from the web build's dot folder (`.server/<name>.mjs`), or undefined
 * when the build has none or it does not load: the page is then drawn by its script alone.
 */
async function loadPageRenderer<T>(
  webDistDir: string,
  name: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<T | undefined> {
  const file = join(webDistDir, '.server', `${name}.mjs`);
  if (!existsSync(file)) return undefined;
  try {
    const module: Record<string, unknown> = await import(pathToFileURL(file).href);
    if (typeof module[name] === 'function') return module[name] as T;
    log.warn(`${file} exports no ${name}: the page is drawn by its script.`);
  } catch (error) {
    log.warn({ err: error }, `${file} did not load: the page is drawn by its script.`);
  }
  return undefined;
}

/**
 * The tracking page with the business written in and, when the build has its renderer, the
 * form's markup: nothing in it depends on the day, so it is rendered once at start-up.
 */
async function trackingPage(
  file: string,
  business: PublicConfig['business'],
  webDistDir: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const template = pageHtml(readFileSync(file, 'utf8'), { business });
  const render = await loadPageRenderer<RenderTrack>(webDistDir, 'renderTrack', log);
  const inLanguage = (language: Language) => {
    let html = template;
    try {
      if (render) html = prerenderedHtml(template, render({ business }, language));
    } catch (error) {
      log.warn({ err: error }, 'The tracking page did not render: it is drawn by its script.');
    }
    return encodePage(withLanguage(html, language));
  };
  const pages = Object.fromEntries(
    LANGUAGES.map((language) => [language, inLanguage(language)]),
  ) as PagesByLanguage;
  return (request: FastifyRequest, reply: FastifyReply) => sendInLanguage(request, reply, pages);
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with the landing page's markup in its (empty) `#root` and the page's title in place
 * of the template's. A template without an empty `#root` is left as it is.
 */
export function prerenderedHtml(template: string, page: RenderedLanding): string {
  if (!template.includes(EMPTY_ROOT)) return template;
  const html = template.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
  const { title } = page;
  return title ? html.replace(/<title>[^<]*<\/title>/, () => title) : html;
}

/** The encoding to answer with: brotli, else gzip, else none (an `;q=0` refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encodePage(text: string): EncodedPage {
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage, vary = true) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (vary) reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/** A page with its configuration, rendered and compressed once at start-up (both are static). */
function configuredPage(file: string, data: Partial<PublicConfig>) {
  const page = encodePage(pageHtml(readFileSync(file, 'utf8'), data));
  return (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, page);
}

/**
 * The landing page with its configuration and, when the build has the renderer, its markup, so
 * the browser paints the page before its script has arrived (and the script hydrates it). What
 * the page shows depends on the day (the campaign runs or not, the footer's year), so it is
 * rendered and compressed once a day: at start-up, then on the first visit of each new day.
 */
function landingPage(options: {
  file: string;
  data: LandingConfig;
  render: RenderLanding | undefined;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { data, render, clock, log } = options;
  const template = pageHtml(readFileSync(options.file, 'utf8'), data);
  if (!render) {
    const pages = Object.fromEntries(
      LANGUAGES.map((language) => [language, encodePage(withLanguage(template, language))]),
    ) as PagesByLanguage;
    return (request: FastifyRequest, reply: FastifyReply) => sendInLanguage(request, reply, pages);
  }
  // The campaign is decided on the business's calendar day; the footer's year on the clock's.
  const dayOf = (now: Date) => `${calendarDate(now, data.business.timeZone)} ${now.getFullYear()}`;
  // Each language rendered once a day (issue 42).
  const renderOn = (now: Date) =>
    Object.fromEntries(
      LANGUAGES.map((language) => {
        try {
          const html = prerenderedHtml(template, render(data, now, language));
          return [language, encodePage(withLanguage(html, language))];
        } catch (error) {
          log.warn({ err: error }, 'The landing page did not render: it is drawn by its script.');
          return [language, encodePage(withLanguage(template, language))];
        }
      }),
    ) as PagesByLanguage;
  const startedAt = clock();
  let rendered = { day: dayOf(startedAt), pages: renderOn(startedAt) };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const now = clock();
    const day = dayOf(now);
    if (day !== rendered.day) rendered = { day, pages: renderOn(now) };
    return sendInLanguage(request, reply, rendered.pages);
  };
}

/**
 * Serves the web build from `webDistDir`: index.html (the landing's entry, with the page's
 * markup when the build has its renderer; `clock` decides the day it is rendered for) at / and
 * /landing, login.html (the sign-in page's) at /login, track.html (order tracking) at /track, app.html (the back-office) for every other client
 * route; unknown /api/* paths answer
 * a JSON 404 instead. Each file goes out as its precompressed `.br` or `.gz` copy when the
 * browser accepts it (`Vary: Accept-Encoding`). Hashed assets are cached for a year; the pages
 * never. Source maps stay on the server for reading error reports, never served.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Pick<Config, 'webDistDir'> & PublicConfigSource & { clock?: Clock },
) {
  const { webDistDir, clock = systemClock } = config;
  const built = existsSync(join(webDistDir, 'index.html'));
  // A build from before the landing had its own entry has index.html only.
  const appPage = existsSync(join(webDistDir, 'app.html')) ? 'app.html' : 'index.html';

  // The back-office with the business's details written in: its dates are counted in the
  // configured time zone from the first paint, with no request for the configuration.
  let backOffice: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
  if (built) {
    const { business, campaign, demo } = publicConfigOf(config);
    backOffice = configuredPage(join(webDistDir, appPage), { business });
    const landing = landingPage({
      file: join(webDistDir, 'index.html'),
      data: { business, campaign },
      render: await loadLandingRenderer(webDistDir, app.log),
      clock,
      log: app.log,
    });
    for (const url of [...LANDING_PATHS, '/index.html']) {
      // Compressed here once already: the API's compression leaves it alone.
      app.get(url, { compress: false }, landing);
    }
    if (existsSync(join(webDistDir, 'track.html'))) {
      const track = await trackingPage(
        join(webDistDir, 'track.html'),
        business,
        webDistDir,
        app.log,
      );
      for (const url of [TRACK_PATH, '/track.html']) app.get(url, { compress: false }, track);
    }
    if (existsSync(join(webDistDir, 'login.html'))) {
      const signIn = configuredPage(join(webDistDir, 'login.html'), { business, demo });
      for (const url of [SIGN_IN_PATH, '/login.html']) app.get(url, { compress: false }, signIn);
    }
    await app.register(fastifyStatic, {
      index: false,
      root: webDistDir,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      allowedPath: isPublicFile,
      setHeaders(reply, filePath) {
        const hashedAsset = filePath.startsWith(join(webDistDir, 'assets'));
        reply.header(
          'cache-control',
          hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      const path = request.url.split('?')[0];
      return reply.code(404).send(failure(`Route ${request.method} ${path} not found`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(failure('Not found'));
    }
    const path = request.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(path)) {
      // A missing file (an old hashed asset, a typo, a source map): a real 404, not a page.
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
    }
    return (
      backOffice?.(request, reply) ?? reply.header('cache-control', 'no-cache').sendFile(appPage)
    );
  });
}
