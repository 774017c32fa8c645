/// <reference types="node" />
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';

/** The landing page's paths (spec part 1 §2): served by index.html, the landing's own entry. */
export const LANDING_PATHS: readonly string[] = ['/', '/landing'];

/** The sign-in page's path: its own entry, login.html. */
export const SIGN_IN_PATH = '/login';

/** The public order tracking page's path (issue 25): its own entry, track.html. */
export const TRACK_PATH = '/track';

/**
 * Which HTML page answers a browser's navigation to `path`: index.html (the landing entry) for
 * the landing's paths, login.html at /login, app.html (the back-office) for every other route, and
 * none for files and the API. The server's static serving follows the same rule
 * (packages/server/src/http/web.ts).
 */
export function htmlPageFor(
  path: string,
): 'index.html' | 'login.html' | 'track.html' | 'app.html' | undefined {
  if (LANDING_PATHS.includes(path)) return 'index.html';
  if (path === SIGN_IN_PATH || path === `${SIGN_IN_PATH}/`) return 'login.html';
  if (path === TRACK_PATH || path === `${TRACK_PATH}/`) return 'track.html';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/@')) return undefined;
  if (/\.[a-z0-9]+$/i.test(path)) return undefined;
  return 'app.html';
}

function rewrite(request: IncomingMessage) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (!request.headers.accept?.includes('text/html')) return;
  const [path = '/', query] = (request.url ?? '/').split('?');
  const page = htmlPageFor(path);
  if (page) request.url = `/${page}${query === undefined ? '' : `?${query}`}`;
}

/** The dev and preview servers answer navigations with the right page, as the server does. */
export function pages(): Plugin {
  return {
    name: 'laundry:pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        rewrite(request);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        rewrite(request);
        next();
      });
    },
  };
}
