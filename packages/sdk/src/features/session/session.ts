/**
 * The session of SPEC.md §2.3, §4 and §6: takes the SSO token from the address, loads the current user and the
 * menu built from the user's functions, and logs out (clearing only what the SDK owns) to the sign-in site.
 */

import { type BusinessLine, buildMenu, type MenuItem, type MenuResult, SYSTEM_ID } from '../../domain/menu';
import {
  findPageDefinition,
  LOGIN_PATH,
  type PageName,
  SESSION_KEYS,
  TOKEN_QUERY_KEY,
  WORKBENCH_PATH,
} from '../../domain/pages';
import { parseThemeColour, type ThemeColour } from '../../domain/theme';
import type { MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import { ApiError, SessionExpiredError, WorkbenchError } from '../../http/errors';
import type { CookieAdapter, LocationAdapter, StorageAdapter } from '../../runtime/adapters';
import { dropUserDrafts } from '../../runtime/drafts';
import { createStore, type ReadableStore } from '../../runtime/store';
import { RESIDENT_RECORDS_KEY } from '../residents/record-refs';
import { TRAINING_TOKEN_KEY } from '../subsystems/training-token';
import { rememberToken, STORED_TOKEN_KEY } from './token-watch';

/** The sessionStorage key of the demo-mode flag ('1' when on). */
export const DEMO_MODE_KEY = 'mch.demoMode';

/** The `sourceType` value that turns the demo mode on. */
export const DEMO_SOURCE_TYPE = 'CXYGT';

/** Every sessionStorage key the SDK owns; logout removes these and nothing else. */
export function sdkSessionKeys(): string[] {
  return [
    STORED_TOKEN_KEY,
    DEMO_MODE_KEY,
    SESSION_KEYS.openPages,
    SESSION_KEYS.currentPage,
    OPEN_PAGES_OWNER_KEY,
    RESIDENT_RECORDS_KEY,
    TRAINING_TOKEN_KEY,
  ];
}

/** The current user (SPEC.md §3 "User info"); `doctorId` is the backend's `relationId`. */
export interface UserInfo {
  id: number;
  adminType: number | null;
  userName: string;
  nickName: string;
  mobile: string;
  identityCard: string;
  unitAreaCode: string;
  unitId: number | null;
  unitUuid: string;
  unitName: string;
  doctorId: number | null;
  doctorUuid: string | null;
}

/** Why the session ended. */
export type LogoutReason = 'noCookie' | 'expired' | 'user' | 'noPermission';

/** The session as a store snapshot. */
export type SessionState =
  | { status: 'idle' }
  | {
      status: 'loading';
      targetRoute: string | null;
      /** The demo mode of SPEC.md §2.3 (`sourceType`), known from the address before the user and menu are. */
      demoMode: boolean;
    }
  | {
      status: 'ready';
      user: UserInfo;
      menu: MenuResult;
      businessLines: BusinessLine[];
      /**
       * Whether `businessLines` is the backend's answer: `loading` while it is asked for (the shell shows before it),
       * `loaded` once answered (or when the menu has no business lines), `failed` when it could not be had.
       */
      businessLinesStatus: 'loading' | 'loaded' | 'failed';
      demoMode: boolean;
      targetRoute: string | null;
      theme: ThemeColour | null;
    }
  | { status: 'noPermission'; user: UserInfo }
  | { status: 'error'; error: WorkbenchError }
  | { status: 'loggedOut'; reason: LogoutReason };

/** What the session needs. */
export interface SessionDeps {
  main: ApiClient<MainPaths>;
  cookies: CookieAdapter;
  sessionStorage: StorageAdapter;
  location: LocationAdapter;
  /** Name of the login cookie. */
  cookieName: string;
  /** Parent domain the login cookie is shared on ('' = host only). */
  cookieDomain: string;
  /** The separate sign-in site. */
  signInUrl: string;
  /**
   * The query parameter the sign-in site reads the return address from (`redirect` by default; null sends none).
   * Every logout sends the page's address (without a token) there, so the user comes back to where they were.
   */
  returnParam?: string | null;
  /**
   * A single-sign-on token the host hands over (a script, a server, or a page that took `?token=` out of its
   * address itself): taken on the first `start()` exactly like a `?token=` in the address.
   */
  token?: string;
  /** A new login: a new token arrived (address or host), or the session starts again after a logout. */
  onNewLogin?: () => void;
  /** The session ended (after the SDK's data was cleared, before leaving for the sign-in site). */
  onLogout?: (reason: LogoutReason) => void;
}

/** The session flow: a store plus its actions. */
export interface Session extends ReadableStore<SessionState> {
  /**
   * Takes the token, demo flag and theme from the address, then loads the user, the menu and (with
   * businessLineManage) the business lines. The snapshot turns ready with the user and the menu; the business
   * lines come in a second ready snapshot, so a shell does not wait for them. Without a login cookie it logs out.
   * Concurrent calls share one load; a loaded session is not loaded again for the same token. Resolves to the
   * snapshot when done (with the business lines); never rejects. Against a login that has already expired it
   * resolves to the `loading` snapshot: the policy has emitted `sessionExpired` and logs out 2 s later (the snapshot
   * then turns `loggedOut`, reason `expired`). A start after a logout is a new sign-in: the policy works again.
   *
   * With `signal`, the caller stops waiting when it aborts: its promise rejects with the signal's reason (the only
   * way `start` rejects). The load itself is cancelled only while the session is still loading and when every
   * caller sharing it gave a signal and has aborted: its calls are cancelled (quietly), the snapshot returns to
   * `idle` and a later `start` loads afresh. A ready session is never undone by an abort (its business lines still
   * arrive). The token, once taken from the address into the login cookie, stays there.
   */
  start(options?: { targetRoute?: string | null; signal?: AbortSignal }): Promise<SessionState>;
  /** Clears the login cookie and the SDK's session data, then leaves for the sign-in site; once per `start`. */
  logout(reason?: LogoutReason): void;
  /** The user confirmed the no-permission dialog: all login cookies are cleared and the sign-in page opens. */
  confirmNoPermission(): void;
  /** The login cookie's current value. */
  getToken(): string | undefined;
  /** The loaded user, or null. */
  getUser(): UserInfo | null;
}

/** The route the root path opens: the workbench, or in demo mode the first menu item. */
export function resolveLanding(state: SessionState): string {
  if (state.status !== 'ready' || !state.demoMode || !state.menu.firstLeaf) return WORKBENCH_PATH;
  return routeOf(state.menu.firstLeaf);
}

/**
 * The route a ready session opens after sign-in: the one the user asked for before signing in (its target route),
 * or else its landing (`resolveLanding`).
 */
export function landingRoute(state: Extract<SessionState, { status: 'ready' }>): string {
  return state.targetRoute ?? resolveLanding(state);
}

/** The page of SPEC.md §2.2 the sign-in lands on (`landingRoute`); null for an address that is no page. */
export function landingPage(state: Extract<SessionState, { status: 'ready' }>): PageName | null {
  return pageOfRoute(landingRoute(state));
}

/**
 * The page the sign-in will land on, as soon as it can be known: for a ready session its `landingPage`; for one
 * still loading, the page of the route asked for before signing in, or else the workbench, unless the demo mode's
 * landing (the first menu item) waits for the menu (null). Null for any other state. Lets a host start the
 * landing page's data that needs no user alongside the session's own calls instead of after them.
 */
export function expectedLandingPage(state: SessionState): PageName | null {
  if (state.status === 'ready') return landingPage(state);
  if (state.status !== 'loading') return null;
  if (state.targetRoute !== null) return pageOfRoute(state.targetRoute);
  return state.demoMode ? null : pageOfRoute(WORKBENCH_PATH);
}

function pageOfRoute(route: string): PageName | null {
  const pathname = route.split(/[?#]/, 1)[0] ?? '';
  return findPageDefinition(pathname)?.name ?? null;
}

function routeOf(item: MenuItem): string {
  const query = item.query ? new URLSearchParams(item.query).toString() : '';
  return query ? `${item.name}?${query}` : item.name;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A number id from a number or a string of digits; null otherwise. */
function toId(v: unknown): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return null;
}

function toText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

function toOptionalText(v: unknown): string | null {
  const t = toText(v);
  return t === '' ? null : t;
}

/** Maps the backend's user (with `relationId`) to {@link UserInfo}; null when it has no usable id. */
export function toUserInfo(raw: unknown): UserInfo | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    adminType: toId(raw.adminType),
    userName: toText(raw.userName),
    nickName: toText(raw.nickName),
    mobile: toText(raw.mobile),
    identityCard: toText(raw.identityCard),
    unitAreaCode: toText(raw.unitAreaCode),
    unitId: toId(raw.unitId),
    unitUuid: toText(raw.unitUuid),
    unitName: toText(raw.unitName),
    doctorId: toId(raw.relationId ?? raw.doctorId),
    doctorUuid: toOptionalText(raw.doctorUuid),
  };
}

/**
 * Why the login cookie could not be kept: the configured cookie domain is not this page's host or a parent of it
 * (the browser refuses such a cookie), or the browser did not keep it (cookies blocked for the site).
 */
export type LoginCookieProblem = 'domainMismatch' | 'notKept';

/** The message key of each {@link LoginCookieProblem}. */
export const LOGIN_COOKIE_MESSAGE_KEYS: Readonly<Record<LoginCookieProblem, string>> = {
  domainMismatch: 'session.cookie.domainMismatch',
  notKept: 'session.cookie.notKept',
};

/**
 * The login cookie could not be written or read back after a sign-in. The session stops here with this error
 * instead of sending the user back to the sign-in site, which would only send them back again, for ever.
 */
export class LoginCookieError extends WorkbenchError {
  override readonly name: string = 'LoginCookieError';
  /** The message key the app shows. */
  readonly messageKey: string;
  constructor(
    /** Why the cookie was not kept. */
    readonly problem: LoginCookieProblem,
    /** The cookie domain the deployment configured ('' for the page's own host). */
    readonly cookieDomain: string,
    /** The page's host name. */
    readonly host: string,
  ) {
    super(
      problem === 'domainMismatch'
        ? `The login cookie domain ${cookieDomain} does not match this page's host ${host}`
        : 'The browser did not keep the login cookie',
    );
    this.messageKey = LOGIN_COOKIE_MESSAGE_KEYS[problem];
  }
}

/**
 * True when a cookie for `cookieDomain` may be set by a page on `host` ('' = the host itself): the host is the
 * domain or below it, and the host is a name, not an IP address (RFC 6265 §5.3 domain matching).
 */
export function cookieDomainMatches(host: string, cookieDomain: string): boolean {
  const domain = cookieDomain.trim().replace(/^\./, '').toLowerCase();
  if (domain === '') return true;
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === domain) return true;
  const isIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':');
  return !isIp && h.endsWith(`.${domain}`);
}

/** The session-storage key of the place (open pages) an expired login left, for the same user's next sign-in. */
export const RETURN_PLACE_KEY = 'mch.returnPlace';

/** The default query parameter of the sign-in site's return address. */
export const DEFAULT_RETURN_PARAM = 'redirect';

/** Query parameters of the app's pages that carry a person's data (a resident's identity number). */
const PERSONAL_QUERY_KEYS = ['idCard'];

/**
 * The sign-in site's address carrying the page to come back to: `returnTo` without any `token` parameter, in the
 * `returnParam` query parameter (none when it is null or empty, or `returnTo` is not an http(s) address). A page
 * whose address carries a person's data (a resident's record, `?idCard=`) is not named to the sign-in site, which
 * may log it: the user comes back to the app's start (an expired login keeps its open pages for the same user).
 */
export function signInAddress(
  signInUrl: string,
  returnParam: string | null | undefined,
  returnTo: string,
): string {
  const param = returnParam === undefined ? DEFAULT_RETURN_PARAM : returnParam;
  if (!param) return signInUrl;
  let back: URL;
  let target: URL;
  try {
    back = new URL(returnTo);
    target = new URL(signInUrl, back);
  } catch {
    return signInUrl;
  }
  if (back.protocol !== 'http:' && back.protocol !== 'https:') return signInUrl;
  back.searchParams.delete('token');
  back.hash = '';
  if (PERSONAL_QUERY_KEYS.some((key) => back.searchParams.has(key))) {
    back.pathname = LOGIN_PATH;
    back.search = '';
  }
  target.searchParams.set(param, back.href);
  // A relative sign-in address (the demo's) stays relative.
  return /^[a-z][a-z0-9+.-]*:/i.test(signInUrl) ? target.href : `${target.pathname}${target.search}`;
}

/**
 * The target route of SPEC.md §2.3: the page the user arrived at (path and query of `address`, an absolute address
 * or one relative to the site), without the SSO `token` parameter; null at the login path (`/`, where the landing
 * decides) or for an address that cannot be read.
 */
export function targetRouteOf(address: string, loginPath: string = LOGIN_PATH): string | null {
  let url: URL;
  try {
    url = new URL(address, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.pathname === loginPath) return null;
  url.searchParams.delete(TOKEN_QUERY_KEY);
  return `${url.pathname}${url.search}`;
}

/** The sessionStorage key of the user whose open pages (SESSION_KEYS.openPages) are stored. */
export const OPEN_PAGES_OWNER_KEY = 'mch.openPagesOwner';

/**
 * Keeps the stored open pages for `user` only: pages stored for another account (this tab signed in again as
 * someone else) are dropped before the tabs restore them, so nobody is shown another user's pages.
 */
function claimOpenPages(storage: StorageAdapter, user: string): void {
  const owner = storage.getItem(OPEN_PAGES_OWNER_KEY);
  if (owner !== null && owner !== user) {
    storage.removeItem(SESSION_KEYS.openPages);
    storage.removeItem(SESSION_KEYS.currentPage);
    storage.removeItem(RESIDENT_RECORDS_KEY);
  }
  storage.setItem(OPEN_PAGES_OWNER_KEY, user);
}

function keepPlace(storage: StorageAdapter, user: string): void {
  const openPages = storage.getItem(SESSION_KEYS.openPages);
  if (openPages === null) return;
  storage.setItem(
    RETURN_PLACE_KEY,
    JSON.stringify({
      user,
      openPages,
      currentPage: storage.getItem(SESSION_KEYS.currentPage),
      residentRecords: storage.getItem(RESIDENT_RECORDS_KEY),
    }),
  );
}

function restorePlace(storage: StorageAdapter, user: string): void {
  const raw = storage.getItem(RETURN_PLACE_KEY);
  if (raw === null) return;
  storage.removeItem(RETURN_PLACE_KEY);
  let place: unknown;
  try {
    place = JSON.parse(raw);
  } catch {
    return;
  }
  if (!isRecord(place) || place.user !== user || typeof place.openPages !== 'string') return;
  if (storage.getItem(SESSION_KEYS.openPages) !== null) return;
  storage.setItem(SESSION_KEYS.openPages, place.openPages);
  if (typeof place.currentPage === 'string') storage.setItem(SESSION_KEYS.currentPage, place.currentPage);
  // The references of the records among the open pages (checked, like everything stored, where they are read).
  if (typeof place.residentRecords === 'string') storage.setItem(RESIDENT_RECORDS_KEY, place.residentRecords);
}

/** Creates the session flow; nothing happens until `start()`. */
export function createSession(deps: SessionDeps): Session {
  const { cookies, sessionStorage: storage, location, cookieName } = deps;
  const store = createStore<SessionState>({ status: 'idle' });
  let loggedOut = false;
  /** Bumped by every load and by logout, so only the latest load may settle the snapshot. */
  let generation = 0;
  /**
   * The load in progress: its token and promise, the controller that cancels its calls, how many callers with a
   * signal still wait for it, and whether a caller without a signal waits (then nothing cancels it).
   */
  interface PendingLoad {
    token: string;
    promise: Promise<SessionState>;
    controller: AbortController;
    waiting: number;
    unabortable: boolean;
  }
  let pending: PendingLoad | null = null;
  /** The token the ready (or no-permission) snapshot was loaded with. */
  let loadedFor: string | null = null;

  /** The host's token, taken on the first start. */
  let handedToken = deps.token?.trim() || undefined;
  /** Why the last token taken could not be kept as the login cookie, or null. */
  let cookieProblem: LoginCookieError | null = null;

  const cookieOptions = () => (deps.cookieDomain ? { domain: deps.cookieDomain, path: '/' } : { path: '/' });

  /** Stores a new sign-in's token as the login cookie, and checks that the browser kept it. */
  function takeToken(token: string, host: string): void {
    const previous = cookies.get(cookieName);
    cookies.set(cookieName, token, cookieOptions());
    if (cookies.get(cookieName) !== token) {
      const domain = deps.cookieDomain.trim();
      cookieProblem = new LoginCookieError(
        cookieDomainMatches(host, domain) ? 'notKept' : 'domainMismatch',
        domain,
        host,
      );
      return;
    }
    cookieProblem = null;
    rememberToken(storage, token);
    if (previous !== token) deps.onNewLogin?.();
  }

  /** Reads token, sourceType and theme from the address; strips the token from it. */
  function readAddress(): { demoMode: boolean; theme: ThemeColour | null } {
    let url: URL | null = null;
    try {
      url = new URL(location.href());
    } catch {
      url = null;
    }
    const params = url?.searchParams;
    const host = url?.hostname ?? '';
    if (url && params?.has('token')) {
      const token = (params.get('token') ?? '').trim();
      if (token !== '') takeToken(token, host);
      params.delete('token');
      location.replace(url.href);
    } else if (handedToken !== undefined) {
      takeToken(handedToken, host);
    }
    handedToken = undefined;
    if (params?.get('sourceType') === DEMO_SOURCE_TYPE) storage.setItem(DEMO_MODE_KEY, '1');
    return {
      demoMode: storage.getItem(DEMO_MODE_KEY) === '1',
      theme: parseThemeColour(params?.get('theme')),
    };
  }

  async function load(
    token: string,
    targetRoute: string | null,
    address: { demoMode: boolean; theme: ThemeColour | null },
    gen: number,
    signal: AbortSignal,
  ): Promise<SessionState> {
    const settle = (next: SessionState): SessionState => {
      if (gen !== generation) return store.getSnapshot();
      store.set(next);
      return next;
    };
    try {
      const user = toUserInfo(await deps.main.GET('/v1/user/getUser', { signal }));
      if (!user) {
        throw new ApiError({
          code: 'MALFORMED_BODY',
          status: 200,
          message: 'The current user has no id',
          operation: { backend: 'main', method: 'GET', path: '/v1/user/getUser' },
        });
      }
      const functions = await deps.main.POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
        params: { query: { userId: user.id, systemId: SYSTEM_ID } },
        signal,
      });
      const menu = buildMenu(functions);
      if (menu.noPermission) {
        loadedFor = token;
        return settle({ status: 'noPermission', user });
      }
      loadedFor = token;
      if (gen === generation) {
        // Back after an expiry: the same user gets their open pages; anyone else, none of them. Drafts are kept per
        // user (the draft store shows each user only their own).
        restorePlace(storage, String(user.id));
        claimOpenPages(storage, String(user.id));
      }
      const ready = (
        businessLines: BusinessLine[],
        businessLinesStatus: 'loading' | 'loaded' | 'failed',
      ): SessionState => ({
        status: 'ready',
        user,
        menu,
        businessLines,
        businessLinesStatus,
        demoMode: address.demoMode,
        targetRoute,
        theme: address.theme,
      });
      if (!menu.hasBusinessLines) return settle(ready([], 'loaded'));
      // The shell can show now; the business lines of its menu follow (the promise settles with them).
      settle(ready([], 'loading'));
      try {
        const lines = await deps.main.GET('/v1/businessLine/queryAll');
        return settle(ready(Array.isArray(lines) ? lines : [], 'loaded'));
      } catch (e) {
        // The menu works without the business lines (the policy already warned); an expiry is the policy's too.
        if (e instanceof SessionExpiredError) return store.getSnapshot();
        return settle(ready([], 'failed'));
      }
    } catch (e) {
      // An expired login is the policy's: it shows its message and logs out; until then the session stays loading.
      if (e instanceof SessionExpiredError) return store.getSnapshot();
      const error =
        e instanceof WorkbenchError
          ? e
          : new WorkbenchError('Loading the user failed', undefined, { cause: e });
      return settle({ status: 'error', error });
    }
  }

  function logout(reason: LogoutReason = 'user'): void {
    if (loggedOut) return;
    const user = store.getSnapshot().status === 'ready' ? getUser() : null;
    // An expired login keeps the user's place (open pages) for their next sign-in on this tab.
    if (reason === 'expired' && user) keepPlace(storage, String(user.id));
    else storage.removeItem(RETURN_PLACE_KEY);
    // A user who logs out has left what they typed: their drafts (a patient's name, an identity number) are not
    // kept in the tab; an expired login keeps them, to offer them back.
    if (reason === 'user' && user) dropUserDrafts(storage, String(user.id));
    loggedOut = true;
    generation += 1;
    pending = null;
    loadedFor = null;
    if (deps.cookieDomain) cookies.remove(cookieName, { domain: deps.cookieDomain, path: '/' });
    cookies.remove(cookieName, { path: '/' });
    for (const key of sdkSessionKeys()) storage.removeItem(key);
    deps.onLogout?.(reason);
    store.set({ status: 'loggedOut', reason });
    location.assign(signInAddress(deps.signInUrl, deps.returnParam, location.href()));
  }

  /**
   * The caller's wait for `load`: the load's own promise without a signal; with one, a promise that rejects with
   * the signal's reason when it aborts, and cancels the load when it was the last caller waiting on it (see
   * `start`).
   */
  function waitFor(load: PendingLoad, signal: AbortSignal | undefined): Promise<SessionState> {
    if (!signal) {
      load.unabortable = true;
      return load.promise;
    }
    if (signal.aborted) return Promise.reject(signal.reason);
    load.waiting += 1;
    return new Promise<SessionState>((resolve, reject) => {
      const onAbort = () => {
        load.waiting -= 1;
        reject(signal.reason);
        const nobodyWaits = !load.unabortable && load.waiting === 0;
        if (nobodyWaits && pending === load && store.getSnapshot().status === 'loading') {
          generation += 1;
          pending = null;
          load.controller.abort();
          store.set({ status: 'idle' });
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
      load.promise.then((state) => {
        signal.removeEventListener('abort', onAbort);
        resolve(state);
      });
    });
  }

  function getUser(): UserInfo | null {
    const s = store.getSnapshot();
    return s.status === 'ready' || s.status === 'noPermission' ? s.user : null;
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start(options = {}) {
      // A caller that has already given up starts nothing.
      if (options.signal?.aborted) return Promise.reject(options.signal.reason);
      // A start after a logout is a new sign-in on the same workbench (a script or server that carries on): the
      // interception policy must work again for it, as after a new token in the address.
      const afterLogout = loggedOut;
      loggedOut = false;
      const targetRoute = options.targetRoute ?? null;
      const address = readAddress();
      if (cookieProblem) {
        // No way back to the sign-in site: it would send the user here again with a token the browser refuses.
        generation += 1;
        pending = null;
        store.set({ status: 'error', error: cookieProblem });
        return Promise.resolve(store.getSnapshot());
      }
      const token = cookies.get(cookieName);
      if (!token) {
        logout('noCookie');
        return Promise.resolve(store.getSnapshot());
      }
      // So is a start with another login cookie than the session was loaded with, before the logout of the old
      // login's expiry has run (a script that signs in again at once): that logout is the old login's, not this one's.
      if (afterLogout || (loadedFor !== null && token !== loadedFor)) deps.onNewLogin?.();
      // The token this tab runs with: the token watch compares the cookie with it.
      rememberToken(storage, token);
      const snapshot = store.getSnapshot();
      if ((snapshot.status === 'ready' || snapshot.status === 'noPermission') && loadedFor === token) {
        return Promise.resolve(snapshot);
      }
      if (pending?.token === token) return waitFor(pending, options.signal);
      generation += 1;
      const gen = generation;
      store.set({ status: 'loading', targetRoute, demoMode: address.demoMode });
      const controller = new AbortController();
      const promise = load(token, targetRoute, address, gen, controller.signal).finally(() => {
        if (pending?.promise === promise) pending = null;
      });
      pending = { token, promise, controller, waiting: 0, unabortable: false };
      return waitFor(pending, options.signal);
    },
    logout,
    confirmNoPermission() {
      logout('noPermission');
    },
    getToken: () => cookies.get(cookieName),
    getUser,
  };
}
