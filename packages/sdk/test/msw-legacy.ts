/**
 * Legacy (issue 18 point 6, not finished): the hand-written MSW fakes of the test files not yet moved to the demo
 * backend (`./helpers`): a workbench whose requests go through `globalThis.fetch` to a test's own MSW handlers, and
 * envelope builders for them. Delete this file with the last of those files.
 */

import { HttpResponse } from 'msw';
import {
  type LocationAdapter,
  manualVisibility,
  memoryLocation,
  memoryStorage,
  type StorageAdapter,
  systemClock,
} from '../src/runtime/adapters';
import { createWorkbench, type Workbench } from '../src/workbench';
import { type RecordingCookies, recordingCookies, SIGN_IN_URL } from './helpers';

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

export { recordingCookies, SIGN_IN_URL };

/** The success envelope of a backend whose success code is `code`. */
export function ok(data: unknown, code: number | string = 0) {
  return HttpResponse.json({ code, msg: '', data });
}

/** A failure envelope. */
export function fail(code: number | string, msg = 'failed', status = 200) {
  return HttpResponse.json({ code, msg, data: null }, { status });
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
