/**
 * The workbench's runtime configuration, `config.json`, read when the app starts, so that one build serves every
 * deployment (DESIGN.md): its fields and their checks. The web app validates the file with it before it starts,
 * and the deployment's nginx generator (deploy/nginx-site.mjs) validates the file it is given with the same rules,
 * so that a site is never generated for a config the app would refuse.
 */

import { type FrameOrigin, isFrameOrigin } from '../../domain/embedded-page';
import {
  type ExpiryBackend,
  type ExpiryRule,
  type ExpiryRulesConfig,
  isHeaderName,
  isHeaderValue,
} from '../../http/backends';

/** The backends the app talks to, each with its base URL. */
export const BACKEND_NAMES = ['main', 'mainSync', 'live', 'message', 'fds', 'exam', 'training'] as const;

/** One backend name (same spelling as the SDK's `BackendName`). */
export type BackendKey = (typeof BACKEND_NAMES)[number];

/** External pages linked from the header. */
export const EXTERNAL_URL_NAMES = ['userCenter', 'appDownload', 'clientDownload', 'more'] as const;

/** One external page name. */
export type ExternalUrlKey = (typeof EXTERNAL_URL_NAMES)[number];

/** The two headers whose names and values a deployment may set. */
export const HEADER_SETTING_NAMES = ['systemTag', 'clientSystem'] as const;

/** One header a deployment may set: `systemTag` (exam and training statistics) or `clientSystem` (message API). */
export type HeaderSettingKey = (typeof HEADER_SETTING_NAMES)[number];

/** A header's name and value; a missing part keeps the SDK's default. */
export interface HeaderSetting {
  name?: string;
  value?: string;
}

/** The backends whose expiry rule config.json may set (`mainSync` follows `main`). */
export const EXPIRY_BACKEND_NAMES = [
  'main',
  'live',
  'message',
  'fds',
  'exam',
  'training',
] as const satisfies readonly ExpiryBackend[];

/** The validated contents of config.json. */
export interface RuntimeConfig {
  /** Runs the demo backend (an MSW service worker) inside the page. */
  demo: boolean;
  /** Where a signed-out user is sent. */
  signInUrl: string;
  /**
   * The query parameter of `signInUrl` that carries the address to come back to after signing in (`redirect` when
   * config.json leaves it out; `null` sends none).
   */
  signInReturnParam: string | null;
  /** Name of the login cookie that carries the SSO token. */
  cookieName: string;
  /** Parent domain of the login cookie ('' for the page's own host). */
  cookieDomain: string;
  /** Base URL of each backend (a path on this host or an http(s) address). */
  baseUrls: Readonly<Record<BackendKey, string>>;
  /** Addresses of the external pages linked from the header. */
  externalUrls: Readonly<Record<ExternalUrlKey, string>>;
  /**
   * The origins that may be shown in a frame (subsystems, rooms, the user centre, third-party pages); every other
   * address, and every address of the app's own origin, is refused. Missing means none.
   */
  frameOrigins: readonly FrameOrigin[];
  /**
   * Names and values of the system tag and client-system headers, when the deployment's backends expect others
   * than the SDK's defaults (X-System-Tag: 25, X-Client-System: mch-workbench). Missing means the defaults.
   */
  headers?: Readonly<Partial<Record<HeaderSettingKey, HeaderSetting>>>;
  /**
   * What counts as an expired login, per backend (HTTP statuses and business codes), when it differs from the SDK's
   * defaults. A backend or a part left out keeps its default.
   */
  expiry?: ExpiryRulesConfig;
}

/** Why one field of config.json is unusable. */
export type ConfigIssueKind =
  | 'missing'
  | 'notObject'
  | 'notString'
  | 'notBoolean'
  | 'empty'
  | 'notUrl'
  | 'notCookieName'
  | 'notArray'
  | 'notOrigin'
  | 'notHeaderName'
  | 'notHeaderValue'
  | 'notBackend'
  | 'notStatus'
  | 'notCode'
  | 'demoNotInBuild';

/** One unusable field: where it is ('baseUrls.main') and what is wrong with it. */
export interface ConfigIssue {
  path: string;
  kind: ConfigIssueKind;
}

/** Why config.json could not be used. */
export type ConfigFailure =
  | { reason: 'unreachable'; status: number }
  | { reason: 'networkFailure' }
  | { reason: 'invalidJson' }
  | { reason: 'invalid'; issues: readonly ConfigIssue[] };

/** The outcome of loading config.json. */
export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; failure: ConfigFailure };

/** True for a path on this host ('/api/main') or an absolute http(s) URL; nothing else may be called or opened. */
export function isHttpUrlOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks parsed config.json contents; returns the typed config or every issue found. */
export function validateRuntimeConfig(raw: unknown): ConfigResult {
  const issues: ConfigIssue[] = [];
  const fail = (path: string, kind: ConfigIssueKind) => {
    issues.push({ path, kind });
  };
  if (!isRecord(raw))
    return { ok: false, failure: { reason: 'invalid', issues: [{ path: '(root)', kind: 'notObject' }] } };

  const text = (
    source: Record<string, unknown>,
    key: string,
    path: string,
    rule?: 'url' | 'cookie' | 'any',
  ) => {
    const value = source[key];
    if (value === undefined) return fail(path, 'missing');
    if (typeof value !== 'string') return fail(path, 'notString');
    if (rule === 'any') return;
    if (value.trim() === '') return fail(path, 'empty');
    if (rule === 'url' && !isHttpUrlOrPath(value)) fail(path, 'notUrl');
    if (rule === 'cookie' && !COOKIE_NAME.test(value)) fail(path, 'notCookieName');
  };
  const group = (key: string, names: readonly string[]) => {
    const value = raw[key];
    if (value === undefined) return fail(key, 'missing');
    if (!isRecord(value)) return fail(key, 'notObject');
    for (const name of names) text(value, name, `${key}.${name}`, 'url');
  };

  if (raw.demo === undefined) fail('demo', 'missing');
  else if (typeof raw.demo !== 'boolean') fail('demo', 'notBoolean');
  text(raw, 'signInUrl', 'signInUrl', 'url');
  if (raw.signInReturnParam !== undefined && raw.signInReturnParam !== null) {
    if (typeof raw.signInReturnParam !== 'string') fail('signInReturnParam', 'notString');
    else if (!/^[A-Za-z0-9_.-]+$/.test(raw.signInReturnParam)) fail('signInReturnParam', 'empty');
  }
  text(raw, 'cookieName', 'cookieName', 'cookie');
  text(raw, 'cookieDomain', 'cookieDomain', 'any');
  group('baseUrls', BACKEND_NAMES);
  group('externalUrls', EXTERNAL_URL_NAMES);
  const frameOrigins: FrameOrigin[] = [];
  if (raw.frameOrigins !== undefined) {
    if (!Array.isArray(raw.frameOrigins)) fail('frameOrigins', 'notArray');
    else
      for (const [i, entry] of (raw.frameOrigins as unknown[]).entries()) {
        const path = `frameOrigins[${i}]`;
        if (!isRecord(entry)) {
          fail(path, 'notObject');
          continue;
        }
        if (!isFrameOrigin(entry.origin)) {
          fail(`${path}.origin`, 'notOrigin');
          continue;
        }
        for (const flag of ['room', 'allowSameOrigin'] as const)
          if (entry[flag] !== undefined && typeof entry[flag] !== 'boolean')
            fail(`${path}.${flag}`, 'notBoolean');
        frameOrigins.push({
          origin: entry.origin.trim().replace(/\/$/, ''),
          ...(entry.room === true ? { room: true } : {}),
          ...(entry.allowSameOrigin === true ? { allowSameOrigin: true } : {}),
        });
      }
  }

  const headers: Partial<Record<HeaderSettingKey, HeaderSetting>> = {};
  if (raw.headers !== undefined) {
    if (!isRecord(raw.headers)) fail('headers', 'notObject');
    else
      for (const key of HEADER_SETTING_NAMES) {
        const entry = raw.headers[key];
        const path = `headers.${key}`;
        if (entry === undefined) continue;
        if (!isRecord(entry)) {
          fail(path, 'notObject');
          continue;
        }
        const setting: HeaderSetting = {};
        if (entry.name !== undefined) {
          if (isHeaderName(entry.name)) setting.name = entry.name;
          else fail(`${path}.name`, 'notHeaderName');
        }
        if (entry.value !== undefined) {
          if (isHeaderValue(entry.value)) setting.value = entry.value;
          else fail(`${path}.value`, 'notHeaderValue');
        }
        headers[key] = setting;
      }
  }

  const expiry: ExpiryRulesConfig = {};
  if (raw.expiry !== undefined) {
    if (!isRecord(raw.expiry)) fail('expiry', 'notObject');
    else
      for (const [key, entry] of Object.entries(raw.expiry)) {
        const path = `expiry.${key}`;
        if (!(EXPIRY_BACKEND_NAMES as readonly string[]).includes(key)) {
          fail(path, 'notBackend');
          continue;
        }
        if (!isRecord(entry)) {
          fail(path, 'notObject');
          continue;
        }
        const rule: Partial<ExpiryRule> = {};
        if (entry.httpStatuses !== undefined) {
          if (!Array.isArray(entry.httpStatuses)) fail(`${path}.httpStatuses`, 'notArray');
          else {
            const statuses = entry.httpStatuses as unknown[];
            statuses.forEach((status, i) => {
              if (!(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599))
                fail(`${path}.httpStatuses[${i}]`, 'notStatus');
            });
            rule.httpStatuses = statuses.filter((v): v is number => typeof v === 'number');
          }
        }
        if (entry.codes !== undefined) {
          if (!Array.isArray(entry.codes)) fail(`${path}.codes`, 'notArray');
          else {
            const codes = entry.codes as unknown[];
            codes.forEach((code, i) => {
              const ok =
                (typeof code === 'string' && code.trim() !== '') ||
                (typeof code === 'number' && Number.isInteger(code));
              if (!ok) fail(`${path}.codes[${i}]`, 'notCode');
            });
            rule.codes = codes.filter(
              (v): v is string | number => typeof v === 'string' || typeof v === 'number',
            );
          }
        }
        expiry[key as ExpiryBackend] = rule;
      }
  }

  if (issues.length > 0) return { ok: false, failure: { reason: 'invalid', issues } };
  const baseUrls = raw.baseUrls as Record<BackendKey, string>;
  const externalUrls = raw.externalUrls as Record<ExternalUrlKey, string>;
  return {
    ok: true,
    config: {
      demo: raw.demo as boolean,
      signInUrl: raw.signInUrl as string,
      signInReturnParam:
        raw.signInReturnParam === undefined ? 'redirect' : (raw.signInReturnParam as string | null),
      cookieName: raw.cookieName as string,
      cookieDomain: (raw.cookieDomain as string).trim(),
      baseUrls: Object.fromEntries(BACKEND_NAMES.map((n) => [n, baseUrls[n]])) as Record<BackendKey, string>,
      externalUrls: Object.fromEntries(EXTERNAL_URL_NAMES.map((n) => [n, externalUrls[n]])) as Record<
        ExternalUrlKey,
        string
      >,
      frameOrigins,
      ...(raw.headers !== undefined ? { headers } : {}),
      ...(raw.expiry !== undefined ? { expiry } : {}),
    },
  };
}
