/**
 * Issue 16: `createWorkbench` outside a browser picks safe defaults by itself, and the deployment sets the two
 * header names and values and the expiry rules per backend.
 */

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkbench, SessionExpiredError, type WorkbenchConfig } from '../src/index';
import { BASE_URLS, fail, ok, RAW_USER, SIGN_IN_URL } from './helpers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A workbench as a script makes it: no adapters at all. */
const scriptWorkbench = (extra: Partial<WorkbenchConfig> = {}) =>
  createWorkbench({ baseUrls: BASE_URLS, signInUrl: SIGN_IN_URL, token: 'node-token', ...extra });

describe('createWorkbench without a page (Node)', () => {
  it('runs where there is no window or document', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
  });

  it('sends the handed token at once, without starting a session', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE_URLS.main}/v1/system/queryAll`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return ok([]);
      }),
    );
    const wb = scriptWorkbench();
    expect(await wb.main.GET('/v1/system/queryAll')).toEqual([]);
    expect(auth).toBe('Bearer node-token');
    expect(wb.session.getToken()).toBe('node-token');
  });

  it('an expired answer emits sessionExpired, then logs out in memory: no navigation, no throw from the timer', async () => {
    server.use(http.get(`${BASE_URLS.main}/v1/user/getUser`, () => fail('BIZ.TOKEN_EXPIRATION', 'expired')));
    const wb = scriptWorkbench();
    const expired = vi.fn();
    wb.events.on('sessionExpired', expired);
    await expect(wb.main.GET('/v1/user/getUser')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalledTimes(1);
    const before = wb.adapters.location.href();
    await vi.advanceTimersByTimeAsync(2000);
    expect(wb.session.getSnapshot()).toEqual({ status: 'loggedOut', reason: 'expired' });
    expect(wb.session.getToken()).toBeUndefined();
    // The in-memory location only records the sign-in address; the "page" stays where it was.
    expect(wb.adapters.location.href()).toBe(before);
  });

  it('starts a session from the token: the user is loaded', async () => {
    server.use(
      http.get(`${BASE_URLS.main}/v1/user/getUser`, () => ok(RAW_USER)),
      http.post(`${BASE_URLS.main}/v1/roleFunction/queryFunctionAllByUserIdSystemId`, () =>
        ok([{ code: 'r', name: '居民档案', type: 1, frontActionUrl: 'resident-case', treeCode: '1' }]),
      ),
    );
    const wb = scriptWorkbench();
    const state = await wb.session.start();
    expect(state.status).toBe('ready');
    expect(wb.session.getUser()?.userName).toBe(RAW_USER.userName);
  });

  it('keeps the adapters it is given and fills in only the missing ones', async () => {
    const fetch = vi.fn((req: Request) => globalThis.fetch(req));
    server.use(http.get(`${BASE_URLS.main}/v1/system/queryAll`, () => ok([])));
    const wb = scriptWorkbench({ adapters: { fetch } });
    await wb.main.GET('/v1/system/queryAll');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(wb.adapters.fetch).toBe(fetch);
  });
});

describe('deployment settings: header names and values', () => {
  it('sends the configured names and values on the message API and the exam and training statistics calls', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get(`${BASE_URLS.message}/v1/message/unread-count`, ({ request }) => {
        seen.message = request.headers.get('X-Client');
        seen.defaultName = request.headers.get('X-Client-System');
        return ok({ total: 0, noticeCount: 0, workTipsCount: 0 }, 'SUCCESS');
      }),
      http.get(`${BASE_URLS.training}/statistic/studing/count`, ({ request }) => {
        seen.training = request.headers.get('X-Tag');
        return ok(0);
      }),
    );
    const wb = scriptWorkbench({
      clientSystemHeader: 'X-Client',
      clientSystem: 'portal-2',
      systemTagHeader: 'X-Tag',
      systemTag: '31',
    });
    await wb.message.GET('/v1/message/unread-count');
    await wb.training.GET('/statistic/studing/count');
    expect(seen).toEqual({ message: 'portal-2', defaultName: null, training: '31' });
  });

  it('refuses a header name or value that cannot be sent, at creation', () => {
    expect(() => scriptWorkbench({ systemTagHeader: 'X Tag' })).toThrow(/system tag header name/);
    expect(() => scriptWorkbench({ clientSystem: 'a\nb' })).toThrow(/client-system header value/);
    expect(() => scriptWorkbench({ clientSystem: ' ' })).toThrow(/client-system header value/);
  });
});

describe('deployment settings: expiry rules', () => {
  it('today: 401 and BIZ.TOKEN_EXPIRATION on main, nothing on live', async () => {
    server.use(
      http.get(`${BASE_URLS.main}/v1/system/queryAll`, () => new HttpResponse(null, { status: 401 })),
      http.get(`${BASE_URLS.live}/yunproject/GetLiveAlert`, () => fail('BIZ.TOKEN_EXPIRATION', 'x', 401)),
    );
    const wb = scriptWorkbench();
    await expect(
      wb.live.GET('/yunproject/GetLiveAlert', { params: { query: { SertId: 'x' } } }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
    });
    await expect(wb.main.GET('/v1/system/queryAll')).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it('a deployment adds a status and a code to one backend and keeps the other parts and backends', async () => {
    server.use(
      http.get(`${BASE_URLS.main}/v1/system/queryAll`, () => fail('AUTH.GONE', 'gone')),
      http.get(`${BASE_URLS.live}/yunproject/GetLiveAlert`, () => new HttpResponse(null, { status: 419 })),
      http.get(`${BASE_URLS.fds}/v1/fds-pc/dict-area/code/:code`, () => fail('BIZ.TOKEN_EXPIRATION', 'x')),
    );
    const wb = scriptWorkbench({
      expiry: { main: { codes: ['AUTH.GONE'] }, live: { httpStatuses: [419] } },
    });
    await expect(wb.main.GET('/v1/system/queryAll', { intercept: false })).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    await expect(
      wb.live.GET('/yunproject/GetLiveAlert', { params: { query: { SertId: 'x' } }, intercept: false }),
    ).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(
      wb.fds.GET('/v1/fds-pc/dict-area/code/{code}', { params: { path: { code: '43' } }, intercept: false }),
    ).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it('a code taken off a backend is an ordinary refusal there', async () => {
    server.use(
      http.get(`${BASE_URLS.main}/v1/system/queryAll`, () => fail('BIZ.TOKEN_EXPIRATION', 'old rule')),
    );
    const wb = scriptWorkbench({ expiry: { main: { codes: [] } } });
    await expect(wb.main.GET('/v1/system/queryAll', { intercept: false })).rejects.toMatchObject({
      name: 'ApiError',
      serverMessage: 'old rule',
    });
  });
});
