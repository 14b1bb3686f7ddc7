/**
 * Issue 16 point 1: the built SDK works in plain Node against the demo HTTP backend, with nothing but base URLs, the
 * sign-in URL and a token. The script (node-integrator.mjs) runs in a child Node process, so no test environment
 * lends it globals; it loads `@mch/sdk` from packages/sdk/dist (build the SDK first).
 */

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDemoBackend } from '../src/serve';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('./node-integrator.mjs', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

let server: Awaited<ReturnType<typeof serveDemoBackend>>;
beforeAll(async () => {
  // Port 0: a free port, so the test never collides with a running `mock:serve`.
  server = await serveDemoBackend(0);
});
afterAll(() => server.close());

describe('the built SDK in plain Node against the demo HTTP backend', () => {
  it('signs in by token, reads the user and the statistics, signs up for 2024YKS0001, and survives an expiry', async () => {
    const { stdout } = await run(process.execPath, [SCRIPT], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, MOCK_ORIGIN: server.origin },
    });
    expect(JSON.parse(stdout)).toEqual({
      window: 'undefined',
      document: 'undefined',
      session: 'ready',
      user: 'zhangwei',
      statsKeys: ['consultations', 'exams', 'liveViews', 'referrals', 'residentRecords', 'trainings'],
      exams: { openExams: expect.any(Object), closingSoon: expect.any(Number) },
      found: [{ type: 'exam', signed: false }],
      registered: true,
      foundAgain: [true],
      expiredCall: 'SessionExpiredError',
      // One sessionExpired event, then the logout: the cookie is gone, and nothing navigated anywhere real.
      expired: ['/v1/user/getUser'],
      logoutReason: 'expired',
      cookieAfter: null,
      navigations: ['https://sso.example.org/login?redirect=http%3A%2F%2Flocalhost%2F'],
    });
  });
});
