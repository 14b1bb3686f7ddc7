/**
 * Issue 16 point 4, as CI runs it: the built probe (`node dist/cli.js`, what `npm run probe` runs) against the demo
 * HTTP backend on a free port: every read-only operation valid; then with the demo's `malformed` fault switched on
 * for the fds backend, whose operations must be reported invalid while the other backends stay valid.
 * Build the SDK and this package first (`npm test` does).
 */

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDemoBackend } from '@mch/mock/serve';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_SPECS, isSafeRead, loadSpecs, operationsOf } from '../src/specs';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const specs = loadSpecs();
const readsOf = (backend: (typeof BACKEND_SPECS)[number]) => operationsOf(specs, backend).filter(isSafeRead);
const ALL_READS = BACKEND_SPECS.reduce((n, b) => n + readsOf(b).length, 0);

/** The web app's config.json shape, with the relative mounts the app itself is deployed with. */
const dir = mkdtempSync(join(tmpdir(), 'mch-probe-'));
const CONFIG = join(dir, 'config.json');
writeFileSync(
  CONFIG,
  JSON.stringify({
    demo: false,
    signInUrl: 'https://sso.example.org/login',
    baseUrls: {
      main: '/api/main',
      mainSync: '/api/main-sync',
      live: '/api/live',
      message: '/api/message',
      fds: '/api/fds',
      exam: '/api/exam',
      training: '/api/training',
    },
    headers: { systemTag: { value: '25' }, clientSystem: { value: 'mch-workbench' } },
  }),
);

function probe(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, MCH_TOKEN: '' } },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The printed table of one backend: its heading line and its rows. */
function section(stdout: string, backend: string): { heading: string; rows: string[] } {
  const block = stdout.split('\n\n').find((b) => b.startsWith(`${backend} (`));
  if (!block) throw new Error(`no table of ${backend} in:\n${stdout}`);
  const [heading = '', , ...rest] = block.split('\n');
  return { heading, rows: rest.filter((l) => l.startsWith('  ') && !l.startsWith('  not called (writes)')) };
}

let server: Awaited<ReturnType<typeof serveDemoBackend>>;
beforeAll(async () => {
  server = await serveDemoBackend(0);
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${server.origin}/__mock/faults`, { method: 'DELETE' });
  await fetch(`${server.origin}/__mock/reset`, { method: 'POST' });
});

describe('npm run probe against the demo HTTP backend', () => {
  it('reports every read-only operation of every backend valid, and exits 0', async () => {
    const { code, stdout } = await probe(
      '--config',
      CONFIG,
      '--origin',
      server.origin,
      '--token',
      'demo-doctor',
    );
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`${ALL_READS} passed, 0 failed`);
    for (const backend of BACKEND_SPECS) {
      const { heading, rows } = section(stdout, backend);
      expect(heading).toBe(
        `${backend} (${server.origin}/api/${backend}): ${readsOf(backend).length} passed, 0 failed`,
      );
      expect(rows.length).toBe(readsOf(backend).length);
      for (const row of rows) expect(row).toMatch(/ 200 {2,}\S+ {2,}valid/);
    }
    expect(code).toBe(0);
  }, 180_000);

  it('reports the operations of a backend answering malformed bodies invalid, the others valid, and exits 1', async () => {
    const set = await fetch(`${server.origin}/__mock/faults?spec=fds:malformed`, { method: 'POST' });
    expect(await set.json()).toEqual([{ kind: 'malformed', backend: 'fds' }]);

    const { code, stdout } = await probe(
      '--config',
      CONFIG,
      '--origin',
      server.origin,
      '--token',
      'demo-doctor',
    );
    const fdsReads = readsOf('fds').length;
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`${ALL_READS - fdsReads} passed, ${fdsReads} failed`);
    const fds = section(stdout, 'fds');
    expect(fds.heading).toContain(`0 passed, ${fdsReads} failed`);
    for (const row of fds.rows) expect(row).toContain('✖ not a JSON envelope (text/html)');
    for (const backend of BACKEND_SPECS.filter((b) => b !== 'fds')) {
      expect(section(stdout, backend).heading).toContain(`${readsOf(backend).length} passed, 0 failed`);
    }
    expect(code).toBe(1);
  }, 180_000);

  it('refuses relative base URLs without --origin, saying what to pass', async () => {
    const { code, stderr } = await probe('--config', CONFIG, '--token', 'demo-doctor');
    expect(stderr).toContain('baseUrls.main is relative (/api/main): pass --origin');
    expect(code).toBe(2);
  });
});
