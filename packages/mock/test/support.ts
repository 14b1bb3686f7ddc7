import { type ApiClient, ApiError, SessionExpiredError } from '@mch/sdk';
import { backendRules, createApiClient, createInterceptionPolicy, systemClock } from '@mch/sdk/testing';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { DemoScale, MockBackend } from '../src/index';
import { createNodeDemo } from '../src/node';

/** "Now" of the demo in tests: a fixed local time, so the fixtures are the same on every run. */
export const TEST_NOW = new Date(2026, 2, 16, 10, 0, 0);

/**
 * The demo backend on MSW's node server, listening for the test file (or the suite it is made in) and reset
 * after every test. With `resetAfterEach: false` the caller resets when it needs to (seeding the large data
 * takes about half a second).
 */
export function useDemo(options: { scale?: DemoScale; resetAfterEach?: boolean } = {}) {
  const demo = createNodeDemo({
    now: () => new Date(TEST_NOW.getTime()),
    ...(options.scale ? { scale: options.scale } : {}),
  });
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
  if (options.resetAfterEach !== false) afterEach(() => demo.reset());
  afterAll(() => demo.server.close());
  return demo;
}

/** The raw answer of the last request a client made (status, content type and body text). */
export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** A client of one backend made with the SDK's own `createApiClient`, and the raw answer of its last call. */
export function sdkClient<Paths extends object>(
  demo: ReturnType<typeof useDemo>,
  backend: MockBackend,
  token?: string,
): ApiClient<Paths> & { last(): RawAnswer | undefined } {
  let last: RawAnswer | undefined;
  const rules = backendRules({ systemTag: '25', clientSystem: 'mch-workbench' })[backend];
  const client = createApiClient<Paths>({
    baseUrl: demo.baseUrls[backend],
    rules,
    fetch: async (request) => {
      const response = await globalThis.fetch(request);
      last = {
        status: response.status,
        contentType: response.headers.get('Content-Type') ?? '',
        text: await response.clone().text(),
      };
      return response;
    },
    clock: systemClock,
    policy: createInterceptionPolicy({ clock: systemClock, logout: () => {} }),
    getToken: () => token,
  });
  return Object.assign(client, { last: () => last });
}

/** Awaits a call that must fail with the backend's refusal (an `ApiError` carrying the server's message). */
export async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Awaits a call that must fail because the token is unknown or expired. */
export async function expectExpired(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
}
