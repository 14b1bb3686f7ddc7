import { LIVE_SIGNUP_CODE, type TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createWorkbench, type TokenWatchEvents, tokenFingerprint } from '../src/index';
import { manualVisibility, memoryCookies, memoryLocation, memoryStorage, systemClock } from '../src/testing';
import { demoUserInfo, SIGN_IN_URL, testDemo, testWorkbench } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The adapters of a workbench whose requests `demo` answers, with the login cookies `cookies`. */
function adaptersOf(demo: TestDemo, cookies: Record<string, string> = { mch_token: 'demo-doctor' }) {
  return {
    fetch: demo.fetch,
    cookies: memoryCookies(cookies),
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    clock: systemClock,
    location: memoryLocation(),
    visibility: manualVisibility(),
  };
}

describe('createWorkbench', () => {
  it('fetches nothing and starts no timer at creation', () => {
    const demo = testDemo();
    const wb = createWorkbench({
      baseUrls: demo.baseUrls,
      signInUrl: SIGN_IN_URL,
      adapters: adaptersOf(demo),
    });
    expect(demo.seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(wb.session.getSnapshot()).toEqual({ status: 'idle' });
    for (const name of ['main', 'mainSync', 'live', 'message', 'fds', 'exam', 'training'] as const) {
      expect(typeof wb[name].GET).toBe('function');
    }
  });

  it('sends the login cookie as bearer to main, message and fds, the client-system header to message, none to live', async () => {
    const { wb, demo } = testWorkbench({ token: 'demo-doctor' });
    await wb.main.GET('/v1/system/queryAll');
    await wb.message.GET('/v1/message/unread-count');
    await wb.fds.GET('/v1/fds-pc/dict-area/code/{code}', { params: { path: { code: '430000000000' } } });
    await wb.live.GET('/yunproject/GetLiveAlert', { params: { query: { SertId: 'x' } } });
    const header = (backend: string, name: string) =>
      demo.seen.find((r) => r.backend === backend)?.headers[name] ?? null;
    expect({
      main: header('main', 'authorization'),
      message: header('message', 'authorization'),
      clientSystem: header('message', 'x-client-system'),
      fds: header('fds', 'authorization'),
      live: header('live', 'authorization'),
    }).toEqual({
      main: 'Bearer demo-doctor',
      message: 'Bearer demo-doctor',
      clientSystem: 'mch-workbench',
      fds: 'Bearer demo-doctor',
      live: null,
    });
  });

  it('mainSync goes to the main host unless a second host is configured', async () => {
    const demo = testDemo();
    const { mainSync: _omit, ...withoutSync } = demo.baseUrls;
    const adapters = adaptersOf(demo);
    await createWorkbench({ baseUrls: withoutSync, signInUrl: SIGN_IN_URL, adapters }).mainSync.POST(
      '/v1/sync/examUserInfo',
    );
    await createWorkbench({ baseUrls: demo.baseUrls, signInUrl: SIGN_IN_URL, adapters }).mainSync.POST(
      '/v1/sync/examUserInfo',
    );
    expect(demo.requests()).toEqual([
      'POST main /v1/sync/examUserInfo',
      'POST mainSync /v1/sync/examUserInfo',
    ]);
  });

  it('uses the configured cookie name', async () => {
    const demo = testDemo();
    const wb = createWorkbench({
      baseUrls: demo.baseUrls,
      signInUrl: SIGN_IN_URL,
      cookieName: 'sso',
      adapters: adaptersOf(demo, { sso: 'demo-admin', mch_token: 'demo-doctor' }),
    });
    await wb.main.GET('/v1/system/queryAll');
    expect(demo.seen[0]?.headers.authorization).toBe('Bearer demo-admin');
    expect(wb.session.getToken()).toBe('demo-admin');
  });

  it('an expired answer anywhere logs the session out once, 2 s later, to the sign-in site', async () => {
    const t = testWorkbench({ token: 'demo-doctor', session: { 'mch.openPages': '[]', keep: '1' } });
    await t.wb.session.start();
    t.demo.faults.set({ kind: 'tokenExpired', backend: 'main', path: '/v1/system/queryAll' });
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

  it('a new sign-in on the same workbench after an expiry is told its warnings and its own expiry, and gets its work tips', async () => {
    const t = testWorkbench({ token: 'demo-doctor' });
    await t.wb.session.start();
    const events: string[] = [];
    t.wb.events.on('warning', () => events.push('warning'));
    t.wb.events.on('sessionExpired', () => events.push('sessionExpired'));
    t.demo.faults.set({ kind: 'tokenExpired', backend: 'main', path: '/v1/system/queryAll' });
    await t.wb.main.GET('/v1/system/queryAll').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'loggedOut', reason: 'expired' });
    t.demo.faults.clear();

    // A script signs in again (another account) on the same workbench.
    t.cookies.set('mch_token', 'demo-admin');
    const again = await t.wb.session.start();
    expect(again.status === 'ready' && again.user.userName).toBe('liqiang');
    expect(t.wb.policy.isExpired()).toBe(false);
    t.demo.faults.set({ kind: 'businessError', backend: 'main', path: '/v1/system/queryAll' });
    await t.wb.main.GET('/v1/system/queryAll').catch(() => undefined);
    t.demo.faults.clear();
    t.demo.faults.set({ kind: 'tokenExpired', backend: 'main', path: '/v1/system/queryAll' });
    await t.wb.main.GET('/v1/system/queryAll').catch(() => undefined);
    expect(events).toEqual(['sessionExpired', 'warning', 'sessionExpired']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.wb.session.getSnapshot()).toEqual({ status: 'loggedOut', reason: 'expired' });

    // And once more, as the doctor: the invitations work for the new user.
    t.demo.faults.clear();
    t.cookies.set('mch_token', 'demo-doctor');
    await t.wb.session.start();
    await t.wb.workTips.load();
    expect(t.wb.workTips.getSnapshot().length).toBeGreaterThan(0);
    t.wb.dispose();
  });

  it('a sign-in with another login before the expired one is logged out is not logged out by it', async () => {
    const t = testWorkbench({ token: 'demo-doctor' });
    await t.wb.session.start();
    t.demo.faults.set({ kind: 'tokenExpired', backend: 'main', path: '/v1/system/queryAll' });
    await t.wb.main.GET('/v1/system/queryAll').catch(() => undefined);
    t.demo.faults.clear();
    // At once, without waiting for the logout: another account's cookie, and a new start.
    t.cookies.set('mch_token', 'demo-admin');
    const again = await t.wb.session.start();
    expect(again.status === 'ready' && again.user.userName).toBe('liqiang');
    await vi.advanceTimersByTimeAsync(5000);
    const now = t.wb.session.getSnapshot();
    expect(now.status === 'ready' && now.user.userName).toBe('liqiang');
    expect(t.cookies.get('mch_token')).toBe('demo-admin');
    expect(t.location.assigned).toEqual([]);
    expect((await t.wb.main.GET('/v1/user/getUser'))?.userName).toBe('liqiang');
    t.wb.dispose();
  });

  it('a gateway answering for an unreachable backend (502, 504 without its envelope) is told as a network failure', async () => {
    const t = testWorkbench({ token: 'demo-doctor' });
    const told: string[] = [];
    t.wb.events.on('warning', (e) => told.push(`warning ${String(e.code)}`));
    t.wb.events.on('networkError', (e) => told.push(`networkError ${e.kind}`));
    t.demo.faults.set({ kind: 'gatewayTimeout', backend: 'main', path: '/v1/system/queryAll' });
    await expect(t.wb.main.GET('/v1/system/queryAll')).rejects.toMatchObject({
      name: 'ApiError',
      status: 504,
    });
    expect(told).toEqual(['networkError timeout']);
    // The backend's own answer with an error status is still its refusal, with its message.
    t.demo.faults.clear();
    t.demo.faults.set({ kind: 'http500', backend: 'main', path: '/v1/system/queryAll' });
    await t.wb.main.GET('/v1/system/queryAll').catch(() => undefined);
    expect(told).toEqual(['networkError timeout', 'warning SYS.ERROR']);
  });

  it("a call that fails before the UI listens still gets its message told, once, to the UI's first listener", async () => {
    const t = testWorkbench({ token: 'demo-doctor' });
    await t.wb.session.start();
    t.demo.faults.set({ kind: 'http500', backend: 'main', path: '/stats/myWorkSingle' });
    // A page's first call and the same call asked again as the page mounts, before anything listens.
    await t.wb.main.GET('/stats/myWorkSingle').catch(() => undefined);
    await t.wb.main.GET('/stats/myWorkSingle').catch(() => undefined);
    const warnings: unknown[] = [];
    t.wb.events.on('warning', (e) => warnings.push(e));
    expect(warnings).toEqual([expect.objectContaining({ message: '服务器内部错误' })]);
  });

  it('the token watch sees another account signed in elsewhere after the session started', async () => {
    const t = testWorkbench({ href: 'http://localhost/?token=demo-doctor' });
    await t.wb.session.start();
    t.wb.tokenWatch.start();
    const switches: TokenWatchEvents['accountSwitched'][] = [];
    t.wb.tokenWatch.events.on('accountSwitched', (e) => {
      switches.push(e);
      t.location.reload();
    });
    t.visibility.set(false);
    t.cookies.set('mch_token', 'demo-admin');
    t.visibility.set(true);
    expect(switches).toEqual([{ previous: tokenFingerprint('demo-doctor'), current: 'demo-admin' }]);
    expect(t.location.reloads).toBe(1);
  });

  it("after another account's login is reported, the previous user's invitations leave and nothing is marked read under the new login", async () => {
    const t = testWorkbench({ href: 'http://localhost/?token=demo-doctor' });
    await t.wb.session.start();
    t.wb.tokenWatch.start();
    t.wb.notices.start();
    await t.wb.workTips.load();
    const [first] = t.wb.workTips.getSnapshot();
    if (!first) throw new Error('demo-doctor has no invitation');
    t.visibility.set(false);
    t.cookies.set('mch_token', 'demo-admin');
    t.visibility.set(true);
    expect(t.wb.workTips.getSnapshot()).toEqual([]);
    expect(t.wb.workTips.agree(first.id)).toBeNull();
    const before = t.demo.seen.length;
    // The countdowns and the 10 s poll would have run out here.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.demo.seen.slice(before)).toEqual([]);
    expect(t.wb.notices.polling()).toBe(false);
  });

  it('dispose stops what the workbench runs on its own: no timer left, nothing read or marked read afterwards', async () => {
    const t = testWorkbench({ href: 'http://localhost/?token=demo-doctor' });
    await t.wb.session.start();
    t.wb.tokenWatch.start();
    t.wb.notices.start();
    await t.wb.workTips.load();
    expect(t.wb.workTips.getSnapshot().length).toBeGreaterThan(0);
    expect(t.wb.chooseUserJobs.getSnapshot()).toEqual([]);
    t.wb.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(t.wb.notices.polling()).toBe(false);
    expect(t.wb.workTips.getSnapshot()).toEqual([]);
    const before = t.demo.seen.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.demo.seen.slice(before)).toEqual([]);
    // The token watch no longer looks at the cookie.
    const switches: unknown[] = [];
    t.wb.tokenWatch.events.on('accountSwitched', (e) => switches.push(e));
    t.visibility.set(false);
    t.cookies.set('mch_token', 'demo-admin');
    t.visibility.set(true);
    expect(switches).toEqual([]);
  });

  it('dispose cancels the logout that follows an expired answer', async () => {
    const t = testWorkbench({ href: 'http://localhost/?token=demo-doctor' });
    await t.wb.session.start();
    t.wb.policy.expire(undefined);
    t.wb.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.wb.session.getSnapshot().status).not.toBe('loggedOut');
  });

  it('its events take only the documented names', () => {
    const t = testWorkbench({ token: 'demo-doctor' });
    // A misspelt event name does not compile, nor does emitting from outside the SDK (checked by the type check).
    expectTypeOf(t.wb.events.on).parameter(0).toEqualTypeOf<'warning' | 'sessionExpired' | 'networkError'>();
    expectTypeOf(t.wb.events).not.toHaveProperty('emit');
    t.wb.events.on('sessionExpired', (e) => expect(e.operation).toBeUndefined());
  });

  it('the sign-up flow reads the signed-in user', async () => {
    const t = testWorkbench({ token: 'demo-doctor' });
    await t.wb.session.start();
    const result = await t.wb.signup.searchSignup(LIVE_SIGNUP_CODE);
    expect(result.cards).toHaveLength(1);
    const asked = t.demo.requestsTo('GET live /yunproject/GetSignUpStatus');
    expect(asked.map((r) => r.query.sertId)).toEqual([demoUserInfo('demo-doctor').identityCard]);
  });
});
