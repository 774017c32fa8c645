import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

export const WEB_NOT_BUILT_MESSAGE = [
  'The web app has not been built yet.',
  '',
  'Build it with `pnpm --filter @laundry/web build` (or `pnpm build` for everything), then',
  'restart the server. The API is running meanwhile: see /api/openapi.json.',
  '',
].join('\n');

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the web build from `webDistDir` with an SPA fallback to index.html. Unknown /api/*
 * paths answer a JSON 404 instead. Hashed assets are cached for a year; index.html never.
 */
export async function registerWeb(app: FastifyInstance, webDistDir: string) {
  const built = existsSync(join(webDistDir, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      cacheControl: false,
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
      // A missing file (an old hashed asset, a typo): a real 404, not the app's page.
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
