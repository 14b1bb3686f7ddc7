import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testWorkbench } from '../../../test/helpers';
import { AccountSwitchedError, CancelledError } from '../../http/errors';
import { NOTICE_POLL_INTERVAL_MS } from '../notices/notices';
import { type TokenWatchEvents, tokenFingerprint } from './token-watch';

// SPEC.md §4 (token watch): another account signs in elsewhere while this tab is hidden. The watch only looks at
// the cookie when the tab is shown again; until then the tab must not carry on for its user under the other
// account's login (its poll, an invitation's expiry, any call).

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** demo-doctor signed in, the notices polling; the switches the token watch reports. */
async function signedIn() {
  const t = testWorkbench({ token: 'demo-doctor' });
  const state = await t.wb.session.start();
  expect(state.status).toBe('ready');
  t.wb.notices.start();
  await vi.advanceTimersByTimeAsync(0);
  const switches: TokenWatchEvents['accountSwitched'][] = [];
  t.wb.tokenWatch.events.on('accountSwitched', (e) => switches.push(e));
  return { ...t, switches };
}

/** The requests of `demo` sent with `token`'s login. */
const sentWith = (t: { demo: { seen: { headers: Record<string, string> }[] } }, token: string) =>
  t.demo.seen.filter((r) => r.headers.authorization === `Bearer ${token}`);

describe('calls after another account signed in elsewhere', () => {
  it('a hidden tab sends nothing under the other login: its poll stops and the switch is reported once', async () => {
    const t = await signedIn();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(t.demo.requestsTo('GET message /v1/message/pull').length).toBeGreaterThan(0);
    const before = t.demo.seen.length;

    t.cookies.set('mch_token', 'demo-admin', { path: '/' });
    await vi.advanceTimersByTimeAsync(5 * NOTICE_POLL_INTERVAL_MS);

    expect(sentWith(t, 'demo-admin')).toEqual([]);
    expect(t.demo.seen.length).toBe(before);
    expect(t.switches).toEqual([{ previous: tokenFingerprint('demo-doctor'), current: 'demo-admin' }]);
    expect(t.wb.notices.polling()).toBe(false);
  });

  it('a call rejects with AccountSwitchedError (a CancelledError) and the policy tells the user nothing', async () => {
    const t = await signedIn();
    const told: string[] = [];
    t.wb.events.on('warning', () => told.push('warning'));
    t.wb.events.on('networkError', () => told.push('networkError'));
    t.wb.events.on('sessionExpired', () => told.push('sessionExpired'));
    t.cookies.set('mch_token', 'demo-admin', { path: '/' });

    const call = t.wb.main.GET('/stats/myWorkSingle');
    await expect(call).rejects.toBeInstanceOf(AccountSwitchedError);
    await expect(call).rejects.toBeInstanceOf(CancelledError);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(told).toEqual([]);
    expect(t.demo.requestsTo('GET main /stats/myWorkSingle')).toEqual([]);
    expect(t.switches).toHaveLength(1);
  });

  it('signing out elsewhere (no cookie) stops the calls the same way', async () => {
    const t = await signedIn();
    t.cookies.remove('mch_token', { path: '/' });
    await expect(t.wb.message.GET('/v1/message/unread-count')).rejects.toBeInstanceOf(AccountSwitchedError);
    expect(t.switches).toEqual([{ previous: tokenFingerprint('demo-doctor'), current: null }]);
  });

  it('once the switch is acknowledged the calls go again, under the login now in the cookie', async () => {
    const t = await signedIn();
    t.cookies.set('mch_token', 'demo-admin', { path: '/' });
    await expect(t.wb.main.GET('/v1/user/getUser')).rejects.toBeInstanceOf(AccountSwitchedError);
    t.wb.tokenWatch.acknowledge();
    await expect(t.wb.main.GET('/v1/user/getUser')).resolves.toMatchObject({ userName: expect.any(String) });
    expect(sentWith(t, 'demo-admin')).toHaveLength(1);
  });

  it('before the session starts nothing is compared: a tab reloaded under a new login loads it', async () => {
    // The tab's stored token is the previous page's (demo-doctor); the cookie is demo-admin's.
    const t = testWorkbench({ token: 'demo-admin', session: { 'mch.token': 'demo-doctor' } });
    const state = await t.wb.session.start();
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.user.userName).toBeTruthy();
    expect(sentWith(t, 'demo-admin').length).toBeGreaterThan(0);
  });
});
