import type { BackendName } from './errors';

/** How the SDK authenticates to a backend: the login cookie's token, the exam/training token, or nothing. */
export type AuthKind = 'login' | 'training' | 'none';

/** The per-backend rules of SPEC.md §7: success and expiry codes, auth, extra headers, time limits. */
export interface BackendRules {
  name: BackendName;
  auth: AuthKind;
  /** Whether a business `code` means success. */
  isSuccess(code: unknown): boolean;
  /** Whether a business `code` means the login is no longer valid. */
  isExpiredCode(code: unknown): boolean;
  /** Whether HTTP 401 means the login is no longer valid. */
  expiredOnHttp401: boolean;
  /** Extra headers a call needs (system tag, client system). */
  headersFor(method: string, path: string): Record<string, string>;
  /** The time limit of a call in milliseconds. */
  timeoutFor(method: string, path: string): number;
}

/** Request time limits of SPEC.md §9. */
export const TIMEOUTS = {
  defaultMs: 30_000,
  longSyncMs: 10 * 60_000,
  dragNodeMs: 5 * 60_000,
} as const;

/** The main-API calls that get the 10-minute limit. */
export const LONG_SYNC_PATHS: readonly string[] = [
  '/v1/sync/commitChooseUserPre',
  '/v1/sync/saveChooseUserPre',
  '/v1/sync/addAllUserPre',
];

/** The main-API call that gets the 5-minute limit. */
export const DRAG_NODE_PATH = '/v1/ysfyRole/dragNode';

/** The header that turns the interception policy off for one request. */
export const NO_INTERCEPT_HEADER = 'X-No-Intercept';
/** The system tag header of the exam and training statistics calls. */
export const SYSTEM_TAG_HEADER = 'X-System-Tag';
/** The client-system header of every message-API call. */
export const CLIENT_SYSTEM_HEADER = 'X-Client-System';

/** The token-expired business code of the main API. */
export const TOKEN_EXPIRED_CODE = 'BIZ.TOKEN_EXPIRATION';

const codeIs =
  (...accepted: (string | number)[]) =>
  (code: unknown): boolean =>
    (typeof code === 'string' || typeof code === 'number') &&
    accepted.some((a) => String(a) === String(code));

const never = () => false;

/** Header values the deployment decides. */
export interface HeaderValues {
  /** Value of the system tag header (defaults to the system id, 25). */
  systemTag: string;
  /** Value of the client-system header of the message API. */
  clientSystem: string;
}

/** Builds the rules of every backend. */
export function backendRules(values: HeaderValues): Record<BackendName, BackendRules> {
  const mainTimeout = (_m: string, path: string) =>
    LONG_SYNC_PATHS.includes(path)
      ? TIMEOUTS.longSyncMs
      : path === DRAG_NODE_PATH
        ? TIMEOUTS.dragNodeMs
        : TIMEOUTS.defaultMs;
  const plainTimeout = () => TIMEOUTS.defaultMs;
  const none = () => ({});
  const main: Omit<BackendRules, 'name'> = {
    auth: 'login',
    isSuccess: codeIs(0, 'SUCCESS'),
    isExpiredCode: codeIs(TOKEN_EXPIRED_CODE),
    expiredOnHttp401: true,
    headersFor: none,
    timeoutFor: mainTimeout,
  };
  const systemTagOn =
    (path: string) =>
    (_m: string, p: string): Record<string, string> =>
      p === path ? { [SYSTEM_TAG_HEADER]: values.systemTag } : {};
  return {
    main: { name: 'main', ...main },
    mainSync: { name: 'mainSync', ...main },
    live: {
      name: 'live',
      auth: 'none',
      isSuccess: codeIs(200),
      isExpiredCode: never,
      expiredOnHttp401: false,
      headersFor: none,
      timeoutFor: plainTimeout,
    },
    message: {
      name: 'message',
      auth: 'login',
      isSuccess: codeIs('SUCCESS'),
      isExpiredCode: codeIs(TOKEN_EXPIRED_CODE),
      expiredOnHttp401: true,
      headersFor: () => ({ [CLIENT_SYSTEM_HEADER]: values.clientSystem }),
      timeoutFor: plainTimeout,
    },
    fds: {
      name: 'fds',
      auth: 'login',
      isSuccess: codeIs('SUCCESS'),
      isExpiredCode: codeIs(TOKEN_EXPIRED_CODE),
      expiredOnHttp401: true,
      headersFor: none,
      timeoutFor: plainTimeout,
    },
    exam: {
      name: 'exam',
      auth: 'training',
      isSuccess: codeIs(0),
      isExpiredCode: codeIs(401),
      expiredOnHttp401: true,
      headersFor: systemTagOn('/user/exam/recent/close/num'),
      timeoutFor: plainTimeout,
    },
    training: {
      name: 'training',
      auth: 'training',
      isSuccess: codeIs(0),
      isExpiredCode: never,
      expiredOnHttp401: true,
      headersFor: systemTagOn('/statistic/studing/count'),
      timeoutFor: plainTimeout,
    },
  };
}
