/**
 * Test helpers shared by the flow tests: a workbench over in-memory adapters, a cookie jar that records the scopes
 * it was asked to clear, and envelope builders for MSW handlers.
 */

import { HttpResponse } from 'msw';
import {
  type CookieAdapter,
  type LocationAdapter,
  manualVisibility,
  memoryCookies,
  memoryLocation,
  memoryStorage,
  type StorageAdapter,
  systemClock,
} from '../src/runtime/adapters';
import { createWorkbench, type Workbench } from '../src/workbench';

/** Origin of every test backend. */
export const BASE = 'http://localhost/api';

/** The base URL of each backend in tests. */
export const BASE_URLS = {
  main: `${BASE}/main`,
  mainSync: `${BASE}/main-sync`,
  live: `${BASE}/live`,
  message: `${BASE}/message`,
  fds: `${BASE}/fds`,
  exam: `${BASE}/exam`,
  training: `${BASE}/training`,
} as const;

/** The sign-in site of the tests. */
export const SIGN_IN_URL = 'http://sso.test/login';

/** The success envelope of a backend whose success code is `code`. */
export function ok(data: unknown, code: number | string = 0) {
  return HttpResponse.json({ code, msg: '', data });
}

/** A failure envelope. */
export function fail(code: number | string, msg = 'failed', status = 200) {
  return HttpResponse.json({ code, msg, data: null }, { status });
}

/** A cookie jar that also records every removal with its options. */
export interface RecordingCookies extends CookieAdapter {
  removed: { name: string; domain: string | undefined }[];
  written: { name: string; value: string; domain: string | undefined }[];
}

/** Creates a {@link RecordingCookies} jar. */
export function recordingCookies(seed: Record<string, string> = {}): RecordingCookies {
  const jar = memoryCookies(seed);
  const removed: RecordingCookies['removed'] = [];
  const written: RecordingCookies['written'] = [];
  return {
    get: jar.get,
    names: jar.names,
    set: (name, value, options) => {
      written.push({ name, value, domain: options?.domain });
      jar.set(name, value, options);
    },
    remove: (name, options) => {
      removed.push({ name, domain: options?.domain });
      jar.remove(name, options);
    },
    removed,
    written,
  };
}

/** A workbench over in-memory adapters, with the adapters to inspect. */
export interface TestWorkbench {
  wb: Workbench;
  cookies: RecordingCookies;
  sessionStorage: StorageAdapter;
  location: LocationAdapter & { assigned: string[]; reloads: number };
  visibility: ReturnType<typeof manualVisibility>;
}

/** Creates a workbench whose requests go to {@link BASE_URLS} through `globalThis.fetch` (MSW). */
export function testWorkbench(
  options: {
    href?: string;
    cookies?: Record<string, string>;
    session?: Record<string, string>;
    cookieDomain?: string;
  } = {},
): TestWorkbench {
  const cookies = recordingCookies(options.cookies);
  const sessionStorage = memoryStorage(options.session);
  const location = memoryLocation(options.href ?? 'http://localhost/');
  const visibility = manualVisibility();
  const wb = createWorkbench({
    baseUrls: BASE_URLS,
    signInUrl: SIGN_IN_URL,
    ...(options.cookieDomain !== undefined ? { cookieDomain: options.cookieDomain } : {}),
    adapters: {
      fetch: (req) => globalThis.fetch(req),
      cookies,
      sessionStorage,
      localStorage: memoryStorage(),
      clock: systemClock,
      location,
      visibility,
    },
  });
  return { wb, cookies, sessionStorage, location, visibility };
}

/** A user as `GET /v1/user/getUser` returns it. */
export const RAW_USER = {
  id: 7,
  adminType: 1,
  userName: 'zhangsan',
  nickName: '张三',
  mobile: '13800000000',
  identityCard: '430102199001011234',
  unitAreaCode: '430100000000',
  unitId: 3,
  unitUuid: 'u-3',
  unitName: '长沙市妇幼保健院',
  relationId: 42,
  doctorUuid: 'd-42',
};
