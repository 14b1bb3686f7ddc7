import { describe, expect, it, vi } from 'vitest';
import shipped from '../../demo/public/config.json';
import { validateRuntimeConfig } from '../platform/config';
import { demoPageOrigins, demoRuntimeConfig, hasDemoBackend, startDemoBackend } from './demo-backend';

// The real worker needs a browser; these tests hand startDemoBackend a module of their own.
vi.mock('@mch/mock/browser', () => ({}));

const parsed = validateRuntimeConfig(shipped);
if (!parsed.ok) throw new Error('the shipped config.json is invalid');
const config = parsed.config;

describe('startDemoBackend', () => {
  it('starts the mock worker on the configured base URLs', async () => {
    const start = vi.fn(async () => ({}));
    await expect(startDemoBackend(config, { startDemoBackend: start })).resolves.toBe(true);
    expect(start).toHaveBeenCalledWith({
      baseUrls: config.baseUrls,
      workerUrl: '/mockServiceWorker.js',
      ...demoPageOrigins(globalThis.location.href),
    });
  });

  it('serves the stand-in pages from origins of their own, which the demo config lists', () => {
    const origins = demoPageOrigins('http://127.0.0.1:4173/workbench');
    expect(origins).toEqual({
      pagesOrigin: 'http://pages.localhost:4173',
      roomsOrigin: 'http://rooms.localhost:4173',
    });
    expect(config.frameOrigins).toEqual(
      expect.arrayContaining([
        { origin: 'http://pages.localhost:*' },
        { origin: 'http://rooms.localhost:*', room: true },
      ]),
    );
  });

  it("moves the config's stand-in addresses (personal centre, client download) to the stand-in pages' origin", () => {
    const moved = demoRuntimeConfig(config, 'http://127.0.0.1:4173/workbench');
    expect(moved.externalUrls).toEqual({
      ...config.externalUrls,
      userCenter: 'http://pages.localhost:4173/demo-embedded/user-center.html',
      clientDownload: 'http://pages.localhost:4173/demo-embedded/client-download.html',
    });
    expect(moved.externalUrls.more).toBe(config.externalUrls.more);
    expect({ ...moved, externalUrls: config.externalUrls }).toEqual(config);
  });

  it('does nothing when the mock package has no demo backend', async () => {
    await expect(startDemoBackend(config, {})).resolves.toBe(false);
    expect(hasDemoBackend({ startDemoBackend: 'nope' })).toBe(false);
  });
});
