/**
 * The built package (`dist/`, made by `corepack pnpm --filter @mch/sdk run build`) loads in plain Node as ESM and as
 * CommonJS and exposes the names other front-ends rely on. Runs Node itself, outside Vitest's module loader.
 */

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Names other front-ends import (DESIGN.md "Names the product relies on"). */
const PUBLIC_NAMES = [
  'createWorkbench',
  'detectCodeType',
  'regionCodeAt',
  'regionLevelOf',
  'REGION_LEVEL_DIGITS',
  'isPassword',
  'isStrongPassword',
  'isMobile',
  'isVerificationCode',
];

/** Loads the package in a fresh Node process and reports what it found. */
const PROBE = `
const names = ${JSON.stringify(PUBLIC_NAMES)};
const report = (sdk, testing) => ({
  testing: Object.keys(testing).sort(),
  types: Object.fromEntries(names.map((n) => [n, Array.isArray(sdk[n]) ? 'array' : typeof sdk[n]])),
  exam: sdk.detectCodeType('12YKS34'),
  mobile: sdk.isMobile('13800000000'),
  digits: sdk.REGION_LEVEL_DIGITS,
  // No adapters: in plain Node the workbench picks in-memory ones by itself.
  workbench: Object.keys(
    sdk.createWorkbench({
      baseUrls: { main: 'http://x/m', live: 'http://x/l', message: 'http://x/ms', fds: 'http://x/f', exam: 'http://x/e', training: 'http://x/t' },
      signInUrl: 'http://x/login',
      token: 't',
    }),
  ).sort(),
});
`;

function runNode(args: string[]): unknown {
  const out = execFileSync(process.execPath, args, { cwd: PACKAGE_DIR, encoding: 'utf8' });
  return JSON.parse(out);
}

const EXPECTED = {
  testing: [
    'STORED_TOKEN_KEY',
    'backendRules',
    'createApiClient',
    'createInterceptionPolicy',
    'manualVisibility',
    'memoryAdapters',
    'memoryBroadcast',
    'memoryCookies',
    'memoryLocation',
    'memoryLocks',
    'memoryStorage',
    'systemClock',
  ],
  types: {
    createWorkbench: 'function',
    detectCodeType: 'function',
    regionCodeAt: 'function',
    regionLevelOf: 'function',
    REGION_LEVEL_DIGITS: 'array',
    isPassword: 'function',
    isStrongPassword: 'function',
    isMobile: 'function',
    isVerificationCode: 'function',
  },
  exam: 'exam',
  mobile: true,
  digits: [2, 4, 6, 9, 12],
  workbench: expect.arrayContaining([
    'consultation',
    'evaluation',
    'events',
    'exam',
    'fds',
    'live',
    'main',
    'mainSync',
    'message',
    'session',
    'signup',
    'stats',
    'tokenWatch',
    'training',
    'trainingToken',
  ]),
};

describe('the built package', () => {
  it('has been built (run `corepack pnpm --filter @mch/sdk run build` first)', () => {
    for (const file of ['index.js', 'index.cjs', 'testing.js', 'testing.cjs'])
      expect(existsSync(`${PACKAGE_DIR}/dist/${file}`), file).toBe(true);
  });

  it('names its exports explicitly: no `export *` in the main entry, and no test double in it', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(`${PACKAGE_DIR}/src/index.ts`, 'utf8');
    expect(source).not.toMatch(/^export \*/m);
    const script = `import('./dist/index.js').then((sdk) => process.stdout.write(JSON.stringify(Object.keys(sdk))));`;
    const names = runNode(['--input-type=module', '-e', script]);
    expect(names).toEqual(
      expect.not.arrayContaining(['memoryCookies', 'memoryLocation', 'memoryStorage', 'createApiClient']),
    );
  });

  it('loads as ESM in plain Node', () => {
    const script = `${PROBE}
Promise.all([import('./dist/index.js'), import('./dist/testing.js')]).then(([sdk, testing]) =>
  process.stdout.write(JSON.stringify(report(sdk, testing))),
);`;
    expect(runNode(['--input-type=module', '-e', script])).toEqual(EXPECTED);
  });

  it('loads as CommonJS in plain Node (createRequire)', () => {
    const script = `${PROBE}
const { createRequire } = require('node:module');
const load = createRequire(require('node:path').join(process.cwd(), 'package.json'));
process.stdout.write(JSON.stringify(report(load('./dist/index.cjs'), load('./dist/testing.cjs'))));`;
    expect(runNode(['--input-type=commonjs', '-e', script])).toEqual(EXPECTED);
  });
});
