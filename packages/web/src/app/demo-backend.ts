/**
 * Starts the demo backend (the @mch/mock MSW worker) when config.json turns demo mode on. main.tsx imports this
 * module dynamically, so a deployment without demo mode never downloads MSW.
 */
import * as mockBrowser from '@mch/mock/browser';
import type { RuntimeConfig } from './config';

/** What the demo backend is started with: where each backend is mounted and where the worker script is. */
export interface DemoBackendOptions {
  baseUrls: RuntimeConfig['baseUrls'];
  workerUrl: string;
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
  });
  return true;
}
