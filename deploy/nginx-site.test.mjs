// Tests of the nginx site generator (node --test deploy/). The rendered site is also checked by nginx itself.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { hasInlineScript, parseArgs, permissionsPolicy, renderSite, serverFacts } from './nginx-site.mjs';

const INDEX = `<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" />
<link rel="preload" href="/config.json" as="fetch" crossorigin />
<script type="module" crossorigin src="/assets/index-abc.js"></script></head></html>`;

const CONFIG = {
  demo: false,
  baseUrls: { main: '/api/main', mainSync: '/api/main-sync', live: 'https://live.example.org/api' },
  frameOrigins: [{ origin: 'https://exam.example.org' }, { origin: 'https://rooms.example.org', room: true }],
};

const BACKENDS = { main: 'http://10.0.0.5:8080/', mainSync: 'http://10.0.0.6:8080/sync' };

describe('nginx-site', () => {
  it('tells an inline script from an external one', () => {
    assert.equal(hasInlineScript(INDEX), false);
    assert.equal(hasInlineScript(INDEX.replace('<link', '<script>window.x = 1;</script><link')), true);
  });

  it('proxies the same-origin backends and lets the page connect to the others', () => {
    const facts = serverFacts(CONFIG);
    assert.deepEqual(
      facts.proxied.map((p) => p.path),
      ['/api/main/', '/api/main-sync/'],
    );
    assert.deepEqual(facts.connect, ['https://live.example.org']);
    assert.deepEqual(facts.rooms, ['https://rooms.example.org']);
  });

  it('refuses a demo config, a backend without upstream, an index.html that is not the build or runs inline script', () => {
    assert.throws(() => serverFacts({ ...CONFIG, demo: true }), /demo/);
    assert.throws(
      () => renderSite({ config: CONFIG, indexHtml: INDEX, root: '/srv', backends: { main: BACKENDS.main } }),
      /no upstream for mainSync/,
    );
    assert.throws(
      () => renderSite({ config: CONFIG, indexHtml: '<html></html>', root: '/srv', backends: BACKENDS }),
      /placeholder/,
    );
    assert.throws(
      () =>
        renderSite({
          config: CONFIG,
          indexHtml: INDEX.replace('<link', '<script>window.x = 1;</script><link'),
          root: '/srv',
          backends: BACKENDS,
        }),
      /inline script/,
    );
    assert.throws(
      () => serverFacts({ ...CONFIG, frameOrigins: [{ origin: 'javascript:alert(1)' }] }),
      /not an origin/,
    );
  });

  it('writes a CSP without unsafe-inline or unsafe-eval scripts, with the frame origins and a style nonce', () => {
    const site = renderSite({ config: CONFIG, indexHtml: INDEX, root: '/srv/mch', backends: BACKENDS });
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(site)?.[1] ?? '';
    assert.match(csp, /(^|; )script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.doesNotMatch(/script-src[^;]*/.exec(csp)?.[0] ?? '', /unsafe-inline/);
    assert.match(csp, /style-src 'self' 'nonce-\$request_id'/);
    assert.match(csp, /frame-src https:\/\/exam\.example\.org https:\/\/rooms\.example\.org/);
    assert.match(csp, /connect-src 'self' https:\/\/live\.example\.org/);
    assert.match(site, /sub_filter "__CSP_NONCE__" "\$request_id";/);
    assert.match(site, /location \^~ \/api\/main\/ \{\n\s+proxy_pass http:\/\/10\.0\.0\.5:8080\/;/);
    assert.match(
      site,
      /location \^~ \/api\/main-sync\/ \{\n\s+proxy_pass http:\/\/10\.0\.0\.6:8080\/sync\/;/,
    );
    assert.match(site, /~\^\/assets\/ "public, max-age=31536000, immutable";/);
    assert.doesNotMatch(site, /Strict-Transport-Security/);
  });

  it('gives camera and microphone to the room origins only', () => {
    const policy = permissionsPolicy(['https://rooms.example.org']);
    assert.match(policy, /camera=\("https:\/\/rooms\.example\.org"\)/);
    assert.match(policy, /microphone=\("https:\/\/rooms\.example\.org"\)/);
    assert.match(permissionsPolicy([]), /camera=\(\), microphone=\(\)/);
  });

  it('adds HSTS, upgrade-insecure-requests and a redirect from http on https', () => {
    const site = renderSite({
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv/mch',
      backends: BACKENDS,
      serverName: 'workbench.example.org',
      tlsCert: '/etc/ssl/wb.crt',
      tlsKey: '/etc/ssl/wb.key',
    });
    assert.match(site, /listen 443 ssl;/);
    assert.match(site, /Strict-Transport-Security "max-age=63072000; includeSubDomains" always;/);
    assert.match(site, /upgrade-insecure-requests/);
    assert.match(site, /return 301 https:\/\/\$host\$request_uri;/);
  });

  it('reads repeatable --backend options', () => {
    const opts = parseArgs([
      '--dist',
      'd',
      '--backend',
      'main=http://a/',
      '--backend',
      'live=http://b/',
      '--tls-cert',
      'c',
    ]);
    assert.deepEqual(opts, { dist: 'd', tlsCert: 'c', backends: { main: 'http://a/', live: 'http://b/' } });
    assert.throws(() => parseArgs(['--backend', 'nothing']), /name>=<url>/);
  });

  it('is a site nginx accepts (nginx -t)', () => {
    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
    assert.ok(nginx, 'nginx is installed (npm test installs it)');
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-test-'));
    try {
      mkdirSync(join(prefix, 'logs'));
      writeFileSync(
        join(prefix, 'site.conf'),
        renderSite({ config: CONFIG, indexHtml: INDEX, root: prefix, backends: BACKENDS }),
      );
      writeFileSync(
        join(prefix, 'nginx.conf'),
        `pid ${prefix}/nginx.pid; error_log stderr; events {} http { client_body_temp_path ${prefix}/t1; proxy_temp_path ${prefix}/t2; fastcgi_temp_path ${prefix}/t3; uwsgi_temp_path ${prefix}/t4; scgi_temp_path ${prefix}/t5; include ${prefix}/site.conf; }`,
      );
      const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
        encoding: 'utf8',
      });
      assert.equal(check.status, 0, check.stderr);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
