import { type ApiSuccess, REQUEST_TIMEOUT_MS, tokenPairSchema } from '@laundry/domain';
import {
  type $Fetch,
  FetchError,
  type FetchResponse,
  type MappedResponseType,
  ofetch,
  type ResponseType,
} from 'ofetch';
import {
  BUSY_RETRIES,
  BUSY_STATUS,
  type BusyEvent,
  retryAfterSeconds,
  waitUnlessAborted,
} from './busy';
import {
  ABORTED_MESSAGE,
  ApiError,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  statusMessage,
  timeoutMessage,
} from './errors';
import {
  createSessionStore,
  type SessionStore,
  type TokenPair,
  type TokenStorage,
} from './storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<R extends ResponseType = 'json'> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Undefined, null and empty values are left out, so a filter that is not set is not sent. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent without the access token and never refreshed: sign-in, registration, public pages. */
  public?: boolean;
  /** Cancels the call (the timeout still applies). */
  signal?: AbortSignal;
  /** 'arrayBuffer' (or 'blob', 'text') for files such as the .xlsx exports; JSON otherwise. */
  responseType?: R;
  /** False for sign-out: when the refresh is refused, the session ends without the notice. */
  notifyExpiry?: boolean;
}

/** Checks an answer's `data`; a zod schema fits (`authResultSchema`, `userSchema`…). */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** A file the server sent: its bytes and, when the server named them, its name and type. */
export interface Download {
  data: ArrayBuffer;
  filename: string | null;
  contentType: string | null;
}

/** A file as it arrives (a backup, an export): its bytes as a stream, to write as they come. */
export interface StreamedDownload {
  body: ReadableStream<Uint8Array>;
  filename: string | null;
  contentType: string | null;
  /** The Content-Length, when the server knew it before streaming (null otherwise). */
  size: number | null;
}

/**
 * What every resource module is built on. A new module (customers, orders, reports) is a file
 * exporting `createXxxApi(http: Transport)` that calls `http.request` (JSON envelope) or
 * `http.download` (binary exports), then one line in `createApiClient`.
 */
export interface Transport {
  /** A JSON call; resolves to the envelope `{ success: true, message?, data }`. */
  request<T = unknown>(
    path: string,
    options?: RequestOptions,
    parser?: Parser<T>,
  ): Promise<ApiSuccess<T>>;
  /** The whole response (status, headers, `_data`) of any call, with the same auth and refresh. */
  fetch<T = unknown, R extends ResponseType = 'json'>(
    path: string,
    options?: RequestOptions<R>,
  ): Promise<FetchResponse<MappedResponseType<R, T>>>;
  /** A binary answer, e.g. GET /reports/export/revenue → revenue-report.xlsx. */
  download(path: string, options?: Omit<RequestOptions, 'responseType'>): Promise<Download>;
  /** The same, streamed: for files too big to hold, or to show progress while they arrive. */
  downloadStream(
    path: string,
    options?: Omit<RequestOptions, 'responseType'>,
  ): Promise<StreamedDownload>;
  /**
   * Trades the stored refresh token for a new pair and stores it. One refresh at a time: callers
   * arriving while one runs share it. When the server refuses the refresh token, the stored
   * session is removed and `onSessionExpired` fires (unless `notify` is false).
   */
  refresh(options?: { notify?: boolean }): Promise<ApiSuccess<TokenPair>>;
  /** The stored session (tokens and user). */
  readonly session: SessionStore;
}

export interface TransportOptions {
  /** '/api' in the browser; an absolute URL such as 'http://localhost:3000/api' elsewhere. */
  baseURL?: string;
  storage: TokenStorage;
  /** Called once when a refresh is refused and the stored session has been removed. */
  onSessionExpired?: () => void;
  timeoutMs?: number;
  /** Another fetch implementation (tests, server-side rendering). */
  fetch?: typeof globalThis.fetch;
  /**
   * Runs a refresh so that no other holder of the same storage refreshes at the same time. The
   * default, in a browser, is a Web Lock: the tabs of one browser share localStorage, and two
   * tabs trading the same refresh token would look like a stolen token to the server.
   */
  refreshLock?: RefreshLock;
  /**
   * Hears each wait before a read the server shed (503 with Retry-After) is repeated, and the
   * end of the waiting: the web shows "busy, retrying", the CLI a progress line.
   */
  onBusy?: (event: BusyEvent) => void;
  /** How many times a shed read is repeated before it fails (BUSY_RETRIES). */
  busyRetries?: number;
}

/** Runs `work` while holding the one lock that every sharer of the stored session uses. */
export type RefreshLock = <T>(work: () => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The browser's Web Locks when there are some (every current browser), else no lock at all. */
export function defaultRefreshLock(): RefreshLock {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return (work) => work();
  return (work) => locks.request('laundry:refresh-token', work);
}

/** Refresh answers that mean "this refresh token is no good": the session is over. Anything else
 * (no answer, 429, 5xx) is a passing failure and keeps the session for the next try. */
const REFRESH_REFUSED = new Set([400, 401, 403]);

export function createTransport(options: TransportOptions): Transport {
  const baseURL = options.baseURL ?? '/api';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const session = createSessionStore(options.storage);
  const $fetch: $Fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;
  let refreshing: Promise<ApiSuccess<TokenPair>> | null = null;
  const busyRetries = options.busyRetries ?? BUSY_RETRIES;
  let waiting = 0;

  /**
   * `sendOnce`, repeated after the server's Retry-After while it sheds the call. Only reads are
   * repeated: a write's body may be a stream that is spent, and the server sheds only reads and
   * the restore (which the CLI runs again itself).
   */
  async function send<R extends ResponseType>(
    path: string,
    request: RequestOptions<R>,
    token: string | null,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await sendOnce(path, request, token);
      } catch (error) {
        const seconds = busyWait(error, request, attempt);
        if (seconds === undefined) throw error;
        waiting += 1;
        options.onBusy?.({ waiting, retryAfterSeconds: seconds, attempt });
        try {
          await waitUnlessAborted(seconds * 1000, request.signal);
        } finally {
          waiting -= 1;
          if (waiting === 0) options.onBusy?.({ waiting, retryAfterSeconds: null, attempt: 0 });
        }
      }
    }
  }

  function busyWait(error: unknown, request: RequestOptions<ResponseType>, attempt: number) {
    if ((request.method ?? 'GET') !== 'GET' || attempt > busyRetries) return undefined;
    if (!(error instanceof FetchError) || error.response?.status !== BUSY_STATUS) return undefined;
    return retryAfterSeconds(error.response.headers.get('retry-after'));
  }

  function sendOnce<R extends ResponseType>(
    path: string,
    request: RequestOptions<R>,
    token: string | null,
  ) {
    const headers: Record<string, string> = {
      accept: request.responseType && request.responseType !== 'json' ? '*/*' : 'application/json',
      ...request.headers,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    return $fetch.raw<unknown, R>(path, {
      baseURL,
      method: request.method ?? 'GET',
      headers,
      body: request.body as Record<string, unknown> | undefined,
      query: cleanQuery(request.query),
      responseType: request.responseType,
      // Retrying is this transport's job (once, after a refresh), never ofetch's.
      retry: false,
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
    });
  }

  async function toApiError(error: unknown): Promise<ApiError> {
    if (error instanceof ApiError) return error;
    const response = error instanceof FetchError ? error.response : undefined;
    if (response) {
      const body = await readErrorBody(response._data);
      return errorFromBody(response.status, response.statusText, body, error);
    }
    const reason = error instanceof FetchError && error.cause !== undefined ? error.cause : error;
    const name = errorName(reason);
    if (name === 'TimeoutError') {
      return new ApiError({
        status: 0,
        kind: 'timeout',
        message: timeoutMessage(timeoutMs),
        cause: error,
      });
    }
    if (name === 'AbortError') {
      return new ApiError({ status: 0, kind: 'aborted', message: ABORTED_MESSAGE, cause: error });
    }
    return new ApiError({
      status: 0,
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
      cause: error,
    });
  }

  function expire(notify: boolean) {
    session.clear();
    if (notify) options.onSessionExpired?.();
  }

  const refreshLock = options.refreshLock ?? defaultRefreshLock();

  /**
   * Refreshes under the shared lock. Another tab may have traded the refresh token this tab saw
   * while this one waited for the lock: then its pair is already stored and is used as it is.
   */
  async function runRefresh(notify: boolean): Promise<ApiSuccess<TokenPair>> {
    const seen = session.refreshToken();
    return refreshLock(async () => {
      const stored = session.refreshToken();
      const token = session.token();
      if (seen && stored && token && stored !== seen) {
        return { success: true as const, data: { token, refreshToken: stored } };
      }
      return runRefreshNow(notify);
    });
  }

  async function runRefreshNow(notify: boolean): Promise<ApiSuccess<TokenPair>> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) {
      expire(notify);
      throw new ApiError({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    }
    let body: unknown;
    try {
      const response = await send(
        '/auth/refresh-token',
        { method: 'POST', body: { refreshToken } },
        null,
      );
      body = response._data;
    } catch (error) {
      const failure = await toApiError(error);
      if (failure.kind === 'response' && REFRESH_REFUSED.has(failure.status)) {
        expire(notify);
        throw new ApiError({
          status: 401,
          message: SESSION_EXPIRED_MESSAGE,
          data: failure.data,
          cause: failure,
        });
      }
      throw failure;
    }
    const envelope = readEnvelope(200, body, tokenPairParser);
    // Signed out (or signed in as someone else) while the refresh was under way: the new pair
    // belongs to a session that is over, so it must not be stored again.
    if (session.refreshToken() !== refreshToken) {
      throw new ApiError({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    }
    session.saveTokens(envelope.data);
    return envelope;
  }

  function refresh({ notify = true }: { notify?: boolean } = {}) {
    refreshing ??= runRefresh(notify).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function fetchWithSession<T, R extends ResponseType>(
    path: string,
    request: RequestOptions<R>,
  ): Promise<FetchResponse<MappedResponseType<R, T>>> {
    const sentToken = request.public ? null : session.token();
    try {
      return (await send(path, request, sentToken)) as FetchResponse<MappedResponseType<R, T>>;
    } catch (error) {
      if (request.public || !isUnauthorized(error)) throw await toApiError(error);
    }
    // 401 on a signed-in call: get a fresh access token once, then repeat the call once.
    const current = session.token();
    if (refreshing) {
      await refreshing;
    } else if (sentToken && !current && !session.refreshToken()) {
      // A refresh refused while this call was under way has already ended the session.
      throw new ApiError({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    } else if (!current || current === sentToken) {
      await refresh({ notify: request.notifyExpiry });
    }
    try {
      return (await send(path, request, session.token())) as FetchResponse<
        MappedResponseType<R, T>
      >;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  return {
    session,
    refresh,
    fetch: (path, request = {}) => fetchWithSession(path, request),
    async request<T>(path: string, request: RequestOptions = {}, parser?: Parser<T>) {
      const response = await fetchWithSession<unknown, 'json'>(path, request);
      return readEnvelope(response.status, response._data, parser);
    },
    async download(path, request = {}) {
      const response = await fetchWithSession<unknown, 'arrayBuffer'>(path, {
        ...request,
        responseType: 'arrayBuffer',
      });
      return {
        data: response._data ?? new ArrayBuffer(0),
        filename: filenameFrom(response.headers.get('content-disposition')),
        contentType: response.headers.get('content-type'),
      };
    },
    async downloadStream(path, request = {}) {
      const response = await fetchWithSession<ReadableStream<Uint8Array>, 'stream'>(path, {
        ...request,
        responseType: 'stream',
      });
      const body = response._data ?? response.body;
      if (!body) throw new TypeError(`${path} answered without a body`);
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      return {
        body,
        filename: filenameFrom(response.headers.get('content-disposition')),
        contentType: response.headers.get('content-type'),
        size: Number.isSafeInteger(length) && length >= 0 ? length : null,
      };
    },
  };
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof FetchError && error.response?.status === 401;
}

function errorName(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    return typeof error.name === 'string' ? error.name : undefined;
  }
  return undefined;
}

function cleanQuery(query: Record<string, QueryValue> | undefined) {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A failed binary or streamed call still answers JSON: decode it to reach the server's message. */
async function readErrorBody(data: unknown): Promise<unknown> {
  let text: string | undefined;
  if (data instanceof ArrayBuffer) text = new TextDecoder().decode(data);
  else if (typeof Blob !== 'undefined' && data instanceof Blob) text = await data.text();
  else if (typeof ReadableStream !== 'undefined' && data instanceof ReadableStream) {
    text = await new Response(data).text();
  } else return data;
  try {
    return JSON.parse(text);
  } catch {
    return text || undefined;
  }
}

function errorFromBody(status: number, statusText: string, body: unknown, cause?: unknown) {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message.trim()
      ? body.message
      : statusMessage(status, statusText);
  const field = isRecord(body) && typeof body.field === 'string' ? body.field : undefined;
  return new ApiError({ status, kind: 'response', message, field, data: body, cause });
}

function readEnvelope<T>(status: number, body: unknown, parser?: Parser<T>): ApiSuccess<T> {
  // 204 and empty answers carry no envelope.
  if (body === undefined || body === '') return { success: true, data: undefined as T };
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    throw new ApiError({
      status,
      kind: 'invalid-response',
      message: INVALID_RESPONSE_MESSAGE,
      data: body,
    });
  }
  if (!body.success) throw errorFromBody(status, '', body);
  let data: T;
  try {
    data = parser ? parser.parse(body.data) : (body.data as T);
  } catch (cause) {
    throw new ApiError({
      status,
      kind: 'invalid-response',
      message: INVALID_RESPONSE_MESSAGE,
      data: body,
      cause,
    });
  }
  // A warning travels beside the message on the calls that answer one (send-bank-details).
  const warning =
    typeof body.warning === 'string' || body.warning === null ? { warning: body.warning } : {};
  return typeof body.message === 'string'
    ? { success: true, message: body.message, ...warning, data }
    : { success: true, ...warning, data };
}

/** `data` of a refresh or a password change. */
export const tokenPairParser: Parser<TokenPair> = tokenPairSchema;

/** `attachment; filename="revenue-report.xlsx"` or the RFC 5987 `filename*=UTF-8''…` form. */
function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition)?.[2];
  return plain?.trim() || null;
}
