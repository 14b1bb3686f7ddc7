/**
 * The online exam and online training subsystems (SPEC.md §1, §7.5, §7.6, §8): embedded pages that take their own
 * token. Opening one exchanges the subsystem token (`trainingToken.ensureTrainingToken`) and finds the subsystem's
 * address among the functions granted to the user; the app then frames the address, with the token added, in the
 * out-system page.
 */

import { type FunctionNode, type MenuItem, SYSTEM_ID } from '../../domain/menu';
import { OUT_SYSTEM_URL_PATH, pageIdentity, SUBSYSTEM_QUERY_KEY } from '../../domain/pages';
import { safeFrameUrl } from '../../domain/url';
import type { MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import { WorkbenchError } from '../../http/errors';
import type { UserInfo } from '../session/session';
import type { TrainingTokenFlow, TrainingTokenKind } from './training-token';

/** A subsystem: the online exam or the online training. */
export type SubsystemKind = TrainingTokenKind;

/** Every subsystem, in the order the workbench shows them. */
export const SUBSYSTEM_KINDS: readonly SubsystemKind[] = ['exam', 'training'];

/**
 * The function code of each subsystem in the user's function list. SPEC.md does not name them; these are this
 * project's assumption (the demo backend grants them).
 */
export const SUBSYSTEM_FUNCTION_CODES: Readonly<Record<SubsystemKind, string>> = {
  exam: 'onlineExam',
  training: 'onlineTraining',
};

/**
 * The subsystem a menu item opens: the exam or training subsystem when the item frames an address and comes from
 * that subsystem's function, otherwise null (the item opens as any other page).
 */
export function subsystemOfMenuItem(item: Pick<MenuItem, 'code' | 'isIframeUrl'>): SubsystemKind | null {
  if (!item.isIframeUrl || item.code === undefined) return null;
  return SUBSYSTEM_KINDS.find((kind) => SUBSYSTEM_FUNCTION_CODES[kind] === item.code) ?? null;
}

/**
 * The page a menu entry opens, wherever it is clicked (the side menu, the quick-entry bar): the exam and training
 * entries open their subsystem's out-system page (`/out-system-url?system=exam`, which exchanges the token and frames
 * the address with it), every other entry its own route and query. So an entry opens the same tab however it is
 * opened, and the workbench's subsystems card opens that tab too.
 */
export function menuItemPage(item: Pick<MenuItem, 'name' | 'query' | 'code' | 'isIframeUrl'>): {
  path: string;
  query: Record<string, string>;
} {
  const kind = subsystemOfMenuItem(item);
  if (kind !== null) return { path: OUT_SYSTEM_URL_PATH, query: { [SUBSYSTEM_QUERY_KEY]: kind } };
  return { path: item.name, query: { ...(item.query ?? {}) } };
}

/** The identity (`pageIdentity`) of the page a menu entry opens (`menuItemPage`): the entry of the page shown. */
export function menuItemPageId(item: Pick<MenuItem, 'name' | 'query' | 'code' | 'isIframeUrl'>): string {
  return pageIdentity(menuItemPage(item));
}

/**
 * The subsystem an out-system page query (`/out-system-url?system=exam`, `SUBSYSTEM_QUERY_KEY`) names, or null.
 * The page exchanges the token itself and keeps the address with the token only in its frame's `src`: the token is
 * never in the app's address, history, tab title or stored open pages, and a reload exchanges a new one.
 */
export function subsystemOfQuery(value: unknown): SubsystemKind | null {
  return SUBSYSTEM_KINDS.find((kind) => kind === value) ?? null;
}

/** The query parameter that hands the exchanged token to the subsystem page. */
export const SUBSYSTEM_TOKEN_PARAM = 'token';

/** The message key shown when the user has no access to a subsystem. */
export const SUBSYSTEM_UNAVAILABLE_MESSAGE_KEY = 'subsystem.unavailable';

/** The user has no function with a safe http(s) address for the subsystem. */
export class SubsystemUnavailableError extends WorkbenchError {
  override readonly name: string = 'SubsystemUnavailableError';
  /** The message key the app shows. */
  readonly messageKey = SUBSYSTEM_UNAVAILABLE_MESSAGE_KEY;
  /** The subsystem that cannot be opened. */
  readonly kind: SubsystemKind;
  constructor(kind: SubsystemKind) {
    super(`The ${kind} subsystem is not available to the user`);
    this.kind = kind;
  }
}

/** The safe http(s) address of the first function with `code` (depth first), or null. */
export function findFunctionUrl(
  functions: readonly FunctionNode[] | null | undefined,
  code: string,
): string | null {
  if (!Array.isArray(functions)) return null;
  for (const node of functions) {
    if (!node || typeof node !== 'object') continue;
    if (node.code === code) {
      const url = safeFrameUrl(node.frontActionUrl);
      if (url !== null) return url;
    }
    const below = findFunctionUrl(node.children, code);
    if (below !== null) return below;
  }
  return null;
}

/** `url` with the subsystem token set as its {@link SUBSYSTEM_TOKEN_PARAM} parameter; null unless `url` is a safe http(s) URL. */
export function subsystemUrl(url: string, token: string): string | null {
  const safe = safeFrameUrl(url);
  if (safe === null) return null;
  const out = new URL(safe);
  out.searchParams.set(SUBSYSTEM_TOKEN_PARAM, token);
  return safeFrameUrl(out.href);
}

/** What the subsystems flow needs. */
export interface SubsystemsDeps {
  main: ApiClient<MainPaths>;
  trainingToken: Pick<TrainingTokenFlow, 'ensureTrainingToken'>;
  getUser: () => UserInfo | null;
}

/** Opening the subsystems. */
export interface SubsystemsFlow {
  /**
   * The address to frame for a subsystem: its function's address with the exchanged token. Rejects with a
   * `SyncError` when the token exchange fails, with a {@link SubsystemUnavailableError} when the user has no such
   * function, and with the call's error when the function list cannot be read.
   */
  entryUrl(kind: SubsystemKind): Promise<string>;
}

/** Creates the subsystems flow; the function list is read once per user, on the first use. */
export function createSubsystems(deps: SubsystemsDeps): SubsystemsFlow {
  let functions: { userId: number; promise: Promise<FunctionNode[]> } | null = null;

  const functionsOf = (user: UserInfo): Promise<FunctionNode[]> => {
    if (functions?.userId === user.id) return functions.promise;
    const promise = deps.main
      .POST('/v1/roleFunction/queryFunctionAllByUserIdSystemId', {
        params: { query: { userId: user.id, systemId: SYSTEM_ID } },
      })
      .then((list) => (Array.isArray(list) ? (list as FunctionNode[]) : []));
    const entry = { userId: user.id, promise };
    functions = entry;
    // A failed read is not kept: the next use asks again.
    promise.catch(() => {
      if (functions === entry) functions = null;
    });
    return promise;
  };

  return {
    async entryUrl(kind) {
      const user = deps.getUser();
      if (!user) throw new SubsystemUnavailableError(kind);
      // Both at once; a failed exchange is reported first (its message is the one SPEC.md §8 names).
      const [token, list] = await Promise.allSettled([
        deps.trainingToken.ensureTrainingToken(kind),
        functionsOf(user),
      ]);
      if (token.status === 'rejected') throw token.reason;
      if (list.status === 'rejected') throw list.reason;
      const base = findFunctionUrl(list.value, SUBSYSTEM_FUNCTION_CODES[kind]);
      const url = base === null ? null : subsystemUrl(base, token.value);
      if (url === null) throw new SubsystemUnavailableError(kind);
      return url;
    },
  };
}
