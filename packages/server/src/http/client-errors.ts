import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's HTTP parser refuses before Fastify sees a request, in the API's words. */
function describe(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'Request headers are too large' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Request timed out' };
  if (code === 'HPE_URI_OVERFLOW' || code === 'HPE_URL_OVERFLOW') {
    return { status: 414, message: 'Request address is too long' };
  }
  if (code === 'HPE_INVALID_HEADER_TOKEN') {
    return { status: 400, message: 'Request has a malformed header' };
  }
  return { status: 400, message: 'Malformed HTTP request' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers too large, a bad byte
 * in a header) still gets the failure envelope `{ success: false, message }`, then the connection
 * closes as Node's own handler would.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = describe(error.code);
    const body = JSON.stringify({ success: false, message });
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
