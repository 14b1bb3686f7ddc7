/**
 * The deployment the probe checks, from the web app's `config.json`: the base URL of every backend, the sign-in
 * URL, and the optional `headers` and `expiry` settings (README, "Pointing the app at real backends").
 *
 * Relative base URLs (`/api/main`, as the web app's own config has them) are resolved as a browser would: against
 * `--origin` when given, else against the address of config.json when it was read from `https://…`. A relative
 * base URL of a config read from a file without `--origin` is an error.
 */

import { readFile } from 'node:fs/promises';
import type { ExpiryRulesConfig } from '@mch/sdk';
import { isJson } from './specs';

/** The base URLs of config.json (`mainSync` defaults to `main`). */
export const CONFIG_BACKENDS = ['main', 'mainSync', 'live', 'message', 'fds', 'exam', 'training'] as const;
export type ConfigBackend = (typeof CONFIG_BACKENDS)[number];

/** The name and value of one header, as config.json's `headers.systemTag` / `headers.clientSystem`. */
export interface HeaderSetting {
  name?: string | undefined;
  value?: string | undefined;
}

/** What the probe takes from config.json. */
export interface ProbeConfig {
  /** Absolute base URL of every backend. */
  baseUrls: Record<ConfigBackend, string>;
  signInUrl: string;
  headers: { systemTag?: HeaderSetting | undefined; clientSystem?: HeaderSetting | undefined };
  expiry: ExpiryRulesConfig | undefined;
}

/** config.json cannot be used: the message says what to change. */
export class ConfigError extends Error {}

const isHttpUrl = (text: string) => /^https?:\/\//i.test(text);

function headerSetting(raw: unknown, where: string): HeaderSetting | undefined {
  if (raw === undefined) return undefined;
  if (!isJson(raw)) throw new ConfigError(`${where} must be an object { "name": …, "value": … }`);
  const out: HeaderSetting = {};
  for (const key of ['name', 'value'] as const) {
    const v = raw[key];
    if (v === undefined) continue;
    if (typeof v !== 'string' || v.trim() === '')
      throw new ConfigError(`${where}.${key} must be a non-empty string`);
    out[key] = v;
  }
  return out;
}

function expirySetting(raw: unknown): ExpiryRulesConfig | undefined {
  if (raw === undefined) return undefined;
  if (!isJson(raw)) throw new ConfigError('expiry must be an object of backends');
  const out: ExpiryRulesConfig = {};
  for (const [backend, rule] of Object.entries(raw)) {
    if (!['main', 'live', 'message', 'fds', 'exam', 'training'].includes(backend))
      throw new ConfigError(`expiry.${backend}: no such backend`);
    if (!isJson(rule)) throw new ConfigError(`expiry.${backend} must be an object`);
    const statuses = rule.httpStatuses;
    const codes = rule.codes;
    if (statuses !== undefined && !(Array.isArray(statuses) && statuses.every((s) => Number.isInteger(s))))
      throw new ConfigError(`expiry.${backend}.httpStatuses must be a list of HTTP statuses`);
    if (
      codes !== undefined &&
      !(Array.isArray(codes) && codes.every((c) => typeof c === 'string' || typeof c === 'number'))
    )
      throw new ConfigError(`expiry.${backend}.codes must be a list of codes`);
    out[backend as keyof ExpiryRulesConfig] = {
      ...(statuses !== undefined ? { httpStatuses: statuses as number[] } : {}),
      ...(codes !== undefined ? { codes: codes as (string | number)[] } : {}),
    };
  }
  return out;
}

/**
 * Reads config.json from a file or an http(s) address and resolves its base URLs.
 * `origin` resolves relative base URLs; `fetchText` reads an address (injected for tests).
 */
export async function loadProbeConfig(
  source: string,
  options: { origin?: string | undefined; fetchText?: (url: string) => Promise<string> } = {},
): Promise<ProbeConfig> {
  let text: string;
  try {
    text = isHttpUrl(source)
      ? await (options.fetchText ?? defaultFetchText)(source)
      : await readFile(source, 'utf8');
  } catch (e) {
    throw new ConfigError(`cannot read ${source}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ConfigError(`${source} is not JSON`);
  }
  if (!isJson(raw)) throw new ConfigError(`${source} is not a JSON object`);
  if (!isJson(raw.baseUrls)) throw new ConfigError(`${source} has no baseUrls`);
  const given = raw.baseUrls;
  const base = options.origin ?? (isHttpUrl(source) ? source : undefined);
  const resolveUrl = (name: ConfigBackend): string => {
    const value = given[name] ?? (name === 'mainSync' ? given.main : undefined);
    if (typeof value !== 'string' || value.trim() === '')
      throw new ConfigError(`baseUrls.${name} is missing in ${source}`);
    if (isHttpUrl(value)) return value.replace(/\/$/, '');
    if (base === undefined)
      throw new ConfigError(
        `baseUrls.${name} is relative (${value}): pass --origin with the address the app is served from, e.g. --origin https://workbench.example.org`,
      );
    return new URL(value, base).href.replace(/\/$/, '');
  };
  const baseUrls = Object.fromEntries(CONFIG_BACKENDS.map((n) => [n, resolveUrl(n)])) as Record<
    ConfigBackend,
    string
  >;
  const headers = isJson(raw.headers) ? raw.headers : raw.headers === undefined ? {} : undefined;
  if (headers === undefined) throw new ConfigError('headers must be an object');
  return {
    baseUrls,
    signInUrl: typeof raw.signInUrl === 'string' && raw.signInUrl !== '' ? raw.signInUrl : 'about:blank',
    headers: {
      systemTag: headerSetting(headers.systemTag, 'headers.systemTag'),
      clientSystem: headerSetting(headers.clientSystem, 'headers.clientSystem'),
    },
    expiry: expirySetting(raw.expiry),
  };
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}
