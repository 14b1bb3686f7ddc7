#!/usr/bin/env node
/**
 * The contract probe (`npm run probe -- --config path/to/config.json --token <token>`): see cli-args.ts and the
 * README section "Probing a deployment".
 */

import { isAbsolute, resolve } from 'node:path';
import { parseArguments, USAGE } from './cli-args';
import { ConfigError, loadProbeConfig } from './config';
import { runProbe, summarise } from './probe';
import { formatReport } from './report';
import { loadSpecs } from './specs';

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2), process.env);
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  // `npm run probe` runs in the repository root: paths are the caller's, relative to where npm was started.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const local = (p: string) => (/^https?:\/\//i.test(p) || isAbsolute(p) ? p : resolve(cwd, p));
  let config: Awaited<ReturnType<typeof loadProbeConfig>>;
  try {
    config = await loadProbeConfig(local(args.config), { origin: args.origin });
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`config: ${e.message}`);
      return 2;
    }
    throw e;
  }
  const specs = loadSpecs(args.specs ? local(args.specs) : undefined);
  const reports = await runProbe({
    specs,
    config,
    token: args.token,
    params: args.params,
    backends: args.backends,
  });
  process.stdout.write(args.json ? `${JSON.stringify(reports, null, 2)}\n` : formatReport(reports));
  return summarise(reports).failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exitCode = 2;
  },
);
