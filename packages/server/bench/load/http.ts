import { randomUUID } from 'node:crypto';

export interface Timed<T = unknown> {
  ok: boolean;
  status: number;
  ms: number;
  body: T | undefined;
}

/** One HTTP call to the server, timed; a refused connection is status 0. */
export async function call<T = unknown>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; key?: string } = {},
): Promise<Timed<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.key) headers['idempotency-key'] = init.key;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: T | undefined;
    try {
      body = JSON.parse(text) as T;
    } catch {
      body = undefined;
    }
    return { ok: response.ok, status: response.status, ms, body };
  } catch {
    return { ok: false, status: 0, ms: performance.now() - started, body: undefined };
  }
}

export const newKey = () => randomUUID();

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await call<{ data: { token: string } }>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    body: { email, password },
  });
  if (!answer.ok || !answer.body) throw new Error(`Sign-in of ${email} failed: ${answer.status}`);
  return answer.body.data.token;
}

/**
 * Cash needs the signed-in cashier's till open (issue 23): opens it with no float. An already open
 * till answers 409, which is as good.
 */
export async function openTill(baseUrl: string, token: string): Promise<void> {
  const answer = await call(`${baseUrl}/api/till/sessions`, {
    method: 'POST',
    token,
    body: { float: 0 },
  });
  if (!answer.ok && answer.status !== 409) {
    throw new Error(`Opening the till failed: ${answer.status}`);
  }
}
