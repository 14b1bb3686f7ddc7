/**
 * Test helpers shared by the flow tests: a workbench over in-memory adapters whose requests the demo backend
 * (`@mch/mock/testing`) answers in this process, and a cookie jar that records the scopes it was asked to clear.
 * A test that needs a special answer changes the demo's state (`demo.db()`), switches a fault on (`demo.faults`)
 * or, for an answer no demo state gives, arranges one (`demo.answer`).
 */

import { createTestDemo, type DemoToken, type DemoUser, demoUsers, type TestDemo } from '@mch/mock/testing';
import { toUserInfo, type UserInfo } from '../src/features/session/session';
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

/** Where the demo of a test serves its backends and its embedded pages. */
export const DEMO_ORIGIN = 'http://localhost';

/** The sign-in site of the tests. */
export const SIGN_IN_URL = 'http://sso.test/login';

/**
 * A fresh demo backend for one test, its clock stopped at the moment it is made (so every figure it computes from
 * "now" is the same for the SDK and for the test).
 */
export function testDemo(): TestDemo {
  const now = new Date();
  return createTestDemo({ origin: DEMO_ORIGIN, now: () => new Date(now) });
}

/** The signed-in user of a demo token, as the session flow reads it (`toUserInfo`). */
export function demoUserInfo(token: DemoToken = 'demo-doctor'): UserInfo {
  const user = toUserInfo(demoUsers(DEMO_ORIGIN).find((u) => u.token === token));
  if (!user) throw new Error(`no demo user ${token}`);
  return user;
}

/** The demo user of a token. */
export function demoUser(demo: TestDemo, token: DemoToken): DemoUser {
  const user = demo.db().users.find((u) => u.token === token);
  if (!user) throw new Error(`no demo user ${token}`);
  return user;
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

/** A workbench over in-memory adapters, with the adapters and the demo backend to inspect. */
export interface TestWorkbench {
  wb: Workbench;
  demo: TestDemo;
  cookies: RecordingCookies;
  sessionStorage: StorageAdapter;
  location: LocationAdapter & { assigned: string[]; reloads: number };
  visibility: ReturnType<typeof manualVisibility>;
}

/**
 * Creates a workbench whose requests `demo` (a fresh {@link testDemo} by default) answers. `token` is the login
 * cookie's demo user (none by default; `cookies` may set it too).
 */
export function testWorkbench(
  options: {
    demo?: TestDemo;
    token?: DemoToken;
    href?: string;
    cookies?: Record<string, string>;
    session?: Record<string, string>;
    cookieDomain?: string;
  } = {},
): TestWorkbench {
  const demo = options.demo ?? testDemo();
  const cookies = recordingCookies({
    ...(options.token !== undefined ? { mch_token: options.token } : {}),
    ...options.cookies,
  });
  const sessionStorage = memoryStorage(options.session);
  const location = memoryLocation(options.href ?? 'http://localhost/');
  const visibility = manualVisibility();
  const wb = createWorkbench({
    baseUrls: demo.baseUrls,
    signInUrl: SIGN_IN_URL,
    ...(options.cookieDomain !== undefined ? { cookieDomain: options.cookieDomain } : {}),
    adapters: {
      fetch: demo.fetch,
      cookies,
      sessionStorage,
      localStorage: memoryStorage(),
      clock: systemClock,
      location,
      visibility,
    },
  });
  return { wb, demo, cookies, sessionStorage, location, visibility };
}

/**
 * What the interception policy of `wb` tells the user from now on, in order: `warning <server's message>`,
 * `networkError <kind>`, `sessionExpired`.
 */
export function policyMessages(wb: Workbench): string[] {
  const told: string[] = [];
  wb.events.on('warning', (e) => told.push(`warning ${e.message}`));
  wb.events.on('networkError', (e) => told.push(`networkError ${e.kind}`));
  wb.events.on('sessionExpired', () => told.push('sessionExpired'));
  return told;
}

/** A workbench signed in as the demo user `token` (demo-doctor by default). */
export function signedIn(token: DemoToken = 'demo-doctor', demo?: TestDemo): TestWorkbench {
  return testWorkbench({ token, ...(demo ? { demo } : {}) });
}

/** A demo user's inbox in the demo's state (live: changing it changes what the demo answers). */
export function demoInbox(demo: TestDemo, token: DemoToken = 'demo-doctor') {
  const key = String(demoUser(demo, token).id);
  const db = demo.db().message;
  db.notices[key] ??= [];
  db.workTips[key] ??= [];
  const notices = db.notices[key];
  const tips = db.workTips[key];
  const pick = <T>(items: T[], what: string, test: (item: T) => boolean): T => {
    const found = items.find(test);
    if (!found) throw new Error(`demo fixtures changed: ${token} has no ${what}`);
    return found;
  };
  return {
    notices,
    tips,
    unreadNotice: () => pick(notices, 'unread notice', (n) => !n.read),
    readNotice: () => pick(notices, 'read notice', (n) => n.read),
    unreadTip: () => pick(tips, 'unread tip', (t) => !t.read),
    readTip: () => pick(tips, 'read tip', (t) => t.read),
    /** An id of no notice of the user. */
    noNotice: () => Math.max(0, ...notices.map((n) => n.id)) + 1000,
    /** Marks everything read. */
    readAll() {
      for (const n of notices) n.read = true;
      for (const t of tips) t.read = true;
    },
    /** A new unread notice, which the user's next message pull returns (as the demo delivers one). */
    deliver(title = 'New') {
      const id = db.nextId;
      db.nextId += 1;
      const createTime = '2024-05-06 09:30:00';
      notices.unshift({ id, noticeTitle: title, content: 'x', read: false, sender: 'office', createTime });
      db.pending[key] = [...(db.pending[key] ?? []), { id, type: 'notice', title, content: 'x', createTime }];
      return id;
    },
  };
}
