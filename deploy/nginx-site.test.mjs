// Tests of the nginx site generator (node --test deploy/). The rendered site is also checked by nginx itself.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  checkAppConfig,
  configOf,
  hasInlineScript,
  listenAddresses,
  parseArgs,
  permissionsPolicy,
  placeholderWarnings,
  renderSite,
  serverFacts,
  siteFromBuild,
  transportWarnings,
} from './nginx-site.mjs';

const INDEX = `<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" />
<link rel="preload" href="/config.json" as="fetch" crossorigin />
<script type="module" crossorigin src="/assets/index-abc.js"></script></head></html>`;

const CONFIG = {
  demo: false,
  baseUrls: {
    main: '/api/main',
    mainSync: '/api/main-sync',
    live: 'https://live.example.org/api',
    message: 'https://live.example.org/message',
    fds: 'https://live.example.org/fds',
    exam: 'https://live.example.org/exam',
    training: 'https://live.example.org/training',
  },
  frameOrigins: [{ origin: 'https://exam.example.org' }, { origin: 'https://rooms.example.org', room: true }],
};

// On this machine: plain http never leaves it (an upstream elsewhere must be https, see below).
const BACKENDS = { main: 'http://127.0.0.1:8080/', mainSync: 'http://127.0.0.2:8080/sync' };

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
    assert.match(site, /location \^~ \/api\/main\/ \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:8080\/;/);
    assert.match(
      site,
      /location \^~ \/api\/main-sync\/ \{\n\s+proxy_pass http:\/\/127\.0\.0\.2:8080\/sync\/;/,
    );
    assert.match(site, /"~\^\(200\|206\|304\) \/assets\/" "public, max-age=31536000, immutable";/);
    assert.doesNotMatch(site, /Strict-Transport-Security/);
  });

  it('gives camera and microphone to the room origins only, through the page (which must hold them to pass them on)', () => {
    const policy = permissionsPolicy(['https://rooms.example.org']);
    assert.match(policy, /camera=\(self "https:\/\/rooms\.example\.org"\)/);
    assert.match(policy, /microphone=\(self "https:\/\/rooms\.example\.org"\)/);
    assert.match(policy, /display-capture=\(self "https:\/\/rooms\.example\.org"\)/);
    assert.match(permissionsPolicy([]), /camera=\(\), microphone=\(\), display-capture=\(\)/);
    // Only features browsers know (an unknown one is a console error on every page).
    assert.doesNotMatch(policy, /bluetooth/);
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
    // `listen … ssl http2` works on Debian's nginx 1.22 (the `http2 on` directive needs 1.25.1); IPv4 and IPv6.
    assert.match(site, /listen 443 ssl http2;\n\s+listen \[::\]:443 ssl http2;/);
    assert.doesNotMatch(site, /http2 on;/);
    // HSTS for this host only, unless the operator says every subdomain is https too.
    assert.match(site, /Strict-Transport-Security "max-age=63072000" always;/);
    assert.match(site, /upgrade-insecure-requests/);
    assert.match(site, /listen 80;\n\s+listen \[::\]:80;/);
    assert.match(site, /return 301 https:\/\/\$host\$request_uri;/);
    // Plain http sent to the TLS port itself is redirected too, not answered with nginx's 400 page.
    assert.match(site, /error_page 497 =301 https:\/\/\$host\$request_uri;/);
    const onAnotherPort = renderSite({
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv/mch',
      backends: BACKENDS,
      serverName: 'workbench.example.org',
      tlsCert: '/etc/ssl/wb.crt',
      tlsKey: '/etc/ssl/wb.key',
      listen: '8443',
    });
    assert.match(onAnotherPort, /error_page 497 =301 https:\/\/\$host:8443\$request_uri;/);
    const withSubdomains = renderSite({
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv/mch',
      backends: BACKENDS,
      tlsCert: '/etc/ssl/wb.crt',
      tlsKey: '/etc/ssl/wb.key',
      hstsIncludeSubdomains: true,
    });
    assert.match(withSubdomains, /Strict-Transport-Security "max-age=63072000; includeSubDomains" always;/);
  });

  it('moves or drops the redirect from plain http when told (port 80 may belong to another site)', () => {
    const tls = {
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv/mch',
      backends: BACKENDS,
      listen: '127.0.0.1:4433',
      tlsCert: '/etc/ssl/wb.crt',
      tlsKey: '/etc/ssl/wb.key',
    };
    const moved = renderSite({ ...tls, httpRedirect: '127.0.0.1:4434' });
    assert.match(
      moved,
      /listen 127\.0\.0\.1:4434;\n\s+server_name _;[\s\S]*return 301 https:\/\/\$host:4433\$request_uri;/,
    );
    assert.doesNotMatch(moved, /:80;/);
    const none = renderSite({ ...tls, httpRedirect: 'off' });
    assert.doesNotMatch(none, /return 301/);
    assert.equal(none.match(/^server \{/gm)?.length, 1);
    assert.throws(
      () => renderSite({ ...tls, tlsCert: undefined, tlsKey: undefined, httpRedirect: 'off' }),
      /--http-redirect moves the redirect of a TLS site/,
    );
  });

  it('behind an https proxy: the headers of an https site, and the backends told https', () => {
    const site = renderSite({
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv/mch',
      backends: BACKENDS,
      listen: '127.0.0.1:8080',
      httpsProxy: true,
    });
    assert.match(site, /listen 127\.0\.0\.1:8080;/);
    assert.doesNotMatch(site, /ssl/);
    assert.match(site, /Strict-Transport-Security "max-age=63072000" always;/);
    assert.match(site, /upgrade-insecure-requests/);
    assert.match(site, /proxy_set_header X-Forwarded-Proto https;/);
    assert.doesNotMatch(site, /return 301/);
    // Its own redirects are relative: the browser keeps the proxy's https.
    assert.match(site, /absolute_redirect off;/);
    const plain = renderSite({ config: CONFIG, indexHtml: INDEX, root: '/srv/mch', backends: BACKENDS });
    assert.doesNotMatch(plain, /Strict-Transport-Security/);
    assert.match(plain, /proxy_set_header X-Forwarded-Proto \$scheme;/);
    assert.throws(
      () =>
        renderSite({
          config: CONFIG,
          indexHtml: INDEX,
          root: '/srv/mch',
          backends: BACKENDS,
          tlsCert: '/etc/ssl/wb.crt',
          tlsKey: '/etc/ssl/wb.key',
          httpsProxy: true,
        }),
      /--https-proxy yes is for a plain-http site behind an https proxy/,
    );
  });

  it('keeps a port other than 443 in the redirect to https, and listens where told', () => {
    const site = renderSite({
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv/mch',
      backends: BACKENDS,
      listen: '8443',
      tlsCert: '/etc/ssl/wb.crt',
      tlsKey: '/etc/ssl/wb.key',
    });
    assert.match(site, /listen 8443 ssl http2;/);
    assert.match(site, /return 301 https:\/\/\$host:8443\$request_uri;/);
    assert.deepEqual(listenAddresses('127.0.0.1:4180'), {
      port: 4180,
      addresses: ['127.0.0.1:4180'],
      address: '127.0.0.1',
    });
    assert.deepEqual(listenAddresses('80').addresses, ['80', '[::]:80']);
    assert.throws(() => listenAddresses('http://x'), /--listen wants/);
  });

  it('checks the certificates of https backends against the CA bundle', () => {
    const site = renderSite({
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv/mch',
      backends: { main: 'https://main.internal.example.org/ysfy/', mainSync: BACKENDS.mainSync },
    });
    const main = /location \^~ \/api\/main\/ \{[^}]+\}/.exec(site)?.[0] ?? '';
    assert.match(main, /proxy_ssl_verify on;/);
    assert.match(main, /proxy_ssl_trusted_certificate \/etc\/ssl\/certs\/ca-certificates\.crt;/);
    const sync = /location \^~ \/api\/main-sync\/ \{[^}]+\}/.exec(site)?.[0] ?? '';
    assert.doesNotMatch(sync, /proxy_ssl/);
  });

  it('refuses a --backend that names no backend, or one the config does not proxy (it would be ignored)', () => {
    assert.throws(
      () =>
        renderSite({
          config: CONFIG,
          indexHtml: INDEX,
          root: '/srv',
          backends: { ...BACKENDS, mian: 'http://x/' },
        }),
      /--backend mian: no such backend/,
    );
    assert.throws(
      () =>
        renderSite({
          config: CONFIG,
          indexHtml: INDEX,
          root: '/srv',
          backends: { ...BACKENDS, live: 'http://x/' },
        }),
      /--backend live: config\.json's baseUrls\.live is not a path on the app's origin/,
    );
  });

  it('refuses a room on any port (no camera could be given) and a personal centre it could not frame', () => {
    assert.throws(
      () => serverFacts({ ...CONFIG, frameOrigins: [{ origin: 'https://rooms.example.org:*', room: true }] }),
      /needs its exact port/,
    );
    assert.throws(
      () => serverFacts({ ...CONFIG, externalUrls: { userCenter: 'https://sso.example.org/user-center' } }),
      /externalUrls\.userCenter .* is not in frameOrigins/,
    );
    const framed = serverFacts({
      ...CONFIG,
      externalUrls: { userCenter: 'https://sso.example.org:8443/uc' },
      frameOrigins: [...CONFIG.frameOrigins, { origin: 'https://sso.example.org:*' }],
    });
    assert.ok(framed.frames.includes('https://sso.example.org:*'));
  });

  it('warns of a site in plain http that no https proxy fronts', () => {
    assert.match(
      transportWarnings({})[0] ?? '',
      /plain http: give --tls-cert and --tls-key, or --https-proxy yes/,
    );
    assert.deepEqual(transportWarnings({ tlsCert: '/c.pem', tlsKey: '/k.pem' }), []);
    assert.deepEqual(transportWarnings({ httpsProxy: 'yes' }), []);
  });

  it('warns of the shipped example addresses left in config.json', () => {
    assert.deepEqual(
      placeholderWarnings({ signInUrl: 'https://sso.example.org/login', baseUrls: { main: '/api/main' } }),
      [
        "config.json still holds an example address (signInUrl: https://sso.example.org/login): replace it with your deployment's",
      ],
    );
    assert.deepEqual(placeholderWarnings({ signInUrl: 'https://sso.health.gov.cn/login' }), []);
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

  it('refuses an option it does not know and a yes/no option given anything else (a misspelt --tls-cert would make a plain-http site)', () => {
    assert.throws(
      () => parseArgs(['--tls-certificate', '/etc/ssl/wb.pem']),
      /unknown option --tls-certificate/,
    );
    assert.throws(() => parseArgs(['--hsts-include-subdomains', 'true']), /takes yes or no, got true/);
    assert.deepEqual(parseArgs(['--hsts-include-subdomains', 'yes']), {
      backends: {},
      hstsIncludeSubdomains: 'yes',
    });
  });

  it('refuses plain http off this machine: an upstream unless allowed, a base URL always; bad addresses are named', () => {
    const offMachine = { main: 'http://10.0.5.7/ysfy/', mainSync: BACKENDS.mainSync };
    assert.throws(
      () => renderSite({ config: CONFIG, indexHtml: INDEX, root: '/srv', backends: offMachine }),
      /--backend main=http:\/\/10\.0\.5\.7\/ysfy\/ is plain http.*--allow-http-upstream yes/,
    );
    const allowed = renderSite({
      config: CONFIG,
      indexHtml: INDEX,
      root: '/srv',
      backends: offMachine,
      allowHttpUpstream: true,
    });
    assert.match(allowed, /proxy_pass http:\/\/10\.0\.5\.7\/ysfy\/;/);
    assert.throws(
      () => serverFacts({ ...CONFIG, baseUrls: { ...CONFIG.baseUrls, live: 'http://live.example.org/api' } }),
      /baseUrls\.live \(http:\/\/live\.example\.org\/api\) is plain http/,
    );
    // The browser calls a base URL: on the loopback it is the user's own computer, http or https.
    for (const live of ['http://127.0.0.1:4431/api/live', 'https://localhost/api/live'])
      assert.throws(
        () => serverFacts({ ...CONFIG, baseUrls: { ...CONFIG.baseUrls, live } }),
        /baseUrls\.live \(.*\) is on the loopback: the browser would call the user's own computer/,
      );
    assert.throws(
      () => serverFacts({ ...CONFIG, baseUrls: { ...CONFIG.baseUrls, live: 'live.example.org/api' } }),
      /config\.json's baseUrls\.live is not a full address \(https:\/\/host\/path\): live\.example\.org\/api/,
    );
    assert.throws(
      () =>
        renderSite({
          config: CONFIG,
          indexHtml: INDEX,
          root: '/srv',
          backends: { main: 'main.internal.test/ysfy/', mainSync: BACKENDS.mainSync },
        }),
      /--backend main is not a full address \(https:\/\/host\/path\): main\.internal\.test\/ysfy\//,
    );
    assert.throws(
      () =>
        renderSite({
          config: CONFIG,
          indexHtml: INDEX,
          root: '/srv',
          backends: { main: 'https://a.example.org/x?y=1', mainSync: BACKENDS.mainSync },
        }),
      /--backend main=https:\/\/a\.example\.org\/x\?y=1 has a query or fragment/,
    );
    assert.throws(
      () => serverFacts({ demo: false }),
      /baseUrls has no main, mainSync, live, message, fds, exam, training/,
    );
  });

  it('refuses the demo build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'nginx-site-dist-'));
    try {
      writeFileSync(join(dist, 'index.html'), INDEX);
      writeFileSync(join(dist, 'config.json'), JSON.stringify(CONFIG));
      const opts = { dist, root: '/srv', serverName: 'wb.example.org', backends: BACKENDS };
      assert.match(siteFromBuild(opts), /server_name wb\.example\.org;/);
      mkdirSync(join(dist, 'demo-embedded'));
      writeFileSync(join(dist, 'mockServiceWorker.js'), '');
      assert.throws(
        () => siteFromBuild(opts),
        /is the demo build \(it holds mockServiceWorker\.js and demo-embedded\)/,
      );
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('is a site nginx accepts (nginx -t), in plain http and with TLS', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-test-'));
    try {
      mkdirSync(join(prefix, 'logs'));
      const cert = spawnSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=wb.example.org'].concat(
          ['-keyout', join(prefix, 'wb.key'), '-out', join(prefix, 'wb.pem')],
        ),
        { encoding: 'utf8' },
      );
      assert.equal(cert.status, 0, cert.stderr);
      const common = {
        config: CONFIG,
        indexHtml: INDEX,
        root: prefix,
        accessLog: join(prefix, 'logs', 'access.log'),
        upstreamCa: join(prefix, 'wb.pem'),
      };
      const sites = {
        plain: renderSite({ ...common, backends: BACKENDS }),
        tls: renderSite({
          ...common,
          backends: { main: 'https://127.0.0.1:8443/', mainSync: BACKENDS.mainSync },
          tlsCert: join(prefix, 'wb.pem'),
          tlsKey: join(prefix, 'wb.key'),
        }),
      };
      // Staging beside production on one nginx: each site's log format and variables are its own.
      sites.twoSites = `${sites.plain}\n${renderSite({ ...common, backends: BACKENDS, serverName: 'staging.example.org' })}`;
      // Long host names (a capture group's name takes at most 32 characters), two differing only at their end.
      sites.longNames = [
        'workbench.health.example.org',
        'mch-workbench-staging.wjw.hunan.gov.cn',
        'mch-workbench-staging.wjw.hunan.gov.cn1',
      ]
        .map((serverName) => renderSite({ ...common, backends: BACKENDS, serverName }))
        .join('\n');
      for (const [name, site] of Object.entries(sites)) {
        writeFileSync(join(prefix, 'site.conf'), site);
        writeNginxConf(prefix);
        const check = spawnSync(nginxBinary(), ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
          encoding: 'utf8',
        });
        assert.equal(check.status, 0, `${name}: ${check.stderr}`);
      }
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('serving: a missing asset is not cached, a found one is for a year, and the log keeps no query string', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-site-run-'));
    let nginx;
    let backend;
    try {
      for (const dir of ['logs', 'assets']) mkdirSync(join(prefix, dir));
      writeFileSync(join(prefix, 'index.html'), INDEX);
      writeFileSync(join(prefix, 'assets', 'index-abc.js'), `export const x = "${'x'.repeat(2000)}";\n`);
      const port = await freePort();
      // The main backend: one answer with its own Cache-Control, one without.
      backend = createHttpServer((req, res) => {
        const headers = { 'Content-Type': 'application/json' };
        if (req.url === '/cached') headers['Cache-Control'] = 'private, max-age=60';
        res.writeHead(200, headers);
        res.end('{"code":200,"data":null}');
      });
      const backendPort = await new Promise((r) =>
        backend.listen(0, '127.0.0.1', () => r(backend.address().port)),
      );
      writeFileSync(
        join(prefix, 'site.conf'),
        renderSite({
          config: CONFIG,
          indexHtml: INDEX,
          root: prefix,
          backends: { ...BACKENDS, main: `http://127.0.0.1:${backendPort}/` },
          listen: `127.0.0.1:${port}`,
          accessLog: join(prefix, 'logs', 'access.log'),
        }),
      );
      writeNginxConf(prefix, { serve: true });
      nginx = spawn(nginxBinary(), ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
      const origin = `http://127.0.0.1:${port}`;
      const get = async (path, headers = {}) => {
        for (let i = 0; ; i += 1) {
          try {
            return await fetch(`${origin}${path}`, { headers });
          } catch (error) {
            if (i > 50) throw error;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      };
      const found = await get('/assets/index-abc.js', { 'Accept-Encoding': 'gzip' });
      assert.equal(found.status, 200);
      assert.equal(found.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(found.headers.get('vary'), 'Accept-Encoding');
      const missing = await get('/assets/late-chunk-XYZ.js');
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('cache-control'), 'no-store');
      // A path of the API folder that names no backend is a JSON 404, not the app's page.
      const noBackend = await get('/api/unknown/v1/x');
      assert.equal(noBackend.status, 404);
      assert.match(noBackend.headers.get('content-type') ?? '', /application\/json/);
      assert.deepEqual(await noBackend.json(), { code: 404, msg: 'No such backend', data: null });
      // A file the build does not have is a 404 (no file extension in a route of the app); index.html is the app.
      for (const path of [
        '/robots.txt',
        '/favicon.ico',
        '/.well-known/security.txt',
        '/.well-known/change-password',
        '/mockServiceWorker.js',
        '/demo-embedded/exam.html',
        '/page.html',
      ]) {
        const absent = await get(path);
        assert.equal(absent.status, 404, path);
        assert.equal(absent.headers.get('cache-control'), 'no-store', path);
        await absent.text();
      }
      for (const path of ['/index.html', '/evaluationManage/detail', '/businessLineDetail/12']) {
        const app = await get(path);
        assert.equal(app.status, 200, path);
        // The app's page, through the nonce filter (index.html asked for by name too).
        assert.match(await app.text(), /<meta name="csp-nonce" content="[0-9a-f]{32}"/, path);
      }
      // An API answer keeps its backend's Cache-Control; one without is not stored (patients' data).
      const cached = await get('/api/main/cached');
      assert.equal(cached.status, 200);
      assert.equal(cached.headers.get('cache-control'), 'private, max-age=60');
      await cached.text();
      const uncached = await get('/api/main/stats/all');
      assert.equal(uncached.status, 200);
      assert.equal(uncached.headers.get('cache-control'), 'no-store');
      await uncached.text();
      const page = await get('/workbench?token=SECRET-SSO-TOKEN');
      assert.equal(page.status, 200);
      assert.equal(page.headers.get('cache-control'), 'no-store');
      await page.text();
      // A resident's record is asked for by the identity number in the path (SPEC.md §7.4).
      await (await get('/api/fds/v1/fds-pc/residents-info/card/43010219900307002X')).text();
      // nginx writes the log line as the request ends.
      await new Promise((r) => setTimeout(r, 300));
      const log = readFileSync(join(prefix, 'logs', 'access.log'), 'utf8');
      assert.match(log, /"GET \/workbench HTTP\/1\.1" 200/);
      assert.doesNotMatch(log, /SECRET-SSO-TOKEN|token=/);
      assert.match(log, /"GET \/api\/fds\/v1\/fds-pc\/residents-info\/card\/\* HTTP\/1\.1" \d{3}/);
      assert.doesNotMatch(log, /43010219900307002X/);
    } finally {
      nginx?.kill('SIGTERM');
      if (nginx && nginx.exitCode === null) await new Promise((r) => nginx.once('exit', r));
      backend?.close();
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('refuses a config.json the app would refuse when it starts, naming each field', async () => {
    const shipped = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'packages', 'web', 'public', 'config.json'), 'utf8'),
    );
    await checkAppConfig(shipped);
    const { demo: _, ...withoutDemo } = shipped;
    const { externalUrls: __, ...withoutExternalUrls } = shipped;
    const cases = [
      [{ ...shipped, demo: 'false' }, /demo must be true or false/],
      [withoutDemo, /demo is missing/],
      [withoutExternalUrls, /externalUrls is missing/],
      [{ ...shipped, frameOrigins: ['https://exam.example.org'] }, /frameOrigins\[0\] must be an object/],
      [
        { ...shipped, frameOrigins: [{ origin: 'https://rooms.example.org', room: 'yes' }] },
        /frameOrigins\[0\]\.room must be true or false/,
      ],
      [{ ...shipped, cookieName: 'mch token' }, /cookieName must be a valid cookie name/],
    ];
    for (const [config, message] of cases)
      await assert.rejects(checkAppConfig(config, '/srv/conf/config.json'), (error) => {
        assert.match(error.message, /^\/srv\/conf\/config\.json would not start the app: /);
        assert.match(error.message, message);
        return true;
      });
  });

  it('names the config.json it cannot read or parse, and the frame origin it cannot use', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-site-config-'));
    try {
      const bad = join(dir, 'config.json');
      writeFileSync(bad, '{ demo: false }');
      assert.throws(() => configOf({ config: bad }), new RegExp(`^Error: ${bad} is not valid JSON: `));
      assert.throws(
        () => configOf({ config: join(dir, 'none.json') }),
        /cannot read .*none\.json \(--config\)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    assert.throws(
      () =>
        serverFacts({
          ...CONFIG,
          frameOrigins: [{ origin: 'https://a.example.org' }, { origin: 'exam.example.org' }],
        }),
      /frameOrigins\[1\]\.origin: not an origin: exam\.example\.org/,
    );
    // The app takes an origin written with a slash after it, and so does the site.
    assert.match(
      serverFacts({ ...CONFIG, frameOrigins: [{ origin: 'https://exam.example.org/' }] }).frames.join(' '),
      /^https:\/\/exam\.example\.org$/,
    );
  });

  it('the command line wants a server name (otherwise another default site may answer)', () => {
    const run = spawnSync(
      process.execPath,
      [join(import.meta.dirname, 'nginx-site.mjs'), '--dist', 'nowhere'],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(run.status, 1);
    assert.match(run.stderr, /give --server-name/);
  });

  it('the command line wants the server-side folder (the build machine’s path would be wrong there)', () => {
    const run = spawnSync(
      process.execPath,
      [join(import.meta.dirname, 'nginx-site.mjs'), '--dist', 'nowhere', '--server-name', 'wb.example.org'],
      { encoding: 'utf8' },
    );
    assert.equal(run.status, 1);
    assert.match(run.stderr, /give --root/);
  });
});

function nginxBinary() {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  assert.ok(nginx, 'nginx is installed (npm test installs it)');
  return nginx;
}

/** The nginx.conf around the site, with every path inside `prefix`; `serve` runs it in the foreground. */
function writeNginxConf(prefix, { serve = false } = {}) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (t) => `${t}_temp_path ${prefix}/t-${t};`,
  );
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      serve && asRoot ? 'user root;' : '',
      serve ? 'daemon off; worker_processes 1;' : '',
      `pid ${prefix}/nginx.pid; error_log stderr;`,
      'events {}',
      `http { types { text/html html; application/javascript js; application/json json; } ${temp.join(' ')} include ${prefix}/site.conf; }`,
    ].join('\n'),
  );
}

/** A TCP port nothing listens on now. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
