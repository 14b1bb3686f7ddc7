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
  /** Whether an HTTP status means the login is no longer valid (401 on every backend but live, by default). */
  isExpiredStatus(status: number): boolean;
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
/** Default name of the system tag header of the exam and training statistics calls. */
export const SYSTEM_TAG_HEADER = 'X-System-Tag';
/** Default name of the client-system header of every message-API call. */
export const CLIENT_SYSTEM_HEADER = 'X-Client-System';

/** The token-expired business code of the main, message and fds APIs. */
export const TOKEN_EXPIRED_CODE = 'BIZ.TOKEN_EXPIRATION';

/** The backends whose expiry rule a deployment may set (`mainSync` follows `main`). */
export type ExpiryBackend = Exclude<BackendName, 'mainSync'>;

/** What counts as an expired login on one backend: these HTTP statuses, and these business codes. */
export interface ExpiryRule {
  /** HTTP statuses that mean the login is no longer valid (whatever the body). */
  httpStatuses: readonly number[];
  /** Business `code` values that mean the login is no longer valid (compared as text). */
  codes: readonly (string | number)[];
}

/** Today's expiry rules of every backend (SPEC.md §7): the defaults of `createWorkbench`. */
export const DEFAULT_EXPIRY_RULES: Readonly<Record<ExpiryBackend, ExpiryRule>> = {
  main: { httpStatuses: [401], codes: [TOKEN_EXPIRED_CODE] },
  live: { httpStatuses: [], codes: [] },
  message: { httpStatuses: [401], codes: [TOKEN_EXPIRED_CODE] },
  fds: { httpStatuses: [401], codes: [TOKEN_EXPIRED_CODE] },
  exam: { httpStatuses: [401], codes: [401] },
  training: { httpStatuses: [401], codes: [] },
};

/** Expiry rules a deployment overrides, per backend and per part (a missing part keeps its default). */
export type ExpiryRulesConfig = Partial<Record<ExpiryBackend, Partial<ExpiryRule>>>;

/** The complete expiry rules: the defaults with the deployment's overrides. */
export function resolveExpiryRules(overrides: ExpiryRulesConfig = {}): Record<ExpiryBackend, ExpiryRule> {
  const out = { ...DEFAULT_EXPIRY_RULES };
  for (const name of Object.keys(DEFAULT_EXPIRY_RULES) as ExpiryBackend[]) {
    const given = overrides[name];
    if (given) out[name] = { ...DEFAULT_EXPIRY_RULES[name], ...given };
  }
  return out;
}

/** True for a valid HTTP header name (RFC 9110 token). */
export function isHeaderName(value: unknown): value is string {
  return typeof value === 'string' && /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(value);
}

/** True for a header value that can be sent as is (visible ASCII and spaces, no line breaks, not blank). */
export function isHeaderValue(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && /^[\x20-\x7e]+$/.test(value);
}

const codeIs =
  (...accepted: (string | number)[]) =>
  (code: unknown): boolean =>
    (typeof code === 'string' || typeof code === 'number') &&
    accepted.some((a) => String(a) === String(code));

/** Header names and values and expiry rules the deployment decides. */
export interface HeaderValues {
  /** Value of the system tag header (defaults to the system id, 25). */
  systemTag: string;
  /** Value of the client-system header of the message API. */
  clientSystem: string;
  /** Name of the system tag header (default {@link SYSTEM_TAG_HEADER}). */
  systemTagHeader?: string | undefined;
  /** Name of the client-system header (default {@link CLIENT_SYSTEM_HEADER}). */
  clientSystemHeader?: string | undefined;
  /** Expiry rules overriding {@link DEFAULT_EXPIRY_RULES}. */
  expiry?: ExpiryRulesConfig | undefined;
}

/** Builds the rules of every backend. */
export function backendRules(values: HeaderValues): Record<BackendName, BackendRules> {
  const expiry = resolveExpiryRules(values.expiry);
  const expiryOf = (name: ExpiryBackend) => ({
    isExpiredCode: codeIs(...expiry[name].codes),
    isExpiredStatus: (status: number) => expiry[name].httpStatuses.includes(status),
  });
  const systemTagHeader = values.systemTagHeader ?? SYSTEM_TAG_HEADER;
  const clientSystemHeader = values.clientSystemHeader ?? CLIENT_SYSTEM_HEADER;
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
    ...expiryOf('main'),
    headersFor: none,
    timeoutFor: mainTimeout,
  };
  const systemTagOn =
    (path: string) =>
    (_m: string, p: string): Record<string, string> =>
      p === path ? { [systemTagHeader]: values.systemTag } : {};
  return {
    main: { name: 'main', ...main },
    mainSync: { name: 'mainSync', ...main },
    live: {
      name: 'live',
      auth: 'none',
      isSuccess: codeIs(200),
      ...expiryOf('live'),
      headersFor: none,
      timeoutFor: plainTimeout,
    },
    message: {
      name: 'message',
      auth: 'login',
      isSuccess: codeIs('SUCCESS'),
      ...expiryOf('message'),
      headersFor: () => ({ [clientSystemHeader]: values.clientSystem }),
      timeoutFor: plainTimeout,
    },
    fds: {
      name: 'fds',
      auth: 'login',
      isSuccess: codeIs('SUCCESS'),
      ...expiryOf('fds'),
      headersFor: none,
      timeoutFor: plainTimeout,
    },
    exam: {
      name: 'exam',
      auth: 'training',
      isSuccess: codeIs(0),
      ...expiryOf('exam'),
      headersFor: systemTagOn('/user/exam/recent/close/num'),
      timeoutFor: plainTimeout,
    },
    training: {
      name: 'training',
      auth: 'training',
      isSuccess: codeIs(0),
      ...expiryOf('training'),
      headersFor: systemTagOn('/statistic/studing/count'),
      timeoutFor: plainTimeout,
    },
  };
}
