import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  url: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A local SMS gateway: answers the next status of `plan` (then 200 for ever) with `said` as the
 * body, and records every request it gets.
 */
export function createSmsStub() {
  const requests: StubRequest[] = [];
  let plan: { status: number; said: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        headers: request.headers,
      });
      const next = plan.shift() ?? { status: 200, said: '{"status":"success"}' };
      response.writeHead(next.status, { 'content-type': 'text/plain' });
      response.end(next.said);
    });
  });
  return {
    requests,
    /** The answers of the next requests, in order. */
    answer(...next: { status: number; said: string }[]) {
      plan = next;
    },
    reset() {
      requests.length = 0;
      plan = [];
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
