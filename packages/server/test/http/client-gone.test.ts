import { once } from 'node:events';
import { connect } from 'node:net';
import { Readable, Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/http/error-handler';
import { loggerOptions } from '../../src/http/logging';
import { registerCompression } from '../../src/http/web';

/** Pino's lines, parsed, as the server wrote them. */
function logLines() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('a caller that goes away before its answer', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  /** Starts `app` on a free port and writes `request` to it over a raw socket, left open. */
  async function requestOverSocket(app: FastifyInstance, request: string) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    socket.write(request);
    return socket;
  }

  it('is logged as information, not as a server error, and nothing is sent', async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandler(app);
    let fail: (() => void) | undefined;
    const called = new Promise<void>((resolve) => {
      app.get('/slow', async (request) => {
        resolve();
        await new Promise<void>((wake) => {
          fail = wake;
        });
        await once(request.raw.socket, 'close').catch(() => {});
        // What the compression stream throws once the socket under it has closed.
        throw new Error('premature close');
      });
    });
    const socket = await requestOverSocket(app, 'GET /slow HTTP/1.1\r\nHost: shop\r\n\r\n');
    await called;
    socket.destroy();
    fail?.();
    await expect.poll(() => lines.some((line) => line.msg.startsWith('client closed'))).toBe(true);
    // A moment for anything else the server would log about this request.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.find((line) => line.msg.startsWith('client closed'))).toMatchObject({
      level: 30,
      msg: 'client closed the connection before its answer',
    });
  });
  it('is logged as information when it goes in the middle of a compressed answer', async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    registerErrorHandler(app);
    await registerCompression(app);
    let started: (() => void) | undefined;
    const streaming = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/export', (_request, reply) => {
      // A long answer that keeps coming: the first part is sent, the rest never is.
      const body = new Readable({
        read() {
          if (this.readableLength === 0) this.push('x'.repeat(64 * 1024));
          started?.();
        },
      });
      reply.type('text/plain').send(body);
    });
    const socket = await requestOverSocket(
      app,
      'GET /export HTTP/1.1\r\nHost: shop\r\nAccept-Encoding: gzip\r\n\r\n',
    );
    await streaming;
    await once(socket, 'data');
    socket.destroy();
    await expect
      .poll(() =>
        lines.some((line) => line.msg === 'client closed the connection during its answer'),
      )
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
