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
const report = (sdk) => ({
  types: Object.fromEntries(names.map((n) => [n, Array.isArray(sdk[n]) ? 'array' : typeof sdk[n]])),
  exam: sdk.detectCodeType('12YKS34'),
  mobile: sdk.isMobile('13800000000'),
  digits: sdk.REGION_LEVEL_DIGITS,
  workbench: Object.keys(
    sdk.createWorkbench({
      baseUrls: { main: 'http://x/m', live: 'http://x/l', message: 'http://x/ms', fds: 'http://x/f', exam: 'http://x/e', training: 'http://x/t' },
      signInUrl: 'http://x/login',
      adapters: {
        fetch: (r) => fetch(r),
        cookies: sdk.memoryCookies(),
        sessionStorage: sdk.memoryStorage(),
        localStorage: sdk.memoryStorage(),
        clock: sdk.systemClock,
        location: sdk.memoryLocation(),
        visibility: sdk.manualVisibility(),
      },
    }),
  ).sort(),
});
`;

function runNode(args: string[]): unknown {
  const out = execFileSync(process.execPath, args, { cwd: PACKAGE_DIR, encoding: 'utf8' });
  return JSON.parse(out);
}

const EXPECTED = {
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
    'tokenWatch',
    'training',
    'trainingToken',
  ]),
};

describe('the built package', () => {
  it('has been built (run `corepack pnpm --filter @mch/sdk run build` first)', () => {
    expect(existsSync(`${PACKAGE_DIR}/dist/index.js`)).toBe(true);
    expect(existsSync(`${PACKAGE_DIR}/dist/index.cjs`)).toBe(true);
  });

  it('loads as ESM in plain Node', () => {
    const script = `${PROBE}
import('./dist/index.js').then((sdk) => process.stdout.write(JSON.stringify(report(sdk))));`;
    expect(runNode(['--input-type=module', '-e', script])).toEqual(EXPECTED);
  });

  it('loads as CommonJS in plain Node (createRequire)', () => {
    const script = `${PROBE}
const { createRequire } = require('node:module');
const load = createRequire(require('node:path').join(process.cwd(), 'package.json'));
process.stdout.write(JSON.stringify(report(load('./dist/index.cjs'))));`;
    expect(runNode(['--input-type=commonjs', '-e', script])).toEqual(EXPECTED);
  });
});
