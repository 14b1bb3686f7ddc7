/**
 * The pages of the shell (SPEC.md §2.1, §2.2) and the pure rules of the tab strip: which routes exist, what
 * makes two opened pages the same, and how opening, closing and restoring tabs changes the list.
 *
 * The Login route (`/`, no shell) and the sign-up modal are not pages of the tab strip and are not listed here.
 */

import { isHttpUrl } from './url';

/** The name of a page route (SPEC.md §2.2). */
export type PageName =
  | 'Workbench'
  | 'UserCenter'
  | 'StudentSetting'
  | 'ResidentCase'
  | 'ResidentCaseDetail'
  | 'UserNotice'
  | 'NoticeDetail'
  | 'SystemNoticeDetail'
  | 'SystemNoticeInfo'
  | 'AuthorityManage'
  | 'AuthRoleManage'
  | 'Mahefnq'
  | 'LoginLog'
  | 'OutSystemUrl'
  | 'ReferralMonit'
  | 'EvaluationManage'
  | 'EvaluationManageDetail'
  | 'BusinessLineDetail';

/** One route of the shell and how its tab behaves. */
export interface PageDefinition {
  /** The route path; for a dynamic route the pattern, with `$id` for the parameter. */
  readonly path: string;
  /** The route name. */
  readonly name: PageName;
  /** Message key of the tab and page title. */
  readonly titleKey: string;
  /** Whether the tab can be closed (the workbench cannot). */
  readonly closable: boolean;
  /** The page is unmounted, not kept alive, while its tab is hidden. */
  readonly disabledKeepAlive: boolean;
  /** The tab is not written to session storage, so it is not restored on reload. */
  readonly disabledStorage: boolean;
  /** Query keys that do not count for the page identity ('token' always). */
  readonly excludedQueryKeys: readonly string[];
  /** The page receives its query as props. */
  readonly queryAsProps: boolean;
  /** The path is a pattern with a `$id` parameter. */
  readonly dynamic: boolean;
  /**
   * The menu pages that let the user open this one (SPEC.md §2.3, §6: menu routes come from the user's function
   * list): a back-office page opens only for a user whose menu holds one of them (its own entry, or the list a
   * record page is opened from). Empty for the shell's own pages, which every signed-in user has (the workbench,
   * the message and announcement pages of the bell and the service card, the personal centre, framed pages).
   */
  readonly grantedBy: readonly PageName[];
}

/** Path of the workbench, the default landing page and the first, unclosable tab. */
export const WORKBENCH_PATH = '/workbench';

/** The path the sign-in site sends users back to (`/?token=…`): no page of its own; the landing decides where to go. */
export const LOGIN_PATH = '/';

/** Path of the page that shows a third-party URL (its `url` query) in a frame. */
export const OUT_SYSTEM_URL_PATH = '/out-system-url';

/**
 * The query key of the out-system page that names a subsystem instead of an address (`?system=exam`): the page
 * exchanges the subsystem's token itself, so the token never reaches the app's address (features/subsystems).
 */
export const SUBSYSTEM_QUERY_KEY = 'system';

/** The subsystems the out-system page can name (the `SubsystemKind`s of features/subsystems). */
const OUT_SYSTEM_SUBSYSTEMS: readonly string[] = ['exam', 'training'];

/** Whether an out-system page query can be shown: an http(s) `url`, or a known subsystem in `system`. */
export function isOutSystemQuery(query: Readonly<Record<string, string | undefined>>): boolean {
  return isHttpUrl(query.url) || OUT_SYSTEM_SUBSYSTEMS.includes(query[SUBSYSTEM_QUERY_KEY] ?? '');
}

/** Query key that carries the SSO token; it never counts for a page identity and is never kept in a tab. */
export const TOKEN_QUERY_KEY = 'token';

type PageEntry = Pick<PageDefinition, 'path' | 'name' | 'titleKey'> &
  Partial<Omit<PageDefinition, 'path' | 'name' | 'titleKey'>>;

function definePages(entries: readonly PageEntry[]): readonly PageDefinition[] {
  return entries.map((entry) => ({
    closable: true,
    disabledKeepAlive: false,
    disabledStorage: false,
    excludedQueryKeys: [TOKEN_QUERY_KEY],
    queryAsProps: false,
    dynamic: false,
    grantedBy: [],
    ...entry,
  }));
}

/** Every page route of SPEC.md §2.2, in the order of the spec. */
// Marked pure and built from literals only, so a consumer that does not use it does not bundle it.
export const PAGE_DEFINITIONS: readonly PageDefinition[] = /* @__PURE__ */ definePages([
  { path: WORKBENCH_PATH, name: 'Workbench', titleKey: 'page.workbench', closable: false },
  { path: '/user-center', name: 'UserCenter', titleKey: 'page.userCenter', disabledKeepAlive: true },
  {
    path: '/student-setting',
    name: 'StudentSetting',
    titleKey: 'page.studentSetting',
    disabledStorage: true,
    grantedBy: ['StudentSetting'],
  },
  {
    path: '/resident-case',
    name: 'ResidentCase',
    titleKey: 'page.residentCase',
    grantedBy: ['ResidentCase'],
  },
  {
    path: '/resident-case-detail',
    name: 'ResidentCaseDetail',
    titleKey: 'page.residentCaseDetail',
    grantedBy: ['ResidentCase', 'ResidentCaseDetail'],
  },
  { path: '/user-notice', name: 'UserNotice', titleKey: 'page.userNotice' },
  { path: '/notice-detail', name: 'NoticeDetail', titleKey: 'page.noticeDetail', queryAsProps: true },
  { path: '/system-notice-detail', name: 'SystemNoticeDetail', titleKey: 'page.systemNoticeDetail' },
  {
    path: '/system-notice-info',
    name: 'SystemNoticeInfo',
    titleKey: 'page.systemNoticeInfo',
    queryAsProps: true,
  },
  {
    path: '/authority-manage',
    name: 'AuthorityManage',
    titleKey: 'page.authorityManage',
    grantedBy: ['AuthorityManage'],
  },
  {
    path: '/auth-role-manage',
    name: 'AuthRoleManage',
    titleKey: 'page.authRoleManage',
    grantedBy: ['AuthRoleManage'],
  },
  { path: '/mahefnq', name: 'Mahefnq', titleKey: 'page.mahefnq', grantedBy: ['Mahefnq'] },
  { path: '/loginLog', name: 'LoginLog', titleKey: 'page.loginLog', grantedBy: ['LoginLog'] },
  { path: OUT_SYSTEM_URL_PATH, name: 'OutSystemUrl', titleKey: 'page.outSystemUrl' },
  {
    path: '/ReferralMonit',
    name: 'ReferralMonit',
    titleKey: 'page.referralMonit',
    disabledKeepAlive: true,
    excludedQueryKeys: [TOKEN_QUERY_KEY, 'id'],
    grantedBy: ['ReferralMonit'],
  },
  {
    path: '/evaluationManage',
    name: 'EvaluationManage',
    titleKey: 'page.evaluationManage',
    grantedBy: ['EvaluationManage'],
  },
  {
    path: '/evaluationManage/detail',
    name: 'EvaluationManageDetail',
    titleKey: 'page.evaluationManageDetail',
    // One statistics tab: the project and year it shows are its filters, kept in its address (a reload keeps
    // them), not what makes it another page; opening it for a project switches the open tab to that project.
    excludedQueryKeys: [TOKEN_QUERY_KEY, 'projectId', 'year'],
    grantedBy: ['EvaluationManage', 'EvaluationManageDetail'],
  },
  {
    path: '/businessLineDetail/$id',
    name: 'BusinessLineDetail',
    titleKey: 'page.businessLineDetail',
    dynamic: true,
  },
]);

/** A pathname resolved to its route, with the value of the `$id` parameter of a dynamic route. */
export interface PageMatch {
  definition: PageDefinition;
  /** The pathname without query, hash or trailing slash. */
  pathname: string;
  /** Route parameters: `{ id }` for a dynamic route, else empty. */
  params: Record<string, string>;
}

const DYNAMIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The pathname without any `?query`, `#hash` or trailing slash. */
function cleanPathname(pathname: string): string {
  const end = pathname.search(/[?#]/);
  const bare = end < 0 ? pathname : pathname.slice(0, end);
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** Resolves a pathname (a `?query`, `#hash` or trailing slash is ignored) to its route, or null when unknown. */
export function matchPage(pathname: string): PageMatch | null {
  if (typeof pathname !== 'string') return null;
  const clean = cleanPathname(pathname);
  for (const definition of PAGE_DEFINITIONS) {
    if (!definition.dynamic) {
      if (definition.path === clean) return { definition, pathname: clean, params: {} };
      continue;
    }
    const prefix = definition.path.slice(0, definition.path.indexOf('$'));
    if (!clean.startsWith(prefix)) continue;
    const id = clean.slice(prefix.length);
    if (DYNAMIC_ID.test(id)) return { definition, pathname: clean, params: { id } };
  }
  return null;
}

/** The route of a pathname (`'/businessLineDetail/7'` gives BusinessLineDetail), or null when unknown. */
export function findPageDefinition(pathname: string): PageDefinition | null {
  return matchPage(pathname)?.definition ?? null;
}

/** A page to open or identify: a path (which may carry a `?query`) and its query. */
export interface PageRequest {
  path: string;
  query?: Record<string, string>;
  /** Title shown on the tab (the menu title); the route's title key is used when absent. */
  title?: string;
}

function queryValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** The pathname and the full query of a request: the path's own `?query` merged with `query` (which wins). */
function splitRequest(request: PageRequest): { pathname: string; query: Record<string, string> } {
  const path = typeof request.path === 'string' ? request.path : '';
  const hash = path.indexOf('#');
  const withoutHash = hash < 0 ? path : path.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const entries: [string, string][] = [];
  if (question >= 0) {
    for (const [key, value] of new URLSearchParams(withoutHash.slice(question + 1)))
      entries.push([key, value]);
  }
  if (request.query !== null && typeof request.query === 'object') {
    for (const [key, raw] of Object.entries(request.query)) {
      const value = queryValue(raw);
      if (value !== null) entries.push([key, value]);
    }
  }
  return { pathname: cleanPathname(withoutHash), query: Object.fromEntries(entries) };
}

function identityOf(
  definition: PageDefinition | null,
  pathname: string,
  query: Record<string, string>,
): string {
  // A route that cannot be closed (the workbench) has a single tab, whatever its query.
  if (definition && !definition.closable) return pathname;
  const excluded = definition?.excludedQueryKeys ?? [TOKEN_QUERY_KEY];
  const keys = Object.keys(query)
    .filter((key) => !excluded.includes(key))
    .sort();
  if (keys.length === 0) return pathname;
  const search = keys.map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(query[key] ?? '')}`);
  return `${pathname}?${search.join('&')}`;
}

/**
 * The identity of a page: its path plus its query sorted by key, leaving out the keys its route ignores ('token'
 * everywhere, also when written in the path; 'id' for /ReferralMonit, the project and year of /evaluationManage/detail). Equal pages give equal identities; the
 * workbench has one identity whatever its query.
 */
export function pageIdentity(request: PageRequest): string {
  const { pathname, query } = splitRequest(request);
  return identityOf(findPageDefinition(pathname), pathname, query);
}

/** An opened tab. */
export interface OpenPage {
  /** The page identity (see {@link pageIdentity}). */
  id: string;
  /** The pathname of the page. */
  path: string;
  /** The query the page was opened with, without the SSO token. */
  query: Record<string, string>;
  /** Tab title (e.g. the menu title); the route's title key is used when absent. */
  title?: string;
}

/** The tab strip: opened pages in order (the workbench first) and the identity of the current one. */
export interface TabsState {
  pages: OpenPage[];
  currentId: string;
}

function workbenchPage(): OpenPage {
  return { id: WORKBENCH_PATH, path: WORKBENCH_PATH, query: {} };
}

/** The tab strip of a fresh session: only the workbench, current. */
export function initialTabsState(): TabsState {
  return { pages: [workbenchPage()], currentId: WORKBENCH_PATH };
}

/**
 * The tab for a request, or null when the route is unknown or unsafe (an out-system page with neither an http(s)
 * `url` nor a subsystem). The SSO token is dropped from the query.
 */
function toOpenPage(request: PageRequest): OpenPage | null {
  const { pathname, query } = splitRequest(request);
  const match = matchPage(pathname);
  if (!match) return null;
  const { definition } = match;
  if (definition.name === 'OutSystemUrl' && !isOutSystemQuery(query)) return null;
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => key !== TOKEN_QUERY_KEY));
  const open: OpenPage = {
    id: identityOf(definition, match.pathname, kept),
    path: match.pathname,
    query: kept,
  };
  if (typeof request.title === 'string' && request.title !== '') open.title = request.title;
  return open;
}

/** Whether a page's tab may be closed (the workbench and other unclosable pages may not). */
export function isClosablePage(page: Pick<OpenPage, 'path'>): boolean {
  return findPageDefinition(page.path)?.closable ?? true;
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

/**
 * Opens a page: focuses the open page with the same identity (taking the new query and title, which may differ in
 * ignored keys) or appends a new tab and focuses it. Unknown routes and unsafe out-system URLs leave the state
 * unchanged.
 */
export function openPage(state: TabsState, request: PageRequest): TabsState {
  const next = toOpenPage(request);
  if (!next) return state;
  const index = state.pages.findIndex((p) => p.id === next.id);
  const existing = state.pages[index];
  if (!existing) return { pages: [...state.pages, next], currentId: next.id };
  const title = next.title ?? existing.title;
  const unchanged = sameQuery(existing.query, next.query) && title === existing.title;
  if (unchanged && state.currentId === next.id) return state;
  const pages = unchanged
    ? state.pages
    : state.pages.map((p, i) => (i === index ? { ...next, ...(title === undefined ? {} : { title }) } : p));
  return { pages, currentId: next.id };
}

/** Makes an open page current; unknown identities leave the state unchanged. */
export function focusPage(state: TabsState, id: string): TabsState {
  if (state.currentId === id || !state.pages.some((p) => p.id === id)) return state;
  return { ...state, currentId: id };
}

/** Sets the title of an open page; unknown identities leave the state unchanged. */
export function setPageTitle(state: TabsState, id: string, title: string): TabsState {
  const index = state.pages.findIndex((p) => p.id === id);
  const existing = state.pages[index];
  if (!existing || existing.title === title) return state;
  return { ...state, pages: state.pages.map((p, i) => (i === index ? { ...p, title } : p)) };
}

/**
 * Closes a page. The workbench and other unclosable pages stay; when the current page closes, its left neighbour
 * becomes current (else its right neighbour).
 */
export function closePage(state: TabsState, id: string): TabsState {
  const index = state.pages.findIndex((p) => p.id === id);
  const target = state.pages[index];
  if (!target || !isClosablePage(target)) return state;
  const pages = state.pages.filter((_, i) => i !== index);
  let currentId = state.currentId;
  if (currentId === id) currentId = (pages[index - 1] ?? pages[index] ?? pages[0])?.id ?? WORKBENCH_PATH;
  return { pages, currentId };
}

/** Keeps `kept(page, index)` or unclosable pages; the current page stays if kept, else `fallbackId` becomes it. */
function closeWhere(
  state: TabsState,
  kept: (page: OpenPage, index: number) => boolean,
  fallbackId: string,
): TabsState {
  const pages = state.pages.filter((p, i) => kept(p, i) || !isClosablePage(p));
  if (pages.length === state.pages.length) return state;
  const currentId = pages.some((p) => p.id === state.currentId) ? state.currentId : fallbackId;
  return { pages, currentId };
}

/** Closes every closable page except `id`, which becomes current. */
export function closeOthers(state: TabsState, id: string): TabsState {
  if (!state.pages.some((p) => p.id === id)) return state;
  return focusPage(
    closeWhere(state, (p) => p.id === id, id),
    id,
  );
}

/** Closes the closable pages left of `id`; if the current page was among them, `id` becomes current. */
export function closeLeft(state: TabsState, id: string): TabsState {
  const index = state.pages.findIndex((p) => p.id === id);
  if (index < 0) return state;
  return closeWhere(state, (_, i) => i >= index, id);
}

/** Closes the closable pages right of `id`; if the current page was among them, `id` becomes current. */
export function closeRight(state: TabsState, id: string): TabsState {
  const index = state.pages.findIndex((p) => p.id === id);
  if (index < 0) return state;
  return closeWhere(state, (_, i) => i <= index, id);
}

/** Closes every closable page: only the workbench is left, and it becomes current. */
export function closeAll(state: TabsState): TabsState {
  const closed = closeWhere(state, () => false, WORKBENCH_PATH);
  return focusPage(
    closed,
    closed.pages.some((p) => p.id === WORKBENCH_PATH) ? WORKBENCH_PATH : closed.currentId,
  );
}

/** Session-storage keys of the open pages and the current page. */
export const SESSION_KEYS = { openPages: 'mch.openPages', currentPage: 'mch.currentPage' } as const;

/** Limits applied when restoring tabs from storage; anything larger is dropped. */
export const TAB_STORAGE_LIMITS = {
  /** Characters of the stored list. */
  maxChars: 200_000,
  /** Pages restored. */
  maxPages: 100,
  /** Characters of a path. */
  maxPathChars: 512,
  /** Query keys of one page. */
  maxQueryKeys: 50,
  /** Characters of one query key or value. */
  maxQueryChars: 4096,
  /** Characters of a title. */
  maxTitleChars: 200,
} as const;

/** The stored form of the tab strip: the values of {@link SESSION_KEYS}. */
export interface SerializedTabs {
  openPages: string;
  currentPage: string;
}

function isStored(page: OpenPage): boolean {
  return !(findPageDefinition(page.path)?.disabledStorage ?? true);
}

/**
 * A tab's title as it is stored: whole up to {@link TAB_STORAGE_LIMITS}' `maxTitleChars` (what a restore takes),
 * a longer one shortened to fit with '…' (a restore would drop it, and the tab come back with its page's name).
 */
function storedTitle(title: string): string {
  const limit = TAB_STORAGE_LIMITS.maxTitleChars;
  if (title.length <= limit) return title;
  let kept = '';
  for (const char of title) {
    if (kept.length + char.length > limit - 1) break;
    kept += char;
  }
  return `${kept}…`;
}

/**
 * The tab strip as session-storage values. Pages of routes with `disabledStorage` are left out; if the current
 * page is one of them, the nearest stored page to its left is stored as current.
 */
export function serializeTabs(state: TabsState): SerializedTabs {
  const stored = state.pages.filter(isStored);
  const currentIndex = state.pages.findIndex((p) => p.id === state.currentId);
  let currentPage = WORKBENCH_PATH;
  for (let i = currentIndex; i >= 0; i -= 1) {
    const candidate = state.pages[i];
    if (candidate && isStored(candidate)) {
      currentPage = candidate.id;
      break;
    }
  }
  const openPages = stored.map(({ path, query, title }) =>
    title === undefined ? { path, query } : { path, query, title: storedTitle(title) },
  );
  return { openPages: JSON.stringify(openPages), currentPage };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A stored page checked for shape and size, or null. */
function restoredRequest(value: unknown): PageRequest | null {
  const limits = TAB_STORAGE_LIMITS;
  if (!isRecord(value)) return null;
  const { path, query, title } = value;
  if (typeof path !== 'string' || path.length > limits.maxPathChars) return null;
  if (query !== undefined && !isRecord(query)) return null;
  const entries = Object.entries(query ?? {});
  if (entries.length > limits.maxQueryKeys) return null;
  for (const [key, v] of entries) {
    if (typeof v !== 'string' || key.length > limits.maxQueryChars || v.length > limits.maxQueryChars)
      return null;
  }
  const request: PageRequest = { path, query: Object.fromEntries(entries) as Record<string, string> };
  if (typeof title === 'string' && title.length <= limits.maxTitleChars) request.title = title;
  return request;
}

/**
 * A page's query in the form its route takes (the SDK's `canonicalPageQuery`): a value the page cannot take left
 * out, the others in their normal form.
 */
export type CanonicalQuery = (
  name: PageName,
  query: Readonly<Record<string, string>>,
) => Record<string, string>;

/**
 * A stored page as its route would open it now: its query in its page's form, or null when the page cannot take a
 * value it was stored with (left by hand or by another version: '/notice-detail?id=10003x' would open a tab of its
 * own, 'Message detail' without a message, whenever its stored tab is picked).
 */
function canonicalRequest(
  request: PageRequest,
  canonicalQuery: CanonicalQuery | undefined,
  takeIn: TakeIn | undefined,
): PageRequest | null {
  if (!canonicalQuery) return request;
  const { pathname, query: stored } = splitRequest(request);
  const match = matchPage(pathname);
  if (!match) return null;
  const query = takeIn ? takeIn(match.definition.name, stored) : stored;
  const canonical = canonicalQuery(match.definition.name, query);
  if (Object.keys(query).some((key) => key !== TOKEN_QUERY_KEY && canonical[key] === undefined)) return null;
  return { ...request, path: pathname, query: canonical };
}

/**
 * A stored query of an older form in the form the page takes it now (a resident record's identity number replaced by
 * the tab's reference), before it is checked.
 */
export type TakeIn = (
  name: PageName,
  query: Readonly<Record<string, string>>,
) => Readonly<Record<string, string>>;

/**
 * The tab strip stored in session storage, validated: corrupt JSON, wrong shapes, unknown routes, unsafe
 * out-system URLs, oversized values, duplicates and pages of routes with `disabledStorage` are dropped quietly.
 * Given `canonicalQuery`, a page is kept in the form its route takes (its stored query first passed through `takeIn`)
 * and dropped when it holds a value the page cannot take. The workbench is always first; an unknown current page falls back to it. Never throws.
 */
export function restoreTabs(
  raw: { openPages: string | null; currentPage: string | null },
  canonicalQuery?: CanonicalQuery,
  takeIn?: TakeIn,
): TabsState {
  const state = initialTabsState();
  let parsed: unknown = null;
  const text = raw?.openPages;
  if (typeof text === 'string' && text.length <= TAB_STORAGE_LIMITS.maxChars) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  let current = raw?.currentPage;
  if (Array.isArray(parsed)) {
    for (const value of parsed.slice(0, TAB_STORAGE_LIMITS.maxPages)) {
      const stored = restoredRequest(value);
      const request = stored ? canonicalRequest(stored, canonicalQuery, takeIn) : null;
      const open = request ? toOpenPage(request) : null;
      if (!stored || !open || !isStored(open)) continue;
      // The current page stored in an older form is the same page in its form now.
      if (current === pageIdentity(stored)) current = open.id;
      if (open.id === WORKBENCH_PATH || state.pages.some((p) => p.id === open.id)) continue;
      state.pages.push(open);
    }
  }
  if (typeof current === 'string' && state.pages.some((p) => p.id === current)) state.currentId = current;
  return state;
}

/** What the signed-in user may open beyond the shell's own pages (see `pageAccessOf`, which reads it off the menu). */
export interface PageAccess {
  /** The menu has a function with the code businessLineManage: the business-line routes exist. */
  hasBusinessLines: boolean;
  /**
   * The menu pages of the user's function list. Without it, no back-office page is refused for want of its menu
   * entry (as before the SDK knew the menu); with it, a page opens only when one of its `grantedBy` is here.
   */
  granted?: ReadonlySet<PageName>;
}

/** Whether the user's menu lets them open a page of this route (`grantedBy`); the shell's own pages always. */
export function isPageGranted(definition: PageDefinition, access: PageAccess): boolean {
  const { granted } = access;
  if (granted === undefined || definition.grantedBy.length === 0) return true;
  return definition.grantedBy.some((name) => granted.has(name));
}

/**
 * The page an address may show, or null for the not-found panel (SPEC.md §2.3): an unknown path, a back-office
 * page the user's menu does not grant (`isPageGranted`), a business-line route when the user has no
 * `businessLineManage` function, or an out-system page with neither an http(s) url nor a subsystem.
 */
export function allowedPage(
  pathname: string,
  query: Readonly<Record<string, string | undefined>>,
  access: PageAccess,
): PageMatch | null {
  const match = matchPage(pathname);
  if (!match) return null;
  if (!isPageGranted(match.definition, access)) return null;
  if (match.definition.name === 'BusinessLineDetail' && !access.hasBusinessLines) return null;
  if (match.definition.name === 'OutSystemUrl' && !isOutSystemQuery(query)) return null;
  return match;
}
