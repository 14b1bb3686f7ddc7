/**
 * Issue 16: `createWorkbench` outside a browser picks safe defaults by itself, and the deployment sets the two
 * header names and values and the expiry rules per backend.
 */

import type { TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkbench, SessionExpiredError, type WorkbenchConfig } from '../src/index';
import { demoUserInfo, SIGN_IN_URL, testDemo } from './helpers';

/** The demo backend of each test; it answers the global `fetch`, which a workbench without adapters uses. */
let demo: TestDemo;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  demo = testDemo();
  vi.stubGlobal('fetch', demo.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A workbench as a script makes it: no adapters at all, the token of demo-doctor. */
const scriptWorkbench = (extra: Partial<WorkbenchConfig> = {}) =>
  createWorkbench({ baseUrls: demo.baseUrls, signInUrl: SIGN_IN_URL, token: 'demo-doctor', ...extra });

/** An envelope answer of the main API's `code`. */
const envelope = (code: number | string, msg = 'x') => ({ json: { code, msg, data: null } });

describe('createWorkbench without a page (Node)', () => {
  it('runs where there is no window or document', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
  });

  it('sends the handed token at once, without starting a session', async () => {
    const wb = scriptWorkbench();
    expect(await wb.main.GET('/v1/system/queryAll')).toEqual(demo.db().main.systems);
    expect(demo.seen.map((r) => r.headers.authorization)).toEqual(['Bearer demo-doctor']);
    expect(wb.session.getToken()).toBe('demo-doctor');
  });

  it('an expired answer emits sessionExpired, then logs out in memory: no navigation, no throw from the timer', async () => {
    demo.faults.set({ kind: 'tokenExpired', backend: 'main', path: '/v1/user/getUser' });
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
    const wb = scriptWorkbench();
    const state = await wb.session.start();
    expect(state.status).toBe('ready');
    expect(wb.session.getUser()?.userName).toBe(demoUserInfo('demo-doctor').userName);
  });

  it('keeps the adapters it is given and fills in only the missing ones', async () => {
    const fetch = vi.fn(demo.fetch);
    vi.stubGlobal('fetch', () => Promise.reject(new Error('the global fetch is not the adapter given')));
    const wb = scriptWorkbench({ adapters: { fetch } });
    await wb.main.GET('/v1/system/queryAll');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(wb.adapters.fetch).toBe(fetch);
  });
});

describe('deployment settings: header names and values', () => {
  it('sends the configured names and values on the message API and the exam and training statistics calls', async () => {
    const wb = scriptWorkbench({
      clientSystemHeader: 'X-Client',
      clientSystem: 'portal-2',
      systemTagHeader: 'X-Tag',
      systemTag: '31',
    });
    await wb.message.GET('/v1/message/unread-count');
    await wb.training.GET('/statistic/studing/count').catch(() => {});
    const [message, training] = demo.seen;
    expect({
      message: message?.headers['x-client'],
      defaultName: message?.headers['x-client-system'] ?? null,
      training: training?.headers['x-tag'],
    }).toEqual({ message: 'portal-2', defaultName: null, training: '31' });
  });

  it('refuses a header name or value that cannot be sent, at creation', () => {
    expect(() => scriptWorkbench({ systemTagHeader: 'X Tag' })).toThrow(/system tag header name/);
    expect(() => scriptWorkbench({ clientSystem: 'a\nb' })).toThrow(/client-system header value/);
    expect(() => scriptWorkbench({ clientSystem: ' ' })).toThrow(/client-system header value/);
  });
});

describe('deployment settings: expiry rules', () => {
  it('today: 401 and BIZ.TOKEN_EXPIRATION on main, nothing on live', async () => {
    demo.answer('GET main /v1/system/queryAll', { status: 401 });
    demo.answer('GET live /yunproject/GetLiveAlert', { status: 401, ...envelope('BIZ.TOKEN_EXPIRATION') });
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
    demo.answer('GET main /v1/system/queryAll', envelope('AUTH.GONE', 'gone'));
    demo.answer('GET live /yunproject/GetLiveAlert', { status: 419 });
    demo.faults.set({ kind: 'tokenExpired', backend: 'fds' });
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
    demo.answer('GET main /v1/system/queryAll', envelope('BIZ.TOKEN_EXPIRATION', 'old rule'));
    const wb = scriptWorkbench({ expiry: { main: { codes: [] } } });
    await expect(wb.main.GET('/v1/system/queryAll', { intercept: false })).rejects.toMatchObject({
      name: 'ApiError',
      serverMessage: 'old rule',
    });
  });
});

describe('a configuration the workbench cannot work with is refused at creation, naming the field', () => {
  const refusal = (config: unknown) => {
    try {
      createWorkbench(config as WorkbenchConfig);
    } catch (e) {
      return e instanceof TypeError ? e.message : `not a TypeError: ${String(e)}`;
    }
    return 'accepted';
  };
  const withUrls = (urls: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    baseUrls: { ...demo.baseUrls, ...urls },
    signInUrl: SIGN_IN_URL,
    ...extra,
  });

  it('no configuration, no base URLs, a missing or malformed one', () => {
    expect(refusal(undefined)).toBe('createWorkbench: the configuration must be an object');
    expect(refusal({ signInUrl: SIGN_IN_URL })).toBe(
      'createWorkbench: baseUrls must be an object with the base URL of each backend',
    );
    expect(refusal(withUrls({ main: undefined }))).toBe('createWorkbench: baseUrls.main is missing');
    expect(refusal(withUrls({ fds: 'not a url' }))).toBe(
      'createWorkbench: baseUrls.fds "not a url" is not an http(s) URL or a path from the root',
    );
    expect(refusal(withUrls({ exam: 'ftp://exam.example.org' }))).toContain('baseUrls.exam');
    expect(refusal(withUrls({ mainSync: '' }))).toBe('createWorkbench: baseUrls.mainSync is missing');
    expect(refusal({ baseUrls: demo.baseUrls })).toBe('createWorkbench: signInUrl is missing');
  });

  it('a path from the root only where something resolves it: not with the global fetch of Node', () => {
    expect(refusal(withUrls({ main: '/api/main' }))).toBe(
      'createWorkbench: baseUrls.main "/api/main" must be an absolute http(s) URL where there is no page',
    );
    expect(refusal(withUrls({ main: '/api/main' }, { adapters: { fetch: demo.fetch } }))).toBe('accepted');
  });

  it('a fetch adapter that is not a function, and an expiry rule for no backend', () => {
    expect(refusal(withUrls({}, { adapters: { fetch: 'fetch' } }))).toBe(
      'createWorkbench: adapters.fetch must be a function',
    );
    expect(refusal(withUrls({}, { expiry: { mian: { codes: [1] } } }))).toBe(
      'createWorkbench: expiry.mian names no backend (main, live, message, fds, exam, training)',
    );
    expect(refusal(withUrls({}))).toBe('accepted');
  });
});
