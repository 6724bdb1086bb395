import { vi } from 'vitest';

export type FetchCall = { url: string; init: RequestInit; body: unknown };

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs fetch at the network boundary. `respond` gets each call (url, parsed body) and returns the
 * Response; every call is recorded for assertions.
 */
export function mockFetch(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { url, init, body };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const authHeaderOf = (call: FetchCall | undefined) =>
  (call?.init.headers as Record<string, string> | undefined)?.Authorization;
