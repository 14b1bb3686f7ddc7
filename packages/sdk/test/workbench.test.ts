import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkbench, type TokenWatchEvents } from '../src/index';
import { manualVisibility, memoryCookies, memoryLocation, memoryStorage, systemClock } from '../src/testing';
import { BASE, BASE_URLS, fail, ok, RAW_USER, SIGN_IN_URL, testWorkbench } from './helpers';

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

function loggedInBackend() {
  server.use(
    http.get(`${BASE_URLS.main}/v1/user/getUser`, () => ok(RAW_USER)),
    http.post(`${BASE_URLS.main}/v1/roleFunction/queryFunctionAllByUserIdSystemId`, () =>
      ok([{ code: 'r', name: '居民档案', type: 1, frontActionUrl: 'resident-case', treeCode: '1' }]),
    ),
  );
}

describe('createWorkbench', () => {
  it('fetches nothing and starts no timer at creation', () => {
    const fetch = vi.fn((req: Request) => globalThis.fetch(req));
    const wb = createWorkbench({
      baseUrls: BASE_URLS,
      signInUrl: SIGN_IN_URL,
      adapters: {
        fetch,
        cookies: memoryCookies({ mch_token: 't' }),
        sessionStorage: memoryStorage(),
        localStorage: memoryStorage(),
        clock: systemClock,
        location: memoryLocation(),
        visibility: manualVisibility(),
      },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(wb.session.getSnapshot()).toEqual({ status: 'idle' });
    for (const name of ['main', 'mainSync', 'live', 'message', 'fds', 'exam', 'training'] as const) {
      expect(typeof wb[name].GET).toBe('function');
    }
  });

  it('sends the login cookie as bearer to main, message and fds, the client-system header to message, none to live', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get(`${BASE_URLS.main}/v1/system/queryAll`, ({ request }) => {
        seen.main = request.headers.get('Authorization');
        return ok([]);
      }),
      http.get(`${BASE_URLS.message}/v1/message/unread-count`, ({ request }) => {
        seen.message = request.headers.get('Authorization');
        seen.clientSystem = request.headers.get('X-Client-System');
        return ok({ total: 0, noticeCount: 0, workTipsCount: 0 }, 'SUCCESS');
      }),
      http.get(`${BASE_URLS.fds}/v1/fds-pc/dict-area/code/:code`, ({ request }) => {
        seen.fds = request.headers.get('Authorization');
        return ok({ areaCode: '430000000000', areaName: '湖南省', isLeaf: false }, 'SUCCESS');
      }),
      http.get(`${BASE_URLS.live}/yunproject/GetLiveAlert`, ({ request }) => {
        seen.live = request.headers.get('Authorization');
        return ok([], 200);
      }),
    );
    const { wb } = testWorkbench({ cookies: { mch_token: 'login-1' } });
    await wb.main.GET('/v1/system/queryAll');
    await wb.message.GET('/v1/message/unread-count');
    await wb.fds.GET('/v1/fds-pc/dict-area/code/{code}', { params: { path: { code: '430000000000' } } });
    await wb.live.GET('/yunproject/GetLiveAlert', { params: { query: { SertId: 'x' } } });
    expect(seen).toEqual({
      main: 'Bearer login-1',
      message: 'Bearer login-1',
      clientSystem: 'mch-workbench',
      fds: 'Bearer login-1',
      live: null,
    });
  });

  it('mainSync goes to the main host unless a second host is configured', async () => {
    const hosts: string[] = [];
    server.use(
      http.post(`${BASE}/main/v1/sync/examUserInfo`, () => {
        hosts.push('main');
        return ok(null);
      }),
      http.post(`${BASE}/main-sync/v1/sync/examUserInfo`, () => {
        hosts.push('main-sync');
        return ok(null);
      }),
    );
    const { mainSync: _omit, ...withoutSync } = BASE_URLS;
    const adapters = {
      fetch: (req: Request) => globalThis.fetch(req),
      cookies: memoryCookies({ mch_token: 't' }),
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
      clock: systemClock,
      location: memoryLocation(),
      visibility: manualVisibility(),
    };
    await createWorkbench({ baseUrls: withoutSync, signInUrl: SIGN_IN_URL, adapters }).mainSync.POST(
      '/v1/sync/examUserInfo',
    );
    await createWorkbench({ baseUrls: BASE_URLS, signInUrl: SIGN_IN_URL, adapters }).mainSync.POST(
      '/v1/sync/examUserInfo',
    );
    expect(hosts).toEqual(['main', 'main-sync']);
  });

  it('uses the configured cookie name', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE_URLS.main}/v1/system/queryAll`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return ok([]);
      }),
    );
    const wb = createWorkbench({
      baseUrls: BASE_URLS,
      signInUrl: SIGN_IN_URL,
      cookieName: 'sso',
      adapters: {
        fetch: (req) => globalThis.fetch(req),
        cookies: memoryCookies({ sso: 'named', mch_token: 'other' }),
        sessionStorage: memoryStorage(),
        localStorage: memoryStorage(),
        clock: systemClock,
        location: memoryLocation(),
        visibility: manualVisibility(),
      },
    });
    await wb.main.GET('/v1/system/queryAll');
    expect(auth).toBe('Bearer named');
    expect(wb.session.getToken()).toBe('named');
  });

  it('an expired answer anywhere logs the session out once, 2 s later, to the sign-in site', async () => {
    loggedInBackend();
    const t = testWorkbench({ cookies: { mch_token: 'tok' }, session: { 'mch.openPages': '[]', keep: '1' } });
    await t.wb.session.start();
    server.use(
      http.get(`${BASE_URLS.main}/v1/system/queryAll`, () => fail('BIZ.TOKEN_EXPIRATION', 'expired')),
    );
    const expired: unknown[] = [];
    t.wb.events.on('sessionExpired', (e) => expired.push(e));
    await Promise.allSettled([t.wb.main.GET('/v1/system/queryAll'), t.wb.main.GET('/v1/system/queryAll')]);
    expect(expired).toHaveLength(1);
    expect(t.wb.session.getSnapshot().status).toBe('ready');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'loggedOut', reason: 'expired' });
    expect(t.location.assigned).toEqual([`${SIGN_IN_URL}?redirect=http%3A%2F%2Flocalhost%2F`]);
    expect(t.sessionStorage.getItem('mch.openPages')).toBeNull();
    expect(t.sessionStorage.getItem('keep')).toBe('1');
  });

  it('the token watch sees another account signed in elsewhere after the session started', async () => {
    loggedInBackend();
    const t = testWorkbench({ href: 'http://localhost/?token=first' });
    await t.wb.session.start();
    t.wb.tokenWatch.start();
    const switches: TokenWatchEvents['accountSwitched'][] = [];
    t.wb.tokenWatch.events.on('accountSwitched', (e) => {
      switches.push(e);
      t.location.reload();
    });
    t.visibility.set(false);
    t.cookies.set('mch_token', 'second');
    t.visibility.set(true);
    expect(switches).toEqual([{ previous: 'first', current: 'second' }]);
    expect(t.location.reloads).toBe(1);
  });

  it('the sign-up flow reads the signed-in user', async () => {
    loggedInBackend();
    let sertId: string | null = null;
    server.use(
      http.get(`${BASE_URLS.live}/yunproject/GetLiveInfoByCode`, () =>
        ok(
          {
            projectUniqueId: 'p',
            projectName: 'n',
            holdStartTime: '',
            holdEndTime: '',
            createUnitName: '',
            projectNo: 'L1',
          },
          200,
        ),
      ),
      http.get(`${BASE_URLS.live}/yunproject/GetSignUpStatus`, ({ request }) => {
        sertId = new URL(request.url).searchParams.get('sertId');
        return ok({ projectUniqueId: 'p', signedUp: false }, 200);
      }),
    );
    const t = testWorkbench({ cookies: { mch_token: 'tok' } });
    await t.wb.session.start();
    const result = await t.wb.signup.searchSignup('L1');
    expect(result.cards).toHaveLength(1);
    expect(sertId).toBe(RAW_USER.identityCard);
  });
});
