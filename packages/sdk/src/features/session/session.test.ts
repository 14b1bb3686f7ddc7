import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BASE_URLS,
  fail,
  ok,
  RAW_USER,
  recordingCookies,
  SIGN_IN_URL,
  testWorkbench,
} from '../../../test/msw-legacy';
import { SESSION_KEYS } from '../../domain/pages';
import { ApiError } from '../../http/errors';
import { manualVisibility, memoryLocation, memoryStorage, systemClock } from '../../runtime/adapters';
import { DRAFTS_STORAGE_KEY } from '../../runtime/drafts';
import { createWorkbench } from '../../workbench';
import { RETURN_PLACE_KEY, signInAddress } from './session';

/** The sign-in address with the page to come back to, as every logout sends it. */
const signInBack = (page: string) => `${SIGN_IN_URL}?redirect=${encodeURIComponent(page)}`;

import {
  cookieDomainMatches,
  LoginCookieError,
  resolveLanding,
  type SessionState,
  toUserInfo,
} from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const MENU_NODES = [
  { code: 'resident', name: '居民档案', type: 1, frontActionUrl: 'resident-case', treeCode: '01' },
  { code: 'loginLog', name: '登录日志', type: 1, frontActionUrl: '/loginLog', treeCode: '02' },
];
const BUSINESS_NODE = {
  code: 'businessLineManage',
  name: '业务线',
  type: 2,
  frontActionUrl: null,
  treeCode: '03',
};

/** The backend of a loaded session; counts the calls. */
function backend(options: { functions?: unknown[]; user?: unknown } = {}) {
  const calls = { user: 0, functions: [] as string[], lines: 0 };
  server.use(
    http.get(`${BASE_URLS.main}/v1/user/getUser`, () => {
      calls.user += 1;
      return ok(options.user ?? RAW_USER);
    }),
    http.post(`${BASE_URLS.main}/v1/roleFunction/queryFunctionAllByUserIdSystemId`, ({ request }) => {
      calls.functions.push(new URL(request.url).search);
      return ok(options.functions ?? MENU_NODES);
    }),
    http.get(`${BASE_URLS.main}/v1/businessLine/queryAll`, () => {
      calls.lines += 1;
      return ok([{ id: 9, title: '孕产保健' }]);
    }),
  );
  return calls;
}

const LOGIN = { mch_token: 'tok-1' };

describe('start: the address', () => {
  it('stores the token as the login cookie on the parent domain, strips it and keeps every other param', async () => {
    backend();
    const t = testWorkbench({
      href: 'http://app.example.com/resident-case?a=1&token=tok-new&theme=red&b=2#top',
      cookieDomain: '.example.com',
    });
    const state = await t.wb.session.start({ targetRoute: '/resident-case?a=1' });
    expect(t.cookies.get('mch_token')).toBe('tok-new');
    expect(t.cookies.written).toEqual([{ name: 'mch_token', value: 'tok-new', domain: '.example.com' }]);
    expect(t.sessionStorage.getItem('mch.token')).toBe('tok-new');
    expect(t.location.href()).toBe('http://app.example.com/resident-case?a=1&theme=red&b=2#top');
    expect(state).toMatchObject({
      status: 'ready',
      theme: 'red',
      demoMode: false,
      targetRoute: '/resident-case?a=1',
    });
  });

  it('sourceType=CXYGT turns the demo mode on and keeps it in the session', async () => {
    backend();
    const t = testWorkbench({ href: 'http://localhost/?sourceType=CXYGT', cookies: LOGIN });
    const state = await t.wb.session.start();
    expect(state).toMatchObject({ status: 'ready', demoMode: true });
    expect(t.sessionStorage.getItem('mch.demoMode')).toBe('1');

    const again = testWorkbench({ cookies: LOGIN, session: { 'mch.demoMode': '1' } });
    await expect(again.wb.session.start()).resolves.toMatchObject({ demoMode: true });
    const plain = testWorkbench({ cookies: LOGIN });
    await expect(plain.wb.session.start()).resolves.toMatchObject({ demoMode: false });
  });

  it('an invalid theme is ignored', async () => {
    backend();
    const t = testWorkbench({ href: 'http://localhost/?theme=url(javascript:x)', cookies: LOGIN });
    await expect(t.wb.session.start()).resolves.toMatchObject({ status: 'ready', theme: null });
  });

  it('without a login cookie: one logout to the sign-in site and no request', async () => {
    const calls = backend();
    const t = testWorkbench();
    const state = await t.wb.session.start({ targetRoute: '/workbench' });
    expect(state).toEqual({ status: 'loggedOut', reason: 'noCookie' });
    t.wb.session.logout();
    t.wb.session.logout('expired');
    expect(t.location.assigned).toEqual([signInBack(t.location.href())]);
    expect(calls.user).toBe(0);
  });
});

describe('start: a token handed over by the host', () => {
  it('is stored as the login cookie like a ?token= in the address, and the user loads', async () => {
    backend();
    const location = memoryLocation('http://app.example.com/workbench');
    const cookies = recordingCookies();
    const wb = createWorkbench({
      baseUrls: BASE_URLS,
      signInUrl: SIGN_IN_URL,
      cookieDomain: '.example.com',
      token: 'tok-handed',
      adapters: { cookies, location, sessionStorage: memoryStorage(), localStorage: memoryStorage() },
    });
    await expect(wb.session.start()).resolves.toMatchObject({ status: 'ready' });
    expect(cookies.written).toEqual([{ name: 'mch_token', value: 'tok-handed', domain: '.example.com' }]);
    expect(location.href()).toBe('http://app.example.com/workbench');
  });
});

describe('start: a login cookie the browser does not keep', () => {
  /** A workbench whose browser refuses every cookie, on `href`. */
  function refusing(href: string, cookieDomain: string) {
    const location = memoryLocation(href);
    const wb = createWorkbench({
      baseUrls: BASE_URLS,
      signInUrl: SIGN_IN_URL,
      cookieDomain,
      adapters: {
        fetch: (req) => globalThis.fetch(req),
        cookies: { get: () => undefined, set: () => {}, remove: () => {}, names: () => [] },
        location,
        sessionStorage: memoryStorage(),
        localStorage: memoryStorage(),
        clock: systemClock,
        visibility: manualVisibility(),
      },
    });
    return { wb, location };
  }

  it('names a cookie domain that does not match the host, and never goes back to the sign-in site', async () => {
    const calls = backend();
    const { wb, location } = refusing('http://10.1.2.3/?token=tok-1', '.example.org');
    const state = await wb.session.start();
    expect(state.status).toBe('error');
    const error = state.status === 'error' ? state.error : null;
    expect(error).toBeInstanceOf(LoginCookieError);
    expect(error).toMatchObject({
      problem: 'domainMismatch',
      cookieDomain: '.example.org',
      host: '10.1.2.3',
      messageKey: 'session.cookie.domainMismatch',
    });
    // The token left the address all the same; no call, no redirect, and a retry says the same.
    expect(location.href()).toBe('http://10.1.2.3/');
    expect(location.assigned).toEqual([]);
    expect(calls.user).toBe(0);
    await expect(wb.session.start()).resolves.toMatchObject({
      status: 'error',
      error: { problem: 'domainMismatch' },
    });
    expect(location.assigned).toEqual([]);
  });

  it('says the browser did not keep it when the domain matches (cookies blocked)', async () => {
    backend();
    const { wb, location } = refusing('https://app.example.org/?token=tok-1', '.example.org');
    await expect(wb.session.start()).resolves.toMatchObject({
      status: 'error',
      error: { problem: 'notKept', messageKey: 'session.cookie.notKept' },
    });
    expect(location.assigned).toEqual([]);
  });
});

describe('cookieDomainMatches', () => {
  it('matches the host itself and its parent domains, never an IP address under a name', () => {
    expect(cookieDomainMatches('app.example.org', '')).toBe(true);
    expect(cookieDomainMatches('app.example.org', '.example.org')).toBe(true);
    expect(cookieDomainMatches('example.org', 'example.org')).toBe(true);
    expect(cookieDomainMatches('APP.Example.org', '.example.ORG')).toBe(true);
    expect(cookieDomainMatches('app.example.com', '.example.org')).toBe(false);
    expect(cookieDomainMatches('badexample.org', 'example.org')).toBe(false);
    expect(cookieDomainMatches('127.0.0.1', '.0.0.1')).toBe(false);
    expect(cookieDomainMatches('127.0.0.1', '127.0.0.1')).toBe(true);
  });
});

describe('start: loading the user', () => {
  it('loads the user (relationId as doctorId), the functions for system 25 and builds the menu', async () => {
    const calls = backend();
    const t = testWorkbench({ cookies: LOGIN });
    const seen: SessionState['status'][] = [];
    t.wb.session.subscribe(() => seen.push(t.wb.session.getSnapshot().status));
    const state = await t.wb.session.start({ targetRoute: '/loginLog' });
    expect(seen).toEqual(['loading', 'ready']);
    expect(calls.functions).toEqual(['?userId=7&systemId=25']);
    if (state.status !== 'ready') throw new Error(state.status);
    expect(state.user).toMatchObject({ id: 7, doctorId: 42, nickName: '张三', unitName: '长沙市妇幼保健院' });
    expect(state.menu.items.map((i) => i.name)).toEqual(['/resident-case', '/loginLog']);
    expect(state.targetRoute).toBe('/loginLog');
    expect(t.wb.session.getUser()?.identityCard).toBe(RAW_USER.identityCard);
    expect(t.sessionStorage.getItem('mch.token')).toBe('tok-1');
  });

  it('remembers the target route while loading', async () => {
    backend();
    const t = testWorkbench({ cookies: LOGIN });
    const done = t.wb.session.start({ targetRoute: '/user-notice' });
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'loading', targetRoute: '/user-notice' });
    await done;
  });

  it('loads the business lines only with businessLineManage', async () => {
    const without = backend();
    await testWorkbench({ cookies: LOGIN }).wb.session.start();
    expect(without.lines).toBe(0);

    const withLines = backend({ functions: [...MENU_NODES, BUSINESS_NODE] });
    const state = await testWorkbench({ cookies: LOGIN }).wb.session.start();
    expect(withLines.lines).toBe(1);
    expect(state).toMatchObject({ status: 'ready', businessLines: [{ id: 9, title: '孕产保健' }] });
  });

  it('is ready with the menu before the business lines arrive, which follow in a second snapshot', async () => {
    backend({ functions: [...MENU_NODES, BUSINESS_NODE] });
    const t = testWorkbench({ cookies: LOGIN });
    const seen: SessionState[] = [];
    t.wb.session.subscribe(() => seen.push(t.wb.session.getSnapshot()));
    await t.wb.session.start();
    const ready = seen.filter((s) => s.status === 'ready');
    expect(ready).toHaveLength(2);
    expect(ready[0]).toMatchObject({ businessLines: [], menu: { hasBusinessLines: true } });
    expect(ready[1]).toMatchObject({ businessLines: [{ id: 9, title: '孕产保健' }] });
  });

  it('keeps the menu when the business lines fail', async () => {
    backend({ functions: [...MENU_NODES, BUSINESS_NODE] });
    server.use(http.get(`${BASE_URLS.main}/v1/businessLine/queryAll`, () => fail(500, 'down')));
    const state = await testWorkbench({ cookies: LOGIN }).wb.session.start();
    expect(state).toMatchObject({ status: 'ready', businessLines: [] });
  });

  it('concurrent starts share one load; a loaded session is not loaded again', async () => {
    const calls = backend();
    const t = testWorkbench({ cookies: LOGIN });
    const [a, b] = await Promise.all([t.wb.session.start(), t.wb.session.start()]);
    expect(a).toBe(b);
    await t.wb.session.start();
    expect(calls.user).toBe(1);
    expect(calls.functions).toHaveLength(1);
  });

  it('a new token in the address loads the new user', async () => {
    const calls = backend();
    const t = testWorkbench({ cookies: LOGIN });
    await t.wb.session.start();
    t.location.replace('http://localhost/?token=tok-2');
    await t.wb.session.start();
    expect(calls.user).toBe(2);
    expect(t.wb.session.getToken()).toBe('tok-2');
  });

  it('no menu item: no permission; confirming clears the login cookies and opens the sign-in page', async () => {
    backend({ functions: [BUSINESS_NODE] });
    const t = testWorkbench({ cookies: LOGIN, cookieDomain: '.example.com' });
    const state = await t.wb.session.start();
    expect(state).toMatchObject({ status: 'noPermission', user: { id: 7 } });
    t.wb.session.confirmNoPermission();
    expect(t.cookies.get('mch_token')).toBeUndefined();
    expect(t.cookies.removed).toEqual([
      { name: 'mch_token', domain: '.example.com' },
      { name: 'mch_token', domain: undefined },
    ]);
    expect(t.location.assigned).toEqual([signInBack(t.location.href())]);
  });

  it('a failed user load is an error the app can retry', async () => {
    server.use(http.get(`${BASE_URLS.main}/v1/user/getUser`, () => fail(500, 'boom')));
    const t = testWorkbench({ cookies: LOGIN });
    const state = await t.wb.session.start();
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.error).toBeInstanceOf(ApiError);

    backend();
    await expect(t.wb.session.start()).resolves.toMatchObject({ status: 'ready' });
  });

  it('a user without an id is an error', async () => {
    backend({ user: { ...RAW_USER, id: null } });
    const state = await testWorkbench({ cookies: LOGIN }).wb.session.start();
    expect(state.status).toBe('error');
  });

  it('an expired login stays loading until the policy logs out after 2 s', async () => {
    server.use(http.get(`${BASE_URLS.main}/v1/user/getUser`, () => fail('BIZ.TOKEN_EXPIRATION', 'expired')));
    const t = testWorkbench({ cookies: LOGIN });
    const state = await t.wb.session.start({ targetRoute: '/x' });
    expect(state).toEqual({ status: 'loading', targetRoute: '/x' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'loggedOut', reason: 'expired' });
    expect(t.location.assigned).toEqual([signInBack(t.location.href())]);
  });
});

describe('the user’s place across an expiry', () => {
  const OPEN = JSON.stringify([{ path: '/mahefnq' }]);

  it('sends the page to come back to, without its token, to the sign-in site', () => {
    expect(
      signInAddress(
        'https://sso.example.org/login',
        undefined,
        'https://wb.example.org/mahefnq?a=1&token=t#x',
      ),
    ).toBe(
      `https://sso.example.org/login?redirect=${encodeURIComponent('https://wb.example.org/mahefnq?a=1')}`,
    );
    expect(signInAddress('/demo-login', 'back', 'http://127.0.0.1:4173/user-notice')).toBe(
      `/demo-login?back=${encodeURIComponent('http://127.0.0.1:4173/user-notice')}`,
    );
    expect(signInAddress('https://sso.example.org/login', null, 'https://wb.example.org/x')).toBe(
      'https://sso.example.org/login',
    );
    expect(signInAddress('https://sso.example.org/login', undefined, 'about:blank')).toBe(
      'https://sso.example.org/login',
    );
  });

  it('an expiry keeps the open pages for the same user’s next sign-in, and only theirs', async () => {
    backend();
    const t = testWorkbench({ cookies: LOGIN, href: 'http://localhost/mahefnq' });
    await t.wb.session.start();
    t.sessionStorage.setItem(SESSION_KEYS.openPages, OPEN);
    t.sessionStorage.setItem(SESSION_KEYS.currentPage, '/mahefnq');
    t.wb.session.logout('expired');
    expect(t.sessionStorage.getItem(SESSION_KEYS.openPages)).toBeNull();

    // The same user signs in again on this tab: the pages come back.
    const again = testWorkbench({ cookies: LOGIN, session: snapshotOf(t.sessionStorage) });
    await again.wb.session.start();
    expect(again.sessionStorage.getItem(SESSION_KEYS.openPages)).toBe(OPEN);
    expect(again.sessionStorage.getItem(SESSION_KEYS.currentPage)).toBe('/mahefnq');
    expect(again.sessionStorage.getItem(RETURN_PLACE_KEY)).toBeNull();
  });

  it('another user signing in on the tab gets neither the pages nor the drafts', async () => {
    backend();
    const t = testWorkbench({ cookies: LOGIN });
    await t.wb.session.start();
    t.wb.drafts.save('org:create:1', { name: 'typed by user 1' });
    t.sessionStorage.setItem(SESSION_KEYS.openPages, OPEN);
    t.wb.session.logout('expired');

    backend({ user: { ...RAW_USER, id: 999 } });
    const other = testWorkbench({ cookies: LOGIN, session: snapshotOf(t.sessionStorage) });
    await other.wb.session.start();
    expect(other.sessionStorage.getItem(SESSION_KEYS.openPages)).toBeNull();
    expect(other.sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
    expect(other.wb.drafts.has('org:create:1')).toBe(false);
  });

  it('a logout by the user keeps no place', async () => {
    backend();
    const t = testWorkbench({ cookies: LOGIN });
    await t.wb.session.start();
    t.sessionStorage.setItem(SESSION_KEYS.openPages, OPEN);
    t.wb.session.logout('user');
    expect(t.sessionStorage.getItem(RETURN_PLACE_KEY)).toBeNull();
  });
});

/** The items of a memory storage, to start another tab's workbench from (the same tab after a reload). */
function snapshotOf(storage: { getItem(key: string): string | null }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [
    SESSION_KEYS.openPages,
    SESSION_KEYS.currentPage,
    RETURN_PLACE_KEY,
    DRAFTS_STORAGE_KEY,
  ]) {
    const value = storage.getItem(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

describe('logout', () => {
  it('clears the cookie on the domain and host-only and only the SDK session keys', async () => {
    backend();
    const session = {
      'mch.token': 'tok-1',
      'mch.demoMode': '1',
      'mch.openPages': '[]',
      'mch.currentPage': '/workbench',
      'mch.trainingToken': '{}',
      'other.app': 'keep me',
    };
    const t = testWorkbench({ cookies: { ...LOGIN, other: 'x' }, session, cookieDomain: '.example.com' });
    await t.wb.session.start();
    t.wb.session.logout();
    t.wb.session.logout();
    for (const key of Object.keys(session).filter((k) => k !== 'other.app')) {
      expect(t.sessionStorage.getItem(key)).toBeNull();
    }
    expect(t.sessionStorage.getItem('other.app')).toBe('keep me');
    expect(t.cookies.get('mch_token')).toBeUndefined();
    expect(t.cookies.get('other')).toBe('x');
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'loggedOut', reason: 'user' });
    expect(t.wb.session.getUser()).toBeNull();
    expect(t.location.assigned).toEqual([signInBack(t.location.href())]);
  });
});

describe('resolveLanding', () => {
  it('opens the workbench, or the first menu item in demo mode', async () => {
    backend({
      functions: [
        { code: 'g', name: '组', type: 1, frontActionUrl: null, treeCode: '1', children: MENU_NODES },
      ],
    });
    expect(resolveLanding({ status: 'idle' })).toBe('/workbench');
    const normal = await testWorkbench({ cookies: LOGIN }).wb.session.start();
    expect(resolveLanding(normal)).toBe('/workbench');
    const demo = await testWorkbench({ cookies: LOGIN, session: { 'mch.demoMode': '1' } }).wb.session.start();
    expect(resolveLanding(demo)).toBe('/resident-case');
  });

  it('keeps the query of the first item (a framed page)', async () => {
    backend({
      functions: [
        { code: 'o', name: '外部', type: 1, frontActionUrl: 'https://ext.example.com/a', treeCode: '1' },
      ],
    });
    const demo = await testWorkbench({
      href: 'http://localhost/?sourceType=CXYGT',
      cookies: LOGIN,
    }).wb.session.start();
    expect(resolveLanding(demo)).toBe(
      `/out-system-url?url=${encodeURIComponent('https://ext.example.com/a')}`,
    );
  });
});

describe('toUserInfo', () => {
  it('coerces digit-string ids and maps relationId to doctorId', () => {
    expect(toUserInfo({ ...RAW_USER, id: '7', unitId: '3', relationId: '42' })).toMatchObject({
      id: 7,
      unitId: 3,
      doctorId: 42,
    });
    expect(toUserInfo({ ...RAW_USER, relationId: null })?.doctorId).toBeNull();
    expect(toUserInfo({ ...RAW_USER, id: 'abc' })).toBeNull();
    expect(toUserInfo('nope')).toBeNull();
  });
});
