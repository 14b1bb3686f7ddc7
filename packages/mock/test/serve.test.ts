import { request } from 'node:http';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isLoopbackAddress,
  isLoopbackOrigin,
  isOwnHost,
  MAX_BODY_BYTES,
  serveDemoBackend,
} from '../src/serve';

/** A free TCP port on the given host. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The first IPv4 address of this machine that is not the loopback interface. */
function externalAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

describe('which callers count as this machine', () => {
  it('accepts loopback socket addresses only', () => {
    for (const a of ['127.0.0.1', '127.12.0.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.1', '', undefined, '127.0.0.1.evil'])
      expect(isLoopbackAddress(a)).toBe(false);
  });

  it('takes a Host header as its own when it names this machine, an address, or the host name it was bound to', () => {
    expect(isOwnHost('127.0.0.1:4318', '127.0.0.1')).toBe(true);
    expect(isOwnHost('localhost', '127.0.0.1')).toBe(true);
    expect(isOwnHost('[::1]:4318', '::1')).toBe(true);
    expect(isOwnHost(undefined, '127.0.0.1')).toBe(true);
    expect(isOwnHost('192.168.1.20:4318', '0.0.0.0')).toBe(true);
    expect(isOwnHost('demo-box.lan:4318', 'demo-box.lan')).toBe(true);
    expect(isOwnHost('demo-box.lan:4318', '0.0.0.0')).toBe(false);
    expect(isOwnHost('evil.example', '127.0.0.1')).toBe(false);
    expect(isOwnHost('127.0.0.1.evil.example', '127.0.0.1')).toBe(false);
    expect(isOwnHost('bad host', '127.0.0.1')).toBe(false);
  });

  it('accepts page origins on this machine only', () => {
    for (const o of [
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://pages.localhost:4317',
      'http://[::1]:80',
    ])
      expect(isLoopbackOrigin(o)).toBe(true);
    for (const o of [
      'https://evil.example',
      'http://localhost.evil.example',
      'null',
      'file://',
      'http://10.0.0.2',
    ])
      expect(isLoopbackOrigin(o)).toBe(false);
  });
});

describe('npm run mock:serve', () => {
  const host = '0.0.0.0';
  let base = '';
  let port = 0;
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    port = await freePort('127.0.0.1');
    const served = await serveDemoBackend(port, host);
    close = served.close;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => close());

  it('a second server on a port that is taken fails to start with EADDRINUSE (no unhandled error event)', async () => {
    await expect(serveDemoBackend(port, host)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('refuses a request addressed to another host name (a DNS rebinding), admin endpoints included', async () => {
    const statusWithHost = (path: string, hostHeader: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers: { Host: hostHeader } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await statusWithHost('/__mock/faults', 'evil.example:4511')).toBe(421);
    expect(await statusWithHost('/api/main/stats/all', 'evil.example')).toBe(421);
    expect(await statusWithHost('/__mock/faults', `localhost:${port}`)).toBe(200);
    expect(await statusWithHost('/__mock/faults', `127.0.0.1:${port}`)).toBe(200);
  });

  it('answers a page served from this machine with CORS headers', async () => {
    const res = await fetch(`${base}/api/main/stats/all`, {
      headers: { Origin: 'http://localhost:5173', Authorization: 'demo-doctor' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.status).not.toBe(403);
  });

  it('answers a preflight from this machine and refuses one from any other origin', async () => {
    const ok = await fetch(`${base}/api/main/stats/all`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');

    const refused = await fetch(`${base}/api/main/stats/all`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses any request sent by a page of another web origin, admin endpoints included', async () => {
    const reset = await fetch(`${base}/__mock/reset`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(reset.status).toBe(403);
    expect(reset.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a request body over 1 MiB with 413 and still reads one just under it', async () => {
    const big = await fetch(`${base}/api/main/stats/all`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'demo-admin' },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(big.status).toBe(413);
    const small = await fetch(`${base}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ backend: 'main', kind: 'delay', path: 'x'.repeat(MAX_BODY_BYTES - 200) }),
    });
    expect(small.status).toBe(200);
    await fetch(`${base}/__mock/faults`, { method: 'DELETE' });
  });

  it('lets loopback callers use the admin endpoints', async () => {
    const res = await fetch(`${base}/__mock/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('refuses the admin endpoints to a caller on another address of this machine', async () => {
    const address = externalAddress();
    // A machine with only a loopback interface has no such caller; the address rule itself is tested above.
    if (!address) return;
    const res = await fetch(`http://${address}:${port}/__mock/faults`);
    expect(res.status).toBe(403);
    const api = await fetch(`http://${address}:${port}/api/main/stats/all`, {
      headers: { Authorization: 'demo-doctor' },
    });
    expect(api.status).not.toBe(403);
  });
});
