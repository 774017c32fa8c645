import type { FastifyInstance } from 'fastify';
import { isLoopbackHost } from '../config';
import { ForbiddenError } from '../errors';

export const DEMO_LOCAL_ONLY_MESSAGE =
  'This server runs the demo, which only answers on the machine it runs on.';

/**
 * Demo mode publishes its logins, so it answers only callers on this machine: the socket's peer
 * must be loopback and the request must not have come through a proxy (a proxy on this machine
 * would otherwise carry the network's requests in from 127.0.0.1). DEMO_ON_NETWORK lifts this.
 */
export function keepDemoLocal(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const peer = request.socket.remoteAddress ?? '';
    const proxied =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!isLoopbackHost(peer) || proxied) throw new ForbiddenError(DEMO_LOCAL_ONLY_MESSAGE);
  });
}
