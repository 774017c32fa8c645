import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBackend, type FakeBackendOptions, toResponse } from './backend';

/**
 * The fake backend on a real HTTP server at 127.0.0.1 (a free port), for tests that need the
 * wire: the API client's transport, the CLI. Node only — the web's tests and stories use the
 * backend's `fetch` instead.
 */
export async function startFakeApi(options: FakeBackendOptions = {}) {
  const backend = createFakeBackend(options);
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const requestHeaders = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) requestHeaders.set(name, [value].flat().join(', '));
    }
    const reply = await backend.handle({
      method: incoming.method ?? 'GET',
      path: url.pathname.replace(/^\/api(?=\/|$)/, ''),
      query: url.searchParams,
      headers: requestHeaders,
      body,
    });
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (outgoing.destroyed) return;
    const response = toResponse(reply);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    outgoing.writeHead(response.status, headers);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    ...backend,
    url: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeServer = Awaited<ReturnType<typeof startFakeApi>>;
export * from './index';
