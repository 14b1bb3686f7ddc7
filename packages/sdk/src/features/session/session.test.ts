import type { DemoFunction, DemoToken, DemoUser, TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, recordingCookies, SIGN_IN_URL, testDemo, testWorkbench } from '../../../test/helpers';
import { SESSION_KEYS } from '../../domain/pages';
import { ApiError } from '../../http/errors';
import { manualVisibility, memoryLocation, memoryStorage, systemClock } from '../../runtime/adapters';
import { DRAFTS_STORAGE_KEY } from '../../runtime/drafts';
import { createWorkbench } from '../../workbench';
import { RESIDENT_RECORDS_KEY } from '../residents/record-refs';
import {
  cookieDomainMatches,
  expectedLandingPage,
  LoginCookieError,
  landingPage,
  landingRoute,
  OPEN_PAGES_OWNER_KEY,
  RETURN_PLACE_KEY,
  resolveLanding,
  type SessionState,
  signInAddress,
  toUserInfo,
} from './session';
import { tokenFingerprint } from './token-watch';

/** The sign-in address with the page to come back to, as every logout sends it. */
const signInBack = (page: string) => `${SIGN_IN_URL}?redirect=${encodeURIComponent(page)}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The demo user the tests sign in as. */
const TOKEN: DemoToken = 'demo-doctor';
const LOGIN = { mch_token: TOKEN };

const MENU_NODES: DemoFunction[] = [
  { code: 'resident', name: '居民档案', type: 1, frontActionUrl: 'resident-case', treeCode: '01' },
  { code: 'loginLog', name: '登录日志', type: 1, frontActionUrl: '/loginLog', treeCode: '02' },
];
const BUSINESS_NODE: DemoFunction = {
  code: 'businessLineManage',
  name: '业务线',
  type: 2,
  frontActionUrl: null,
  treeCode: '03',
};

/** A test demo whose demo-doctor is granted `functions` (two menu items by default). */
function backend(functions: DemoFunction[] = MENU_NODES): TestDemo {
  const demo = testDemo();
  demoUser(demo, TOKEN).functions = functions;
  return demo;
}

/** The session's calls the demo was asked. */
function calls(demo: TestDemo) {
  return {
    user: demo.requestsTo('GET main /v1/user/getUser').length,
    functions: demo
      .requestsTo('POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId')
      .map((r) => r.search),
    lines: demo.requestsTo('GET main /v1/businessLine/queryAll').length,
  };
}

/** A workbench on `demo` with demo-doctor's login cookie (and `options` as testWorkbench's). */
function loggedIn(demo: TestDemo, options: Parameters<typeof testWorkbench>[0] = {}) {
  return testWorkbench({ demo, ...options, cookies: { ...LOGIN, ...options.cookies } });
}

/** A user as `GET /v1/user/getUser` returns it (demo-doctor's). */
function rawUser(demo: TestDemo): Omit<DemoUser, 'token' | 'functions'> {
  const { token: _token, functions: _functions, ...raw } = demoUser(demo, TOKEN);
  return raw;
}

describe('start: the address', () => {
  it('stores the token as the login cookie on the parent domain, strips it and keeps every other param', async () => {
    const t = testWorkbench({
      demo: backend(),
      href: 'http://app.example.com/resident-case?a=1&token=demo-admin&theme=red&b=2#top',
      cookieDomain: '.example.com',
    });
    const state = await t.wb.session.start({ targetRoute: '/resident-case?a=1' });
    expect(t.cookies.get('mch_token')).toBe('demo-admin');
    expect(t.cookies.written).toEqual([{ name: 'mch_token', value: 'demo-admin', domain: '.example.com' }]);
    expect(t.sessionStorage.getItem('mch.token')).toBe(tokenFingerprint('demo-admin'));
    expect(t.location.href()).toBe('http://app.example.com/resident-case?a=1&theme=red&b=2#top');
    expect(state).toMatchObject({
      status: 'ready',
      theme: 'red',
      demoMode: false,
      targetRoute: '/resident-case?a=1',
    });
  });

  it('sourceType=CXYGT turns the demo mode on and keeps it in the session', async () => {
    const demo = backend();
    const t = loggedIn(demo, { href: 'http://localhost/?sourceType=CXYGT' });
    const state = await t.wb.session.start();
    expect(state).toMatchObject({ status: 'ready', demoMode: true });
    expect(t.sessionStorage.getItem('mch.demoMode')).toBe('1');

    const again = loggedIn(demo, { session: { 'mch.demoMode': '1' } });
    await expect(again.wb.session.start()).resolves.toMatchObject({ demoMode: true });
    const plain = loggedIn(demo);
    await expect(plain.wb.session.start()).resolves.toMatchObject({ demoMode: false });
  });

  it('an invalid theme is ignored', async () => {
    const t = loggedIn(backend(), { href: 'http://localhost/?theme=url(javascript:x)' });
    await expect(t.wb.session.start()).resolves.toMatchObject({ status: 'ready', theme: null });
  });

  it('without a login cookie: one logout to the sign-in site and no request', async () => {
    const t = testWorkbench({ demo: backend() });
    const state = await t.wb.session.start({ targetRoute: '/workbench' });
    expect(state).toEqual({ status: 'loggedOut', reason: 'noCookie' });
    t.wb.session.logout();
    t.wb.session.logout('expired');
    expect(t.location.assigned).toEqual([signInBack(t.location.href())]);
    expect(t.demo.seen).toEqual([]);
  });
});

describe('start: a token handed over by the host', () => {
  it('is stored as the login cookie like a ?token= in the address, and the user loads', async () => {
    const demo = backend();
    const location = memoryLocation('http://app.example.com/workbench');
    const cookies = recordingCookies();
    const wb = createWorkbench({
      baseUrls: demo.baseUrls,
      signInUrl: SIGN_IN_URL,
      cookieDomain: '.example.com',
      token: 'demo-admin',
      adapters: {
        fetch: demo.fetch,
        cookies,
        location,
        sessionStorage: memoryStorage(),
        localStorage: memoryStorage(),
      },
    });
    await expect(wb.session.start()).resolves.toMatchObject({
      status: 'ready',
      user: { id: demoUser(demo, 'demo-admin').id },
    });
    expect(cookies.written).toEqual([{ name: 'mch_token', value: 'demo-admin', domain: '.example.com' }]);
    expect(location.href()).toBe('http://app.example.com/workbench');
  });
});

describe('start: a login cookie the browser does not keep', () => {
  /** A workbench whose browser refuses every cookie, on `href`. */
  function refusing(href: string, cookieDomain: string) {
    const demo = backend();
    const location = memoryLocation(href);
    const wb = createWorkbench({
      baseUrls: demo.baseUrls,
      signInUrl: SIGN_IN_URL,
      cookieDomain,
      adapters: {
        fetch: demo.fetch,
        cookies: { get: () => undefined, set: () => {}, remove: () => {}, names: () => [] },
        location,
        sessionStorage: memoryStorage(),
        localStorage: memoryStorage(),
        clock: systemClock,
        visibility: manualVisibility(),
      },
    });
    return { wb, location, demo };
  }

  it('names a cookie domain that does not match the host, and never goes back to the sign-in site', async () => {
    const { wb, location, demo } = refusing(`http://10.1.2.3/?token=${TOKEN}`, '.example.org');
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
    expect(demo.seen).toEqual([]);
    await expect(wb.session.start()).resolves.toMatchObject({
      status: 'error',
      error: { problem: 'domainMismatch' },
    });
    expect(location.assigned).toEqual([]);
  });

  it('says the browser did not keep it when the domain matches (cookies blocked)', async () => {
    const { wb, location } = refusing(`https://app.example.org/?token=${TOKEN}`, '.example.org');
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
    const demo = backend();
    const raw = rawUser(demo);
    const t = loggedIn(demo);
    const seen: SessionState['status'][] = [];
    t.wb.session.subscribe(() => seen.push(t.wb.session.getSnapshot().status));
    const state = await t.wb.session.start({ targetRoute: '/loginLog' });
    expect(seen).toEqual(['loading', 'ready']);
    expect(calls(demo).functions).toEqual([`?userId=${raw.id}&systemId=25`]);
    if (state.status !== 'ready') throw new Error(state.status);
    expect(raw.relationId).not.toBeNull();
    expect(state.user).toMatchObject({
      id: raw.id,
      doctorId: raw.relationId,
      nickName: raw.nickName,
      unitName: raw.unitName,
    });
    expect(state.menu.items.map((i) => i.name)).toEqual(['/resident-case', '/loginLog']);
    expect(state.targetRoute).toBe('/loginLog');
    expect(t.wb.session.getUser()?.identityCard).toBe(raw.identityCard);
    expect(t.sessionStorage.getItem('mch.token')).toBe(tokenFingerprint(TOKEN));
  });

  it('remembers the target route while loading', async () => {
    const t = loggedIn(backend());
    const done = t.wb.session.start({ targetRoute: '/user-notice' });
    expect(t.wb.session.getSnapshot()).toEqual({
      status: 'loading',
      targetRoute: '/user-notice',
      demoMode: false,
    });
    await done;
  });

  it('loads the business lines only with businessLineManage', async () => {
    const without = backend();
    await loggedIn(without).wb.session.start();
    expect(calls(without).lines).toBe(0);
    expect(without.db().main.businessLines.length).toBeGreaterThan(0);
    await expect(loggedIn(backend()).wb.session.start()).resolves.toMatchObject({
      businessLines: [],
      businessLinesStatus: 'loaded',
    });

    const withLines = backend([...MENU_NODES, BUSINESS_NODE]);
    const state = await loggedIn(withLines).wb.session.start();
    expect(calls(withLines).lines).toBe(1);
    const lines = withLines.db().main.businessLines;
    expect(lines.length).toBeGreaterThan(0);
    expect(state).toMatchObject({ status: 'ready', businessLines: lines });
  });

  it('is ready with the menu before the business lines arrive, which follow in a second snapshot', async () => {
    const t = loggedIn(backend([...MENU_NODES, BUSINESS_NODE]));
    const seen: SessionState[] = [];
    t.wb.session.subscribe(() => seen.push(t.wb.session.getSnapshot()));
    await t.wb.session.start();
    const ready = seen.filter((s) => s.status === 'ready');
    expect(ready).toHaveLength(2);
    expect(ready[0]).toMatchObject({
      businessLines: [],
      businessLinesStatus: 'loading',
      menu: { hasBusinessLines: true },
    });
    expect(ready[1]).toMatchObject({
      businessLines: t.demo.db().main.businessLines,
      businessLinesStatus: 'loaded',
    });
    expect(t.demo.db().main.businessLines.length).toBeGreaterThan(0);
  });

  it('keeps the menu when the business lines fail', async () => {
    const demo = backend([...MENU_NODES, BUSINESS_NODE]);
    demo.faults.set({ kind: 'http500', backend: 'main', path: '/v1/businessLine/queryAll' });
    const state = await loggedIn(demo).wb.session.start();
    expect(state).toMatchObject({ status: 'ready', businessLines: [], businessLinesStatus: 'failed' });
    expect(state.status === 'ready' && state.menu.items.map((i) => i.name)).toEqual([
      '/resident-case',
      '/loginLog',
    ]);
  });

  it('concurrent starts share one load; a loaded session is not loaded again', async () => {
    const t = loggedIn(backend());
    const [a, b] = await Promise.all([t.wb.session.start(), t.wb.session.start()]);
    expect(a).toBe(b);
    await t.wb.session.start();
    expect(calls(t.demo).user).toBe(1);
    expect(calls(t.demo).functions).toHaveLength(1);
  });

  it('a new token in the address loads the new user', async () => {
    const t = loggedIn(backend());
    await t.wb.session.start();
    t.location.replace('http://localhost/?token=demo-admin');
    const state = await t.wb.session.start();
    expect(calls(t.demo).user).toBe(2);
    expect(t.wb.session.getToken()).toBe('demo-admin');
    expect(state).toMatchObject({ user: { id: demoUser(t.demo, 'demo-admin').id } });
  });

  it('no menu item: no permission; confirming clears the login cookies and opens the sign-in page', async () => {
    const t = loggedIn(backend([BUSINESS_NODE]), { cookieDomain: '.example.com' });
    const state = await t.wb.session.start();
    expect(state).toMatchObject({ status: 'noPermission', user: { id: rawUser(t.demo).id } });
    t.wb.session.confirmNoPermission();
    expect(t.cookies.get('mch_token')).toBeUndefined();
    expect(t.cookies.removed).toEqual([
      { name: 'mch_token', domain: '.example.com' },
      { name: 'mch_token', domain: undefined },
    ]);
    expect(t.location.assigned).toEqual([signInBack(t.location.href())]);
  });

  it('a failed user load is an error the app can retry', async () => {
    const t = loggedIn(backend());
    t.demo.faults.set({ kind: 'http500', backend: 'main', path: '/v1/user/getUser', times: 1 });
    const state = await t.wb.session.start();
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.error).toBeInstanceOf(ApiError);

    await expect(t.wb.session.start()).resolves.toMatchObject({ status: 'ready' });
  });

  it('a user without an id is an error', async () => {
    // No demo user lacks an id: the answer is arranged.
    const demo = backend();
    demo.answer('GET main /v1/user/getUser', {
      json: { code: 0, msg: 'success', data: { ...rawUser(demo), id: null } },
    });
    const state = await loggedIn(demo).wb.session.start();
    expect(state.status).toBe('error');
  });

  it('an expired login stays loading until the policy logs out after 2 s', async () => {
    const t = loggedIn(backend());
    t.demo.faults.set({ kind: 'tokenExpired', backend: 'main', path: '/v1/user/getUser' });
    const state = await t.wb.session.start({ targetRoute: '/x' });
    expect(state).toEqual({ status: 'loading', targetRoute: '/x', demoMode: false });
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'loggedOut', reason: 'expired' });
    expect(t.location.assigned).toEqual([signInBack(t.location.href())]);
  });
});

describe('start: a caller that gives up (abort signal)', () => {
  /** A workbench whose user call answers only after 5 s. */
  function slowUser() {
    const t = loggedIn(backend());
    t.demo.faults.set({ kind: 'delay', backend: 'main', path: '/v1/user/getUser', delayMs: 5_000, times: 1 });
    return t;
  }

  it('the only caller aborting cancels the load quietly: idle again, and a later start loads afresh', async () => {
    const t = slowUser();
    const warnings: unknown[] = [];
    t.wb.events.on('warning', (w) => warnings.push(w));
    t.wb.events.on('networkError', (w) => warnings.push(w));
    const controller = new AbortController();
    const started = t.wb.session.start({ signal: controller.signal });
    expect(t.wb.session.getSnapshot().status).toBe('loading');
    controller.abort();
    await expect(started).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'idle' });
    await vi.advanceTimersByTimeAsync(6_000);
    // The cancelled load neither settles the session nor asks for the menu, and nothing was reported.
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'idle' });
    expect(calls(t.demo).functions).toHaveLength(0);
    expect(warnings).toEqual([]);

    await expect(t.wb.session.start()).resolves.toMatchObject({ status: 'ready' });
  });

  it('a caller that aborts stops waiting; the load goes on for a caller without a signal', async () => {
    const t = slowUser();
    const controller = new AbortController();
    const shared = t.wb.session.start();
    const leaving = t.wb.session.start({ signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(leaving).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(shared).resolves.toMatchObject({ status: 'ready' });
    expect(calls(t.demo).user).toBe(1);
  });

  it('the load goes on while another caller with a signal still waits', async () => {
    const t = slowUser();
    const first = new AbortController();
    const second = new AbortController();
    const leaving = t.wb.session.start({ signal: first.signal });
    const staying = t.wb.session.start({ signal: second.signal });
    first.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.wb.session.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(staying).resolves.toMatchObject({ status: 'ready' });
  });

  it('an abort once the session is ready undoes nothing; an aborted signal starts nothing', async () => {
    const t = loggedIn(backend());
    const controller = new AbortController();
    await expect(t.wb.session.start({ signal: controller.signal })).resolves.toMatchObject({
      status: 'ready',
    });
    controller.abort();
    expect(t.wb.session.getSnapshot().status).toBe('ready');

    const fresh = loggedIn(backend());
    await expect(fresh.wb.session.start({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fresh.wb.session.getSnapshot()).toEqual({ status: 'idle' });
    expect(calls(fresh.demo).user).toBe(0);
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
    // A resident's identity number is not sent to the sign-in site: the way back is the app's start.
    expect(
      signInAddress(
        'https://sso.example.org/login',
        undefined,
        'https://wb.example.org/resident-case-detail?idCard=430102199001011234&token=t',
      ),
    ).toBe(`https://sso.example.org/login?redirect=${encodeURIComponent('https://wb.example.org/')}`);
  });

  it('a user who logs out leaves no draft of theirs in the tab; other users’ stay', async () => {
    const demo = backend();
    const t = loggedIn(demo, { href: 'http://localhost/mahefnq' });
    await t.wb.session.start();
    const user = String(t.wb.session.getUser()?.id);
    t.sessionStorage.setItem(
      DRAFTS_STORAGE_KEY,
      JSON.stringify({
        v: 2,
        users: {
          [user]: { org: { savedAt: Date.now(), value: { name: '孙颖 430102199001011234' } } },
          other: { org: { savedAt: Date.now(), value: { name: 'x' } } },
        },
      }),
    );
    t.wb.session.logout('user');
    const kept = JSON.parse(t.sessionStorage.getItem(DRAFTS_STORAGE_KEY) ?? 'null') as { users: object };
    expect(Object.keys(kept.users)).toEqual(['other']);
  });

  it('an expiry keeps the open pages for the same user’s next sign-in, and only theirs', async () => {
    const demo = backend();
    const t = loggedIn(demo, { href: 'http://localhost/mahefnq' });
    await t.wb.session.start();
    t.sessionStorage.setItem(SESSION_KEYS.openPages, OPEN);
    t.sessionStorage.setItem(SESSION_KEYS.currentPage, '/mahefnq');
    const record = t.wb.residentRecords.pageQuery('430102199001011234')?.record;
    t.wb.session.logout('expired');
    expect(t.sessionStorage.getItem(SESSION_KEYS.openPages)).toBeNull();
    expect(t.sessionStorage.getItem(RESIDENT_RECORDS_KEY)).toBeNull();

    // The same user signs in again on this tab: the pages come back, and the records among them.
    const again = loggedIn(demo, { session: snapshotOf(t.sessionStorage) });
    await again.wb.session.start();
    expect(again.sessionStorage.getItem(SESSION_KEYS.openPages)).toBe(OPEN);
    expect(again.sessionStorage.getItem(SESSION_KEYS.currentPage)).toBe('/mahefnq');
    expect(again.sessionStorage.getItem(RETURN_PLACE_KEY)).toBeNull();
    expect(again.wb.residentRecords.idCardOf(record)).toBe('430102199001011234');
  });

  it('another user signing in on the tab gets neither the pages nor the drafts; the first user’s drafts wait for them', async () => {
    const t = loggedIn(backend());
    await t.wb.session.start();
    t.wb.drafts.save('org:create:1', { name: 'typed by user 1' });
    t.sessionStorage.setItem(SESSION_KEYS.openPages, OPEN);
    const record = t.wb.residentRecords.pageQuery('430102199001011234')?.record;
    t.wb.session.logout('expired');

    const other = testWorkbench({
      demo: t.demo,
      token: 'demo-admin',
      session: snapshotOf(t.sessionStorage),
    });
    await expect(other.wb.session.start()).resolves.toMatchObject({ status: 'ready' });
    expect(other.sessionStorage.getItem(SESSION_KEYS.openPages)).toBeNull();
    expect(other.wb.drafts.has('org:create:1')).toBe(false);
    expect(other.wb.residentRecords.idCardOf(record)).toBeNull();
    other.wb.session.logout('user');

    const back = loggedIn(t.demo, { session: snapshotOf(other.sessionStorage) });
    await back.wb.session.start();
    expect(back.wb.drafts.load('org:create:1', (v): v is { name: string } => typeof v === 'object')).toEqual({
      name: 'typed by user 1',
    });
  });

  it("a reload signed in as another account (switched in another tab) drops the first account's open pages", async () => {
    const t = loggedIn(backend());
    await t.wb.session.start();
    t.sessionStorage.setItem(SESSION_KEYS.openPages, OPEN);
    t.sessionStorage.setItem(SESSION_KEYS.currentPage, '/mahefnq');
    const record = t.wb.residentRecords.pageQuery('430102199001011234')?.record;
    expect(t.sessionStorage.getItem(OPEN_PAGES_OWNER_KEY)).not.toBeNull();

    // The same account after a reload keeps them.
    const same = loggedIn(t.demo, { session: snapshotOf(t.sessionStorage) });
    await same.wb.session.start();
    expect(same.sessionStorage.getItem(SESSION_KEYS.openPages)).toBe(OPEN);
    expect(same.wb.residentRecords.idCardOf(record)).toBe('430102199001011234');

    // No logout in this tab: the cookie now holds another account's token.
    const other = testWorkbench({ demo: t.demo, token: 'demo-admin', session: snapshotOf(t.sessionStorage) });
    await expect(other.wb.session.start()).resolves.toMatchObject({ status: 'ready' });
    expect(other.sessionStorage.getItem(SESSION_KEYS.openPages)).toBeNull();
    expect(other.sessionStorage.getItem(SESSION_KEYS.currentPage)).toBeNull();
    expect(other.wb.residentRecords.idCardOf(record)).toBeNull();
    expect(other.sessionStorage.getItem(OPEN_PAGES_OWNER_KEY)).not.toBe(
      t.sessionStorage.getItem(OPEN_PAGES_OWNER_KEY),
    );
  });

  it('a logout by the user keeps no place', async () => {
    const t = loggedIn(backend());
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
    OPEN_PAGES_OWNER_KEY,
    RETURN_PLACE_KEY,
    DRAFTS_STORAGE_KEY,
    RESIDENT_RECORDS_KEY,
  ]) {
    const value = storage.getItem(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

describe('logout', () => {
  it('clears the cookie on the domain and host-only and only the SDK session keys', async () => {
    const session = {
      'mch.token': TOKEN,
      'mch.demoMode': '1',
      'mch.openPages': '[]',
      'mch.currentPage': '/workbench',
      'mch.trainingToken': '{}',
      'mch.residentRecords': '[]',
      'other.app': 'keep me',
    };
    const t = loggedIn(backend(), { cookies: { other: 'x' }, session, cookieDomain: '.example.com' });
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
    const backendDemo = backend([
      { code: 'g', name: '组', type: 1, frontActionUrl: null, treeCode: '1', children: MENU_NODES },
    ]);
    expect(resolveLanding({ status: 'idle' })).toBe('/workbench');
    const normal = await loggedIn(backendDemo).wb.session.start();
    expect(resolveLanding(normal)).toBe('/workbench');
    const demo = await loggedIn(backendDemo, { session: { 'mch.demoMode': '1' } }).wb.session.start();
    expect(resolveLanding(demo)).toBe('/resident-case');
  });

  it('keeps the query of the first item (a framed page)', async () => {
    const backendDemo = backend([
      { code: 'o', name: '外部', type: 1, frontActionUrl: 'https://ext.example.com/a', treeCode: '1' },
    ]);
    const demo = await loggedIn(backendDemo, {
      href: 'http://localhost/?sourceType=CXYGT',
    }).wb.session.start();
    expect(resolveLanding(demo)).toBe(
      `/out-system-url?url=${encodeURIComponent('https://ext.example.com/a')}`,
    );
  });
});

describe('landingRoute and landingPage', () => {
  it('land on the route asked for before signing in, else on the landing', async () => {
    const menu = backend([
      { code: 'g', name: '组', type: 1, frontActionUrl: null, treeCode: '1', children: MENU_NODES },
    ]);
    const plain = await loggedIn(menu).wb.session.start();
    if (plain.status !== 'ready') throw new Error('not signed in');
    expect(landingRoute(plain)).toBe('/workbench');
    expect(landingPage(plain)).toBe('Workbench');
    const asked = await loggedIn(menu).wb.session.start({ targetRoute: '/loginLog?userName=x' });
    if (asked.status !== 'ready') throw new Error('not signed in');
    expect(landingRoute(asked)).toBe('/loginLog?userName=x');
    expect(landingPage(asked)).toBe('LoginLog');
    const unknown = await loggedIn(menu).wb.session.start({ targetRoute: '/no-such-page' });
    if (unknown.status !== 'ready') throw new Error('not signed in');
    expect(landingPage(unknown)).toBeNull();
  });

  it('are expected while the session loads unless the demo mode waits for the menu', async () => {
    const menu = backend([
      { code: 'g', name: '组', type: 1, frontActionUrl: null, treeCode: '1', children: MENU_NODES },
    ]);
    const plain = loggedIn(menu);
    const plainDone = plain.wb.session.start();
    expect(expectedLandingPage(plain.wb.session.getSnapshot())).toBe('Workbench');
    expect(expectedLandingPage(await plainDone)).toBe('Workbench');
    const asked = loggedIn(menu);
    const askedDone = asked.wb.session.start({ targetRoute: '/loginLog?userName=x' });
    expect(expectedLandingPage(asked.wb.session.getSnapshot())).toBe('LoginLog');
    await askedDone;
    const unknown = loggedIn(menu);
    const unknownDone = unknown.wb.session.start({ targetRoute: '/no-such-page' });
    expect(expectedLandingPage(unknown.wb.session.getSnapshot())).toBeNull();
    await unknownDone;
    // The demo mode lands on the first menu item: not known before the menu is there.
    const demo = loggedIn(menu, { session: { 'mch.demoMode': '1' } });
    const demoDone = demo.wb.session.start();
    expect(demo.wb.session.getSnapshot()).toMatchObject({ status: 'loading', demoMode: true });
    expect(expectedLandingPage(demo.wb.session.getSnapshot())).toBeNull();
    expect(expectedLandingPage(await demoDone)).toBe('ResidentCase');
    expect(expectedLandingPage({ status: 'idle' })).toBeNull();
    expect(expectedLandingPage({ status: 'loggedOut', reason: 'noCookie' })).toBeNull();
  });
});

describe('toUserInfo', () => {
  it('coerces digit-string ids and maps relationId to doctorId', () => {
    const raw = rawUser(testDemo());
    expect(
      toUserInfo({
        ...raw,
        id: String(raw.id),
        unitId: String(raw.unitId),
        relationId: String(raw.relationId),
      }),
    ).toMatchObject({ id: raw.id, unitId: raw.unitId, doctorId: raw.relationId });
    expect(toUserInfo({ ...raw, relationId: null })?.doctorId).toBeNull();
    expect(toUserInfo({ ...raw, id: 'abc' })).toBeNull();
    expect(toUserInfo('nope')).toBeNull();
  });
});
