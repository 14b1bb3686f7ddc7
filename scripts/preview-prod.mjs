#!/usr/bin/env node
// `npm run preview:prod`: the deployable build (packages/web/dist) behind Debian's nginx, configured exactly as
// deploy/nginx-site.mjs writes it for a deployment, with `npm run mock:serve` as every backend behind the proxy.
// Sign in with http://127.0.0.1:<port>/?token=demo-doctor. Needs the build (`npm run preview:prod` makes it).
//
// PREVIEW_PORT (default 4180) is where nginx listens on 127.0.0.1; MOCK_PORT (default 4318) the demo backend;
// PREVIEW_DIST another build to serve the same way (the benchmark's deployment landing serves its floor app so).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteFromBuild } from '../deploy/nginx-site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.PREVIEW_DIST ?? join(root, 'packages/web/dist');
const mockServer = join(root, 'packages/mock/dist/serve.js');
const port = Number(process.env.PREVIEW_PORT ?? 4180);
const mockPort = Number(process.env.MOCK_PORT ?? 4318);
const origin = `http://127.0.0.1:${port}`;

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  return fail(
    "nginx is missing: run `npm run preview:prod` (it installs Debian's nginx) or apt-get install nginx",
  );
}

if (!existsSync(join(dist, 'index.html')))
  fail('No deployable build: run `npm run preview:prod` (it builds first).');
if (!existsSync(mockServer)) fail('No demo backend build: run `npm run preview:prod` (it builds first).');
const nginx = nginxBinary();

/** Whether nothing listens on 127.0.0.1:`at` (another server there would answer the readiness check instead). */
function portFree(at) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(at, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
for (const [at, name] of [
  [port, 'PREVIEW_PORT'],
  [mockPort, 'MOCK_PORT'],
])
  if (!(await portFree(at)))
    fail(`Port ${at} is in use by another program: stop it, or set ${name} to a free port.`);

const backendMounts = {
  main: 'main',
  mainSync: 'main-sync',
  live: 'live',
  message: 'message',
  fds: 'fds',
  exam: 'exam',
  training: 'training',
};
const backends = Object.fromEntries(
  Object.entries(backendMounts).map(([name, mount]) => [name, `http://127.0.0.1:${mockPort}/api/${mount}/`]),
);

const prefix = mkdtempSync(join(tmpdir(), 'mch-nginx-'));
for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));
const site = siteFromBuild({
  dist,
  listen: `127.0.0.1:${port}`,
  serverName: '127.0.0.1',
  backends,
  accessLog: 'off',
});
writeFileSync(join(prefix, 'site.conf'), site);
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const mimeTypes = existsSync('/etc/nginx/mime.types')
  ? 'include /etc/nginx/mime.types;'
  : 'types { text/html html; text/css css; application/javascript js mjs; application/json json; image/svg+xml svg; }';
writeFileSync(
  join(prefix, 'nginx.conf'),
  [
    // Run as root, nginx would hand its workers to "nobody", who may not read a build under a home folder.
    asRoot ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  ${mimeTypes}`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `  ${t}_temp_path ${join(prefix, 'temp', t)};`,
    ),
    `  include ${join(prefix, 'site.conf')};`,
    '}',
    '',
  ].join('\n'),
);

const children = [];
let stopping = false;
/** Stops nginx and the demo backend, and removes nginx's folder once both have gone (nginx removes its pid file). */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const gone = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(gone), new Promise((resolve) => setTimeout(resolve, 3000))]);
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const mock = spawn(process.execPath, [mockServer], {
  env: { ...process.env, MOCK_PORT: String(mockPort), MOCK_APP_ORIGIN: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(mock);
const server = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(server);
/** Both answered once: from then on, the demo backend may stop without taking nginx with it. */
let started = false;
for (const child of children) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${child === server ? 'nginx' : 'the demo backend'} stopped (exit ${code ?? 'signal'})`);
    if (child === mock && started) {
      // As a deployment whose backend is down: nginx answers the backends' calls with 502 meanwhile.
      console.error(
        `nginx keeps serving ${origin}/ and answers the backends' calls with 502 until a backend listens on ` +
          `127.0.0.1:${mockPort} again (MOCK_PORT=${mockPort} npm run mock:serve). Press Ctrl+C to stop.`,
      );
      return;
    }
    void stop(code || 1);
  });
}

// Wait until both answer, then tell the user where to go.
const deadline = Date.now() + 20_000;
for (;;) {
  try {
    const [page, api] = await Promise.all([
      fetch(`${origin}/`),
      fetch(`http://127.0.0.1:${mockPort}/__mock/faults`),
    ]);
    if (page.ok && api.ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) {
    console.error('nginx or the demo backend did not start within 20 s');
    await stop(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}
started = true;
console.log(`MCH Workbench (deployable build) behind nginx: ${origin}/`);
console.log(
  `Sign in with ${origin}/?token=demo-doctor (or demo-admin). The backends are the demo backend on`,
);
console.log(`127.0.0.1:${mockPort}, reached through nginx's /api/<backend>/ proxy. Press Ctrl+C to stop.`);
