/**
 * Starts the demo backend (the @mch/mock MSW worker) when config.json turns demo mode on. main.tsx imports this
 * module dynamically, so a deployment without demo mode never downloads MSW.
 */
import * as mockBrowser from '@mch/mock/browser';
import type { RuntimeConfig } from '../platform/config';

/**
 * What the demo backend is started with: where each backend is mounted, where the worker script is, and where
 * the demo's stand-in pages are served.
 */
export interface DemoBackendOptions {
  baseUrls: RuntimeConfig['baseUrls'];
  workerUrl: string;
  pagesOrigin: string;
  roomsOrigin: string;
}

/**
 * Where the demo's stand-in pages live, as origins of their own so the demo shows the real frame policy: the exam
 * and training pages on `pages.localhost` and the room pages on `rooms.localhost`, at this page's port (browsers
 * resolve every `*.localhost` name to the loopback, and the demo server answers on any host name). The demo
 * config.json lists both origins.
 */
export function demoPageOrigins(pageUrl: string): { pagesOrigin: string; roomsOrigin: string } {
  const page = new URL(pageUrl);
  const port = page.port ? `:${page.port}` : '';
  return {
    pagesOrigin: `${page.protocol}//pages.localhost${port}`,
    roomsOrigin: `${page.protocol}//rooms.localhost${port}`,
  };
}

/** Where the demo's own stand-in pages are served: paths under it in config.json's external addresses. */
const STAND_IN_PATH = '/demo-embedded/';

/**
 * The demo config with its external addresses that are stand-in pages (`/demo-embedded/…`: the personal centre,
 * the client download) moved to the stand-in pages' origin, where they are framed or opened as the real ones
 * would be (a same-origin address is refused, as it must be).
 */
export function demoRuntimeConfig(config: RuntimeConfig, pageUrl: string): RuntimeConfig {
  const { pagesOrigin } = demoPageOrigins(pageUrl);
  const externalUrls = Object.fromEntries(
    Object.entries(config.externalUrls).map(([name, address]) => [
      name,
      address.startsWith(STAND_IN_PATH) ? `${pagesOrigin}${address}` : address,
    ]),
  ) as RuntimeConfig['externalUrls'];
  return { ...config, externalUrls };
}

type DemoBackendModule = { startDemoBackend: (options: DemoBackendOptions) => Promise<unknown> };

/** Whether a module provides `startDemoBackend` (the @mch/mock browser entry does once its worker is written). */
export function hasDemoBackend(mod: object): mod is DemoBackendModule {
  return typeof (mod as { startDemoBackend?: unknown }).startDemoBackend === 'function';
}

/**
 * Starts the demo backend on the config's base URLs and resolves once it intercepts requests; false when the
 * mock package has no backend to start.
 */
export async function startDemoBackend(config: RuntimeConfig, mod: object = mockBrowser): Promise<boolean> {
  if (!hasDemoBackend(mod)) return false;
  await mod.startDemoBackend({
    baseUrls: config.baseUrls,
    workerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
    ...demoPageOrigins(globalThis.location.href),
  });
  return true;
}
