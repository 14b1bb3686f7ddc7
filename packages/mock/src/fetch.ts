import { getResponse } from 'msw';
import { baseUrlsAt } from './core/backends';
import { createDemoBackend, type DemoBackend, type DemoBackendOptions } from './demo';

/** A `fetch` as the SDK's `adapters.fetch` (and the platform's) takes it. */
export type DemoFetch = typeof globalThis.fetch;

/** The origin the in-process demo backend answers on by default (no server listens there). */
export const DEMO_FETCH_ORIGIN = 'http://demo.mch.localhost';

/**
 * The demo backend in this process, without a network: a `fetch` that answers every request to the demo's base URLs
 * from the demo's handlers, for other front-ends' tests in Node or a browser (pass it as
 * `createWorkbench({ baseUrls: demo.baseUrls, adapters: { fetch: demo.fetch } })`). A `network` fault rejects as
 * `fetch` does (a `TypeError`); a request for no demo operation gets a 404 envelope.
 */
export function createDemoFetch(options: DemoBackendOptions = {}): DemoBackend & { fetch: DemoFetch } {
  const origin = options.origin ?? DEMO_FETCH_ORIGIN;
  const demo = createDemoBackend({ baseUrls: baseUrlsAt(origin), origin, ...options });
  const fetch: DemoFetch = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const response = await getResponse(demo.handlers, request);
    if (response?.type === 'error') throw new TypeError('Failed to fetch (demo backend network fault)');
    return (
      response ??
      new Response(JSON.stringify({ code: 404, msg: 'Not found', data: null }), {
        status: 404,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      })
    );
  };
  return Object.assign(demo, { fetch });
}
