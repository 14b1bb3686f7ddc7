import { describe, expect, it } from 'vitest';
import { manualVisibility, memoryCookies, memoryStorage } from '../../runtime/adapters';
import { createTokenWatch, STORED_TOKEN_KEY, type TokenWatchEvents, tokenFingerprint } from './token-watch';

function setup(cookie: string | undefined, stored: string | undefined) {
  const cookies = memoryCookies(cookie === undefined ? {} : { mch_token: cookie });
  const sessionStorage = memoryStorage(
    stored === undefined ? {} : { [STORED_TOKEN_KEY]: tokenFingerprint(stored) },
  );
  const visibility = manualVisibility(true);
  const watch = createTokenWatch({ cookies, visibility, sessionStorage, cookieName: 'mch_token' });
  const switches: TokenWatchEvents['accountSwitched'][] = [];
  watch.events.on('accountSwitched', (e) => switches.push(e));
  return { cookies, sessionStorage, visibility, watch, switches };
}

describe('token watch', () => {
  it('reports a switched account once when the page becomes visible', () => {
    const t = setup('tok-1', 'tok-1');
    t.watch.start();
    t.visibility.set(false);
    t.cookies.set('mch_token', 'tok-2');
    expect(t.switches).toEqual([]);
    t.visibility.set(true);
    expect(t.switches).toEqual([{ previous: tokenFingerprint('tok-1'), current: 'tok-2' }]);
    t.visibility.set(false);
    t.visibility.set(true);
    expect(t.switches).toHaveLength(1);
  });

  it('stays quiet while the cookie matches the stored token', () => {
    const t = setup('tok-1', 'tok-1');
    t.watch.start();
    t.visibility.set(false);
    t.visibility.set(true);
    expect(t.switches).toEqual([]);
  });

  it('reports a cookie that is gone (signed out elsewhere) with current null', () => {
    const t = setup('tok-1', 'tok-1');
    t.watch.start();
    t.cookies.remove('mch_token');
    t.visibility.set(true);
    expect(t.switches).toEqual([{ previous: tokenFingerprint('tok-1'), current: null }]);
  });

  it('does nothing before start, after stop, or without a stored token', () => {
    const t = setup('tok-2', 'tok-1');
    t.visibility.set(true);
    expect(t.switches).toEqual([]);
    t.watch.start();
    t.watch.stop();
    t.visibility.set(true);
    expect(t.switches).toEqual([]);

    const fresh = setup('tok-2', undefined);
    fresh.watch.start();
    fresh.visibility.set(true);
    expect(fresh.switches).toEqual([]);
  });

  it('acknowledge takes the new token and lets a later switch be reported', () => {
    const t = setup('tok-2', 'tok-1');
    t.watch.start();
    t.visibility.set(true);
    t.watch.acknowledge();
    expect(t.sessionStorage.getItem(STORED_TOKEN_KEY)).toBe(tokenFingerprint('tok-2'));
    t.visibility.set(true);
    expect(t.switches).toHaveLength(1);
    t.cookies.set('mch_token', 'tok-3');
    expect(t.watch.check()).toBe(true);
    expect(t.switches).toEqual([
      { previous: tokenFingerprint('tok-1'), current: 'tok-2' },
      { previous: tokenFingerprint('tok-2'), current: 'tok-3' },
    ]);
  });

  it('keeps a fingerprint of the token, never the token itself', () => {
    const t = setup('tok-1', undefined);
    t.cookies.set('mch_token', 'eyJhbGciOiJIUzI1NiJ9.secret');
    t.watch.acknowledge();
    const kept = t.sessionStorage.getItem(STORED_TOKEN_KEY) ?? '';
    expect(kept).toMatch(/^fp1:[0-9a-z]+$/);
    expect(kept).not.toContain('secret');
    expect(tokenFingerprint('eyJhbGciOiJIUzI1NiJ9.secret')).toBe(kept);
    expect(tokenFingerprint('eyJhbGciOiJIUzI1NiJ9.secreu')).not.toBe(kept);
  });

  it('recognises the token itself kept by an earlier version, and keeps its fingerprint from then on', () => {
    const t = setup('tok-1', undefined);
    t.sessionStorage.setItem(STORED_TOKEN_KEY, 'tok-1');
    expect(t.watch.check()).toBe(false);
    expect(t.sessionStorage.getItem(STORED_TOKEN_KEY)).toBe(tokenFingerprint('tok-1'));

    const old = setup('tok-2', undefined);
    old.sessionStorage.setItem(STORED_TOKEN_KEY, 'tok-1');
    expect(old.watch.check()).toBe(true);
    expect(old.switches).toEqual([{ previous: tokenFingerprint('tok-1'), current: 'tok-2' }]);
  });

  it('start is idempotent', () => {
    const t = setup('tok-2', 'tok-1');
    t.watch.start();
    t.watch.start();
    t.watch.acknowledge();
    t.cookies.set('mch_token', 'tok-3');
    t.visibility.set(true);
    expect(t.switches).toHaveLength(1);
  });
});
