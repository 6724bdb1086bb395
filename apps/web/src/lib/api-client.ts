import {
  API_PATHS,
  AUTH_MESSAGES,
  formatApiError,
  REFRESH_CSRF_HEADER,
  REFRESH_MESSAGES,
  readErrorReply,
} from '@portal/contracts';
import { afterFirstPaint } from './after-first-paint';
import { getLoadingTimeoutMs, trackRequest } from './loading';
import { notify, notifyStickyError } from './notify';
import { endSession, getAccessToken, getSession, setAccessToken, updateSessionEnd } from './session';

/** devCode used when no answer arrived at all (network down, server gone). */
export const NETWORK_DEV_CODE = 'NETWORK';
/** devCode of a request given up after the loading overlay's time limit (spec 000 §4.2). */
export const TIMEOUT_DEV_CODE = 'TIMEOUT';

class RequestTimedOut extends Error {}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly devCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The schema a reply is checked with, or a function that loads it: the sign-in page's calls load theirs
 * with the reply (issue 10: its first download does without zod, ADR 0026).
 */
export type ReplySchema<T> = ReplyParser<T> | (() => Promise<ReplyParser<T>>);
/** A contracts schema, or a plain reader of the same shape where zod must not load (issue 34). */
type ReplyParser<T> = { parse(json: unknown): T };

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  reply: ReplySchema<T>;
  /** Sends the bearer token and refreshes it on 403; false for the non-auth calls. */
  isAuthenticated?: boolean;
  /** devCodes the calling screen shows itself; everything else gets the shared error toast. */
  handledDevCodes?: readonly string[];
  /** No toast at all (the caller shows its own message, e.g. the readiness check). */
  isQuiet?: boolean;
};

/** Concurrent 403s share one refresh (spec 000 §4.2: refresh once, retry once). */
let refreshInFlight: Promise<void> | null = null;

const loadReplySchemas = () => import('./reply-schemas');

async function checkReply<T>(reply: ReplySchema<T>, json: unknown): Promise<T> {
  const schema = typeof reply === 'function' ? await reply() : reply;
  return schema.parse(json);
}

function refreshAccessToken(): Promise<void> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<void> {
  let response: Response;
  try {
    // cookie only: no Authorization header (spec 000 §7); the custom header proves it is our page (issue 3)
    response = await fetch(API_PATHS.refresh, {
      method: 'GET',
      credentials: 'include',
      headers: { [REFRESH_CSRF_HEADER]: '1' },
    });
  } catch {
    notify({ severity: 'warn', text: AUTH_MESSAGES.noBackend, isSticky: true });
    throw new ApiError(0, NETWORK_DEV_CODE, AUTH_MESSAGES.noBackend);
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const { refreshReplySchema } = await loadReplySchemas();
    const reply = refreshReplySchema.parse(json);
    setAccessToken(reply.jwt);
    updateSessionEnd(reply.sessionEndsAt);
    return;
  }
  const message = readErrorMessage(json);
  if (response.status === 429) {
    // Issue 9: too many refreshes says nothing about the session; it stays, and the call fails this once.
    const parsed = readErrorReply(json);
    if (parsed) notifyStickyError(formatApiError(parsed));
    throw new ApiError(429, parsed ? parsed.devCode : 'HTTP_429', message);
  }
  const isSessionOver = isSessionOverMessage(message);
  endSession(isSessionOver ? 'expired' : 'signed-out');
  // spec 000 §8: the refresh failure alert depends on the server's message
  window.alert(isSessionOver ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.authErrors);
  throw new ApiError(response.status, 'REFRESH_FAILED', message);
}

export function isSessionOverMessage(message: string): boolean {
  return message === REFRESH_MESSAGES.tokenExpired || message.startsWith('More than');
}

function readErrorMessage(json: unknown): string {
  if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') {
    return json.message;
  }
  return '';
}

async function send(path: string, request: ApiRequest<unknown>, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {};
  // A file (a picture's PUT, spec 002 §7) goes as it is; everything else as JSON.
  const file = request.body instanceof Blob ? request.body : null;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAccessToken();
  if (request.isAuthenticated !== false && token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, {
    method: request.method ?? 'GET',
    credentials: 'include',
    headers,
    body: file ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    signal,
  });
}

async function sendWithRefresh(
  path: string,
  request: ApiRequest<unknown>,
  signal: AbortSignal,
): Promise<Response> {
  const isAuthenticated = request.isAuthenticated !== false;
  // After a reload the JWT is gone from memory while localStorage still holds the session. Issue 34
  // (ADR 0042): the page is drawn first; the session's token and the page's data come after that paint.
  if (isAuthenticated && !getAccessToken() && getSession()) {
    await afterFirstPaint();
    await refreshAccessToken();
  }
  const response = await send(path, request, signal);
  if (!isAuthenticated || response.status !== 403) return response;
  await refreshAccessToken();
  return send(path, request, signal);
}

/** The request under the loading overlay, given up after its time limit (spec 000 §4.2). */
function sendUnderOverlay(path: string, request: ApiRequest<unknown>): Promise<Response> {
  return trackRequest(async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RequestTimedOut()), getLoadingTimeoutMs());
    try {
      return await sendWithRefresh(path, request, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw new RequestTimedOut();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });
}

/** One call to the API: bearer from memory, cookies included, reply parsed with its contracts schema. */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  let response: Response;
  try {
    response = await sendUnderOverlay(path, request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof RequestTimedOut) {
      window.alert(AUTH_MESSAGES.serverBusy);
      throw new ApiError(0, TIMEOUT_DEV_CODE, AUTH_MESSAGES.serverBusy);
    }
    if (!request.isQuiet) notify({ severity: 'warn', text: AUTH_MESSAGES.noBackend, isSticky: true });
    throw new ApiError(0, NETWORK_DEV_CODE, AUTH_MESSAGES.noBackend);
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return checkReply(request.reply, json);

  // Issue 34: read without zod, so a refused sign-in loads no validation chunk.
  const error = readErrorReply(json) ?? {
    message: response.statusText || `HTTP ${response.status}`,
    devCode: `HTTP_${response.status}`,
  };
  if (!request.isQuiet && !request.handledDevCodes?.includes(error.devCode)) {
    notifyStickyError(formatApiError(error));
  }
  throw new ApiError(response.status, error.devCode, error.message);
}

/** Test seam: forget a refresh that a previous test left behind. */
export function resetApiClientForTests(): void {
  refreshInFlight = null;
}
