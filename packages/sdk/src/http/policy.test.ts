import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../runtime/adapters';
import { createInterceptionPolicy, POLICY_TIMINGS, warningMessageKey } from './policy';

describe('the interception policy and an account switch (SPEC.md §4, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function policyWith(accountSwitched?: () => boolean) {
    const logout = vi.fn();
    const expired = vi.fn();
    const policy = createInterceptionPolicy({ clock: systemClock, logout, accountSwitched });
    policy.events.on('sessionExpired', expired);
    return { policy, logout, expired };
  }

  it('tells an expired answer once and logs out 2 s later', () => {
    const { policy, logout, expired } = policyWith(() => false);
    policy.expire(undefined);
    policy.expire(undefined);
    expect(expired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(POLICY_TIMINGS.logoutDelayMs - 1);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('does not log out when the login under the tab was replaced by another account', () => {
    const { policy, logout, expired } = policyWith(() => true);
    policy.expire(undefined);
    vi.advanceTimersByTime(10 * POLICY_TIMINGS.logoutDelayMs);
    expect(expired).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('holds once the switch is on screen: a pending logout is cancelled and later expiries are quiet', () => {
    const { policy, logout, expired } = policyWith(() => false);
    policy.expire(undefined);
    policy.hold();
    vi.advanceTimersByTime(10 * POLICY_TIMINGS.logoutDelayMs);
    expect(logout).not.toHaveBeenCalled();
    policy.reset();
    policy.hold();
    policy.expire(undefined);
    vi.advanceTimersByTime(10 * POLICY_TIMINGS.logoutDelayMs);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('a new login (reset) ends the hold', () => {
    const { policy, logout } = policyWith(() => false);
    policy.hold();
    policy.reset();
    policy.expire(undefined);
    vi.advanceTimersByTime(POLICY_TIMINGS.logoutDelayMs);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('warningMessageKey', () => {
  it('names an unreadable answer, an HTTP error status, and a refusal with only its code', () => {
    expect(warningMessageKey({ code: 'MALFORMED_BODY', status: 200 })).toBe('error.malformed');
    expect(warningMessageKey({ code: 'HTTP_502', status: 502 })).toBe('error.http');
    expect(warningMessageKey({ code: 'HTTP_404', status: 404 })).toBe('error.http');
    expect(warningMessageKey({ code: 'E42', status: 200 })).toBe('error.server');
  });
});

describe("the policy's messages before anyone listens", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a warning, an expiry and a network error for the first listener (the UI subscribes after the first calls)', () => {
    const policy = createInterceptionPolicy({ clock: systemClock, logout: vi.fn() });
    policy.warn({ message: '服务器内部错误', messageKey: 'error.server', code: 500, operation: undefined });
    policy.network('offline', undefined);
    const warnings = vi.fn();
    const network = vi.fn();
    policy.events.on('warning', warnings);
    policy.events.on('networkError', network);
    expect(warnings).toHaveBeenCalledWith(expect.objectContaining({ message: '服务器内部错误' }));
    expect(network).toHaveBeenCalledWith({ kind: 'offline', operation: undefined });
    policy.expire(undefined);
    const expired = vi.fn();
    policy.events.on('sessionExpired', expired);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a second warning within the debounce is still one message, whenever the listener comes', () => {
    const policy = createInterceptionPolicy({ clock: systemClock, logout: vi.fn() });
    const warning = { message: 'x', messageKey: 'error.server', code: 500, operation: undefined } as const;
    policy.warn(warning);
    vi.advanceTimersByTime(POLICY_TIMINGS.warningDebounceMs - 1);
    policy.warn(warning);
    const warnings = vi.fn();
    policy.events.on('warning', warnings);
    expect(warnings).toHaveBeenCalledTimes(1);
  });

  it('runs onExpire before telling the expiry', () => {
    const order: string[] = [];
    const policy = createInterceptionPolicy({
      clock: systemClock,
      logout: vi.fn(),
      onExpire: (operation) => order.push(`onExpire ${operation?.backend}`),
    });
    policy.events.on('sessionExpired', () => order.push('event'));
    policy.expire({ backend: 'exam', method: 'GET', path: '/x' });
    expect(order).toEqual(['onExpire exam', 'event']);
  });
});
