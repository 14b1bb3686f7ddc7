/** The command line of the probe (`npm run probe -- --config … --token …`). */

import { BACKEND_SPECS, type BackendSpec } from './specs';

export interface ProbeArguments {
  /** config.json: a file or an http(s) address. */
  config: string;
  token: string;
  /** Resolves relative base URLs (the address the app is served from). */
  origin: string | undefined;
  /** `name` or `operationId.name` → value, replacing the specs' examples. */
  params: Record<string, string>;
  backends: BackendSpec[] | undefined;
  specs: string | undefined;
  json: boolean;
}

export const USAGE = `usage: npm run probe -- --config <config.json | https://…/config.json> --token <token> [options]

Calls every read-only operation of every backend of a deployment and validates each answer against specs/.

  --config <file|url>    the web app's config.json (baseUrls, headers, expiry)
  --token <token>        a single-sign-on token of a user of that deployment (or MCH_TOKEN)
  --origin <url>         resolves relative baseUrls such as /api/main (default: the config's own address
                         when --config is an http(s) URL)
  --param <name=value>   a parameter value instead of the spec's example; <operationId>.<name>=<value> for one
                         operation only (repeatable)
  --backend <name>       only this backend: main, live, message, fds, exam, training (repeatable)
  --specs <dir>          the specs to validate against (default: the repository's specs/)
  --json                 print the results as JSON instead of tables

Exit code: 0 when every operation passed, 1 when any failed, 2 for a usage or config error.`;

/** Parses the arguments; `{ error }` says what is wrong, `{ help: true }` asks for the usage. */
export function parseArguments(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ProbeArguments | { error: string } | { help: true } {
  let config: string | undefined;
  let token: string | undefined = env.MCH_TOKEN || undefined;
  let origin: string | undefined;
  let specs: string | undefined;
  let json = false;
  const params: Record<string, string> = {};
  const backends: BackendSpec[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      i++;
      return next;
    };
    try {
      switch (flag) {
        case '--help':
        case '-h':
          return { help: true };
        case '--config':
          config = value();
          break;
        case '--token':
          token = value();
          break;
        case '--origin':
          origin = value();
          if (!/^https?:\/\/[^/]/i.test(origin))
            return { error: `--origin must be an http(s) address, got ${origin}` };
          break;
        case '--specs':
          specs = value();
          break;
        case '--json':
          json = true;
          break;
        case '--param': {
          const pair = value();
          const eq = pair.indexOf('=');
          if (eq <= 0) return { error: `--param takes name=value, got ${pair}` };
          params[pair.slice(0, eq)] = pair.slice(eq + 1);
          break;
        }
        case '--backend':
          for (const name of value().split(',')) {
            if (!BACKEND_SPECS.includes(name as BackendSpec))
              return { error: `--backend must be one of ${BACKEND_SPECS.join(', ')}, got ${name}` };
            backends.push(name as BackendSpec);
          }
          break;
        default:
          return { error: `unknown option ${arg}` };
      }
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }
  if (!config) return { error: '--config is required' };
  if (!token) return { error: '--token is required (or set MCH_TOKEN)' };
  return { config, token, origin, params, backends: backends.length ? backends : undefined, specs, json };
}
