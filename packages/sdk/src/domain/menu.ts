/**
 * The menu built from the functions granted to the user (SPEC.md §2.3, §3, §6).
 *
 * Rules: only nodes of type 1 become items; a type-1 node's type-1 children nest under it, and a node of any other
 * type is dropped together with everything below it (buttons and other permissions never carry menu entries).
 * A node's front-end action address decides what the item opens:
 * - an in-app path ('resident-case', '/evaluationManage', 'ReferralMonit?x=1') → that route, with a leading slash;
 * - an absolute http(s) URL → the out-system page, which shows the URL in a frame;
 * - nothing, or anything else ('javascript:…', 'data:…', '//host', '../x') → no target: the node stays as a
 *   group when it has items below it and is dropped otherwise, so an unsafe address is never opened or framed.
 * Groups get the name `group:{code}` (never a route: only names starting with '/' are clickable).
 */

import { findPageDefinition, OUT_SYSTEM_URL_PATH, type PageAccess, type PageName } from './pages';
import { safeFrameUrl } from './url';

/** The URL checks of ./url, re-exported here because the menu is where frame URLs come from. */
export { isHttpUrl, safeFrameUrl } from './url';

/** The fixed system id the function list is requested for. */
export const SYSTEM_ID = 25;

/** Function codes whose menu entries are hidden (empty in the product). */
export const MENU_EXCLUSION_LIST: readonly string[] = [];

/** The function code that enables the business-line detail routes. */
export const BUSINESS_LINE_FUNCTION_CODE = 'businessLineManage';

/** The function `type` that means "menu entry". */
export const MENU_FUNCTION_TYPE = 1;

/** Prefix of the name of a menu group that opens nothing. */
export const MENU_GROUP_PREFIX = 'group:';

/** A node of the user's function tree as the backend returns it (SPEC.md §3 "Menu function node"). */
export interface FunctionNode {
  code: string;
  name: string;
  /** 1 means a menu entry. */
  type: number;
  frontActionUrl?: string | null;
  /** Whether the function shows in the side menu. */
  asideMenu?: boolean | null;
  closable?: boolean | null;
  icon?: string | null;
  treeCode?: string | null;
  children?: FunctionNode[] | null;
}

/** A menu entry (SPEC.md §3 "Menu item"). */
export interface MenuItem {
  /** The route path to open ('/resident-case', '/out-system-url'), or `group:{code}` for a group. */
  name: string;
  /** The code of the function the item comes from (e.g. 'onlineExam'). */
  code?: string;
  /** The title shown in the menu and on the tab. */
  title: string;
  icon?: string;
  children?: MenuItem[];
  /** Titles from the root of the menu down to this item. */
  levelList: string[];
  /** Whether the item shows in the side menu, as the backend said (absent when it said nothing). */
  asideMenu?: boolean;
  treeCode?: string;
  /** The framed URL of an out-system item. */
  iframeUrl?: string;
  /** True when the item shows a third-party URL in a frame. */
  isIframeUrl: boolean;
  /** The query to open the route with. */
  query?: Record<string, string>;
  closable?: boolean;
  disabledKeepAlive?: boolean;
  disabledStorage?: boolean;
}

/** The outcome of building the menu. */
export interface MenuResult {
  /** The top-level menu items. */
  items: MenuItem[];
  /** Some function (any type, any depth) has the code businessLineManage. */
  hasBusinessLines: boolean;
  /** No menu item at all: the user gets the no-permission dialog. */
  noPermission: boolean;
  /** The first clickable item depth-first (demo mode opens it), or null. */
  firstLeaf: MenuItem | null;
}

// An in-app path: segments of letters, digits, '_', '-' or '.', optionally led by '/', optionally with a query.
const APP_PATH = /^\/?[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*\/?(?:\?[^\s#]*)?$/;

type Target = { name: string; query?: Record<string, string>; iframeUrl?: string };

/** What a front-end action address opens, or null when it opens nothing. */
function targetOf(address: unknown): Target | null {
  if (typeof address !== 'string') return null;
  const frameUrl = safeFrameUrl(address);
  if (frameUrl !== null) return { name: OUT_SYSTEM_URL_PATH, query: { url: frameUrl }, iframeUrl: frameUrl };
  if (!APP_PATH.test(address)) return null;
  const question = address.indexOf('?');
  const path = question < 0 ? address : address.slice(0, question);
  let name = path.startsWith('/') ? path : `/${path}`;
  if (name.length > 1 && name.endsWith('/')) name = name.slice(0, -1);
  if (question < 0) return { name };
  const query = Object.fromEntries(new URLSearchParams(address.slice(question + 1)));
  return Object.keys(query).length > 0 ? { name, query } : { name };
}

/** True when a menu item opens a page (its name is a route path), false for a group. */
export function isClickableMenuItem(item: MenuItem): boolean {
  return item.name.startsWith('/');
}

function toItem(node: FunctionNode, parents: string[], exclude: ReadonlySet<string>): MenuItem | null {
  if (!node || node.type !== MENU_FUNCTION_TYPE || exclude.has(node.code)) return null;
  const title = typeof node.name === 'string' ? node.name : '';
  const levelList = [...parents, title];
  const children = (Array.isArray(node.children) ? node.children : [])
    .map((child) => toItem(child, levelList, exclude))
    .filter((item): item is MenuItem => item !== null);
  const target = targetOf(node.frontActionUrl);
  if (!target && children.length === 0) return null;
  const item: MenuItem = {
    name: target?.name ?? `${MENU_GROUP_PREFIX}${node.code}`,
    title,
    levelList,
    isIframeUrl: target?.iframeUrl !== undefined,
  };
  if (typeof node.code === 'string' && node.code !== '') item.code = node.code;
  if (target?.query) item.query = target.query;
  if (target?.iframeUrl !== undefined) item.iframeUrl = target.iframeUrl;
  if (typeof node.icon === 'string' && node.icon !== '') item.icon = node.icon;
  // A boolean in the spec; a backend that sends 1/0 (or '1'/'0') means the same.
  const aside: unknown = node.asideMenu;
  if (aside === true || aside === 1 || aside === '1') item.asideMenu = true;
  else if (aside === false || aside === 0 || aside === '0') item.asideMenu = false;
  if (typeof node.treeCode === 'string' && node.treeCode !== '') item.treeCode = node.treeCode;
  if (children.length > 0) item.children = children;
  const definition = target ? findPageDefinition(target.name) : null;
  if (definition) {
    item.closable = definition.closable && node.closable !== false;
    if (definition.disabledKeepAlive) item.disabledKeepAlive = true;
    if (definition.disabledStorage) item.disabledStorage = true;
  } else if (typeof node.closable === 'boolean') {
    item.closable = node.closable;
  }
  return item;
}

function hasCode(nodes: readonly FunctionNode[], code: string): boolean {
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    if (node.code === code) return true;
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return false;
}

function firstClickableLeaf(items: readonly MenuItem[]): MenuItem | null {
  for (const item of items) {
    if (item.children) {
      const found = firstClickableLeaf(item.children);
      if (found) return found;
    } else if (isClickableMenuItem(item)) {
      return item;
    }
  }
  return null;
}

/**
 * Builds the menu from the user's function tree (see the rules at the top of this file). `exclude` lists function
 * codes to hide (default {@link MENU_EXCLUSION_LIST}). Never throws on odd input: malformed nodes are dropped.
 */
export function buildMenu(
  nodes: readonly FunctionNode[] | null | undefined,
  options: { exclude?: readonly string[] } = {},
): MenuResult {
  const list = Array.isArray(nodes) ? nodes : [];
  const exclude = new Set(options.exclude ?? MENU_EXCLUSION_LIST);
  const items = list
    .map((node) => toItem(node, [], exclude))
    .filter((item): item is MenuItem => item !== null);
  return {
    items,
    hasBusinessLines: hasCode(list, BUSINESS_LINE_FUNCTION_CODE),
    noPermission: items.length === 0,
    firstLeaf: firstClickableLeaf(items),
  };
}

/**
 * What the user may open, read off their menu (SPEC.md §2.3, §6): the pages of its clickable items at any depth,
 * and whether the business-line routes exist. For `allowedPage` and `isPageGranted`.
 */
export function pageAccessOf(menu: Pick<MenuResult, 'items' | 'hasBusinessLines'>): Required<PageAccess> {
  const granted = new Set<PageName>();
  const stack = [...menu.items];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) continue;
    if (item.children) stack.push(...item.children);
    if (!isClickableMenuItem(item)) continue;
    const definition = findPageDefinition(item.name);
    if (definition) granted.add(definition.name);
  }
  return { hasBusinessLines: menu.hasBusinessLines, granted };
}

/** A business line as the backend lists it (SPEC.md §3). */
export interface BusinessLine {
  id: string | number;
  title: string;
}

const BUSINESS_LINE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Menu items for the business-line detail pages: `/businessLineDetail/{id}` opened with the query `{ lobId: id }`.
 * Lines whose id is not a plain identifier (letters, digits, '_' or '-') are skipped.
 */
export function businessLineMenu(lines: readonly BusinessLine[] | null | undefined): MenuItem[] {
  const items: MenuItem[] = [];
  for (const line of Array.isArray(lines) ? lines : []) {
    const id = typeof line?.id === 'number' && Number.isFinite(line.id) ? String(line.id) : line?.id;
    if (typeof id !== 'string' || !BUSINESS_LINE_ID.test(id)) continue;
    const title = typeof line.title === 'string' ? line.title : '';
    items.push({
      name: `/businessLineDetail/${id}`,
      title,
      levelList: [title],
      isIframeUrl: false,
      query: { lobId: id },
      closable: true,
    });
  }
  return items;
}

/** Name of the menu group that holds the business-line detail pages. */
export const BUSINESS_LINE_GROUP = `${MENU_GROUP_PREFIX}businessLines`;

/** The icon key of the business-line group. */
export const BUSINESS_LINE_GROUP_ICON = 'hierarchy';

/**
 * The items of the side menu (SPEC.md §2.3): the menu built from the user's functions, followed, when the user may
 * manage business lines (a businessLineManage function) and some line has a detail page, by a group titled
 * `groupTitle` of those pages (see {@link businessLineMenu}). Without such a group: the menu's own `items`.
 */
export function menuWithBusinessLines(
  menu: MenuResult,
  lines: readonly BusinessLine[] | null | undefined,
  groupTitle: string,
): MenuItem[] {
  const pages = menu.hasBusinessLines ? businessLineMenu(lines) : [];
  if (pages.length === 0) return menu.items;
  return [
    ...menu.items,
    {
      name: BUSINESS_LINE_GROUP,
      title: groupTitle,
      levelList: [groupTitle],
      isIframeUrl: false,
      icon: BUSINESS_LINE_GROUP_ICON,
      children: pages,
    },
  ];
}
