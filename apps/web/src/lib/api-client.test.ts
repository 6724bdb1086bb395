import {
  API_PATHS,
  AUTH_MESSAGES,
  DEV_CODES,
  SERVER_MESSAGES,
  formatApiError,
  REFRESH_CSRF_HEADER,
  REFRESH_MESSAGES,
  successReplySchema,
} from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { authHeaderOf, jsonResponse, mockFetch } from '../test/fetch-mock';
import { ANN, startTestSession } from '../test/session';
import { FIRST_PAINT_WAIT_MS, forgetFirstPaintForTests } from './after-first-paint';
import { apiRequest, ApiError, TIMEOUT_DEV_CODE } from './api-client';
import { getPendingRequests, setLoadingTimeoutMs } from './loading';
import { subscribeNotices, type Notice } from './notify';
import { getAccessToken, getSession, setAccessToken, subscribeSession } from './session';
import { STORAGE_KEYS } from './storage';

const PROTECTED = '/api/dashboard/example';
const sessionEndsAt = new Date(Date.now() + 3_600_000).toISOString();

const signIn = (jwt = 'old-jwt') => startTestSession({ userDetails: ANN, jwt });

/** A server that refuses the old token with 403 and hands out 'new-jwt' on refresh. */
const serveTokenRefresh = () =>
  mockFetch((call) => {
    if (call.url === API_PATHS.refresh) return jsonResponse(200, { jwt: 'new-jwt', sessionEndsAt });
    return authHeaderOf(call) === 'Bearer new-jwt'
      ? jsonResponse(200, { success: true })
      : jsonResponse(403, {});
  });

const getProtected = () => apiRequest(PROTECTED, { reply: successReplySchema });

describe('API client', () => {
  it('on 403 refreshes the token once and retries the request once with the new token', async () => {
    signIn();
    const { calls } = serveTokenRefresh();

    await expect(getProtected()).resolves.toEqual({ success: true });
    expect(calls.map((c) => c.url)).toEqual([PROTECTED, API_PATHS.refresh, PROTECTED]);
    expect(authHeaderOf(calls[0])).toBe('Bearer old-jwt');
    expect(authHeaderOf(calls[1])).toBeUndefined();
    expect(calls[1]?.init.credentials).toBe('include');
    // issue 3: the server refuses a refresh without our custom header
    expect((calls[1]?.init.headers as Record<string, string>)[REFRESH_CSRF_HEADER]).toBe('1');
    expect(getAccessToken()).toBe('new-jwt');
  });

  it('does not loop: a second 403 after the retry is an error, not another refresh', async () => {
    signIn();
    const { calls } = mockFetch((call) =>
      call.url === API_PATHS.refresh
        ? jsonResponse(200, { jwt: 'new-jwt', sessionEndsAt })
        : jsonResponse(403, { message: 'Forbidden', devCode: 'INVALID_TOKEN' }),
    );
    await expect(getProtected()).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((c) => c.url === API_PATHS.refresh)).toHaveLength(1);
    expect(calls.filter((c) => c.url === PROTECTED)).toHaveLength(2);
  });

  it('shares one refresh between concurrent 403s', async () => {
    signIn();
    const { calls } = serveTokenRefresh();
    await Promise.all([getProtected(), getProtected(), getProtected()]);
    expect(calls.filter((c) => c.url === API_PATHS.refresh)).toHaveLength(1);
  });

  it.each([
    [REFRESH_MESSAGES.tokenExpired, AUTH_MESSAGES.sessionExpired],
    [REFRESH_MESSAGES.sessionOver, AUTH_MESSAGES.sessionExpired],
    [REFRESH_MESSAGES.invalid, AUTH_MESSAGES.authErrors],
  ])('a failed refresh with "%s" signs out and alerts "%s"', async (message, alertText) => {
    signIn();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mockFetch((call) =>
      call.url === API_PATHS.refresh
        ? jsonResponse(401, { message, devCode: 'REFRESH_FAILED' })
        : jsonResponse(403, {}),
    );

    await expect(getProtected()).rejects.toBeInstanceOf(ApiError);
    expect(alert).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledWith(alertText);
    expect(getSession()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('a refresh answered 429 (rate limited) keeps the adviser signed in and says why the call failed', async () => {
    signIn();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((n) => n && notices.push(n));
    const limited = { message: SERVER_MESSAGES.rateLimited, devCode: DEV_CODES.rateLimited };
    mockFetch((call) =>
      call.url === API_PATHS.refresh ? jsonResponse(429, limited) : jsonResponse(403, {}),
    );

    await expect(getProtected()).rejects.toMatchObject({ status: 429, devCode: DEV_CODES.rateLimited });
    unsubscribe();
    expect(alert).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toBeNull();
    expect(notices).toEqual([{ severity: 'error', text: formatApiError(limited), isSticky: true }]);
  });

  it('after a reload (session stored, no token in memory) refreshes before the first call', async () => {
    signIn();
    setAccessToken(null);
    const { calls } = mockFetch((call) =>
      call.url === API_PATHS.refresh
        ? jsonResponse(200, { jwt: 'fresh', sessionEndsAt })
        : jsonResponse(200, { success: true }),
    );
    await getProtected();
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.refresh, PROTECTED]);
    expect(authHeaderOf(calls[1])).toBe('Bearer fresh');
  });

  it('after a reload asks for the token once the page has drawn its first frame (issue 34), not before', async () => {
    signIn();
    setAccessToken(null);
    forgetFirstPaintForTests();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { calls } = mockFetch((call) =>
      call.url === API_PATHS.refresh
        ? jsonResponse(200, { jwt: 'fresh', sessionEndsAt })
        : jsonResponse(200, { success: true }),
    );
    const reply = getProtected();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    // The next frame begins (the page is drawn in it), then the one after: now the calls go.
    frames.shift()?.(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    frames.shift()?.(performance.now());
    await expect(reply).resolves.toEqual({ success: true });
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.refresh, PROTECTED]);
    // Later calls of the page do not wait again.
    setAccessToken(null);
    await expect(getProtected()).resolves.toEqual({ success: true });
    expect(frames).toEqual([]);
  });

  it('a refresh that brings the same session end changes nothing that shows the session (issue 34)', async () => {
    signIn();
    setAccessToken(null);
    const stored = getSession();
    const changes = vi.fn();
    const unsubscribe = subscribeSession(changes);
    let endsAt = stored?.sessionEndsAt;
    mockFetch((call) =>
      call.url === API_PATHS.refresh
        ? jsonResponse(200, { jwt: 'fresh', sessionEndsAt: endsAt })
        : jsonResponse(200, { success: true }),
    );
    await getProtected();
    expect(getSession()).toBe(stored);
    expect(changes).not.toHaveBeenCalled();
    // A new end (the server's to say) is kept and shown.
    endsAt = new Date(Date.now() + 7_200_000).toISOString();
    setAccessToken(null);
    await getProtected();
    expect(getSession()?.sessionEndsAt).toBe(endsAt);
    expect(changes).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('after a reload in a tab that draws no frame (in the background) the calls go all the same', async () => {
    signIn();
    setAccessToken(null);
    forgetFirstPaintForTests();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { calls } = mockFetch((call) =>
      call.url === API_PATHS.refresh
        ? jsonResponse(200, { jwt: 'fresh', sessionEndsAt })
        : jsonResponse(200, { success: true }),
    );
    const started = performance.now();
    await expect(getProtected()).resolves.toEqual({ success: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(FIRST_PAINT_WAIT_MS - 5);
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.refresh, PROTECTED]);
  });

  it('shows error replies as a sticky toast with the dev code, unless the screen handles that code', async () => {
    signIn();
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((n) => n && notices.push(n));
    const error = { message: 'Nothing here', devCode: 'NOT_FOUND' };
    mockFetch(() => jsonResponse(404, error));

    await expect(getProtected()).rejects.toMatchObject({ status: 404, devCode: 'NOT_FOUND' });
    await expect(
      apiRequest(PROTECTED, { reply: successReplySchema, handledDevCodes: ['NOT_FOUND'] }),
    ).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    expect(notices).toEqual([{ severity: 'error', text: formatApiError(error), isSticky: true }]);
  });

  it('warns that the backend cannot be reached when no answer arrives', async () => {
    signIn();
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((n) => n && notices.push(n));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getProtected()).rejects.toMatchObject({ status: 0 });
    unsubscribe();
    expect(notices.map((n) => n.text)).toEqual([AUTH_MESSAGES.noBackend]);
  });

  it('counts a request for the loading overlay, and gives up after the time limit with the spec alert', async () => {
    signIn();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    setLoadingTimeoutMs(50);
    try {
      mockFetch(
        (call) =>
          new Promise<Response>((_, reject) =>
            call.init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
      const request = getProtected();
      expect(getPendingRequests()).toBe(1);
      await expect(request).rejects.toMatchObject({
        devCode: TIMEOUT_DEV_CODE,
        message: AUTH_MESSAGES.serverBusy,
      });
      expect(alert).toHaveBeenCalledWith('Server is busy. Please try again!');
      expect(getPendingRequests()).toBe(0);
    } finally {
      setLoadingTimeoutMs(60_000);
    }
  });
});
