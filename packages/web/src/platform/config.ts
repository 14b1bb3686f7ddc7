import { type ConfigResult, validateRuntimeConfig } from '@mch/sdk';

/**
 * Loading the runtime configuration, `config.json`, when the app starts. Its fields and their checks are the SDK's
 * (`validateRuntimeConfig`), which the deployment's nginx generator uses too. `loadRuntimeConfig` never throws: it
 * returns the config or the reasons it is unusable.
 */
export type {
  ConfigFailure,
  ConfigIssue,
  ConfigIssueKind,
  ConfigResult,
  RuntimeConfig,
} from '@mch/sdk';
export { isHttpUrlOrPath, validateRuntimeConfig } from '@mch/sdk';

/** Where config.json is served: beside index.html (Vite's base URL). */
export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

/**
 * Fetches and validates config.json; never throws. index.html preloads the file (`<link rel="preload" as="fetch"
 * crossorigin>`): this request is the one the browser matches the preload to, so it keeps fetch's defaults, which
 * are the preload's (CORS mode, credentials only to the same origin, no extra headers), and is made once, at start.
 * The server sends config.json as `no-store`, so a new deployment's file is read on the next load.
 */
export async function loadRuntimeConfig(
  fetchFn: (input: string) => Promise<Response> = (input) => globalThis.fetch(input),
  url: string = CONFIG_URL,
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchFn(url);
  } catch {
    return { ok: false, failure: { reason: 'networkFailure' } };
  }
  if (!response.ok) return { ok: false, failure: { reason: 'unreachable', status: response.status } };
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    return { ok: false, failure: { reason: 'invalidJson' } };
  }
  return validateRuntimeConfig(raw);
}
