#!/usr/bin/env node
// Writes the nginx site (Debian's `nginx` package: /etc/nginx/sites-available/) that serves the deployable
// build of MCH Workbench: the SPA with its cache rules, the security headers derived from the deployment's
// config.json, and a reverse proxy of every same-origin backend (`/api/<backend>/`), so no backend needs CORS.
//
//   node deploy/nginx-site.mjs --dist packages/web/dist --root /srv/mch-workbench \
//     --server-name workbench.example.org --tls-cert /etc/ssl/… --tls-key /etc/ssl/… \
//     --backend main=https://main.internal.example.org/ --backend live=… > mch-workbench.conf
//
// Run it again whenever config.json (frame origins, base URLs) changes: the CSP carries the frame origins of
// config.json and the proxy its base URLs.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The placeholder index.html carries for the per-response style nonce; nginx replaces it (sub_filter). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Whether an HTML page has an inline script (a `<script>` without `src`), which `script-src 'self'` would block. */
export function hasInlineScript(html) {
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/.test(m[1] ?? '')) return true;
  }
  return false;
}

/** An origin or origin pattern (`https://host`, `http://host:*`) as a CSP source, or an error. */
function cspSource(origin) {
  if (!/^https?:\/\/[a-z0-9.-]+(:(\d+|\*))?$/i.test(origin)) throw new Error(`not an origin: ${origin}`);
  return origin;
}

/** Reads the parts of config.json the server depends on, with clear errors for anything it cannot use. */
export function serverFacts(config) {
  if (!config || typeof config !== 'object') throw new Error('config.json is not an object');
  if (config.demo === true)
    throw new Error('config.json says "demo": true; deploy the deployable build\'s config');
  const baseUrls = config.baseUrls ?? {};
  const proxied = [];
  const connect = new Set();
  for (const [backend, url] of Object.entries(baseUrls)) {
    if (typeof url !== 'string' || url === '') throw new Error(`baseUrls.${backend} is not an address`);
    if (url.startsWith('/')) {
      proxied.push({ backend, path: `${url.replace(/\/+$/, '')}/` });
    } else {
      connect.add(new URL(url).origin);
    }
  }
  const frames = [];
  const rooms = [];
  for (const entry of config.frameOrigins ?? []) {
    const origin = typeof entry === 'string' ? entry : entry?.origin;
    if (typeof origin !== 'string') throw new Error('frameOrigins holds an entry without an origin');
    frames.push(cspSource(origin));
    if (typeof entry === 'object' && entry.room === true) rooms.push(origin);
  }
  return { proxied, connect: [...connect], frames, rooms };
}

/** The Content-Security-Policy of the app's pages. `nonce` is an nginx variable expression. */
export function contentSecurityPolicy({ frames, connect, nonce, tls }) {
  const directives = [
    "default-src 'self'",
    // The app's own files only: index.html has no inline script (config.json is preloaded by a <link>).
    "script-src 'self'",
    // Mantine writes its CSS variables and responsive styles in <style> elements: they carry this response's
    // nonce (MantineProvider getStyleNonce). Style attributes cannot run script; notices keep their sanitised
    // inline formatting (colour, alignment) through them, so attributes alone may be inline.
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    // Notices may show pictures from the health authority's other sites.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "frame-ancestors 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
  if (tls) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The Permissions-Policy: camera, microphone and screen sharing for the room origins only. */
export function permissionsPolicy(rooms) {
  const exact = rooms.filter((o) => !o.endsWith(':*')).map((o) => `"${o}"`);
  const list = `(${exact.join(' ')})`;
  return [
    `camera=${list}`,
    `microphone=${list}`,
    `display-capture=${list}`,
    `fullscreen=(self${exact.length ? ` ${exact.join(' ')}` : ''})`,
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'bluetooth=()',
  ].join(', ');
}

/** A quoted nginx value; the values here never hold a backslash or a `$` other than nginx's own variables. */
const q = (value) => {
  if (/\\/.test(value) || (value.includes('"') && value.includes("'")))
    throw new Error(`cannot quote ${value}`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
};

/**
 * The nginx site file. Options: dist (build folder to read), root (where nginx serves it from), listen (port or
 * address:port), serverName, tlsCert/tlsKey (both or neither), backends ({ backend: upstream URL }).
 */
export function renderSite({
  config,
  indexHtml,
  root,
  listen = '80',
  serverName = '_',
  tlsCert,
  tlsKey,
  backends,
}) {
  const facts = serverFacts(config);
  const tls = Boolean(tlsCert && tlsKey);
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('give both --tls-cert and --tls-key, or neither');
  if (!indexHtml.includes(NONCE_PLACEHOLDER))
    throw new Error(`index.html has no ${NONCE_PLACEHOLDER} placeholder; is this the workbench's build?`);
  if (hasInlineScript(indexHtml))
    throw new Error("index.html has an inline script, which the CSP (script-src 'self') would block");
  const missing = facts.proxied.filter((p) => !backends[p.backend]);
  if (missing.length)
    throw new Error(
      `no upstream for ${missing.map((p) => p.backend).join(', ')} (give --backend <name>=<url>)`,
    );
  const csp = contentSecurityPolicy({
    frames: facts.frames,
    connect: facts.connect,
    nonce: '$request_id',
    tls,
  });
  const lines = [];
  const out = (s = '') => lines.push(s);
  out(
    '# MCH Workbench: generated by deploy/nginx-site.mjs from the build and its config.json. Do not edit by hand:',
  );
  out('# change config.json or the options and generate it again.');
  out('');
  out('# index.html and config.json are never cached; hashed assets are cached for a year; API answers keep');
  out("# their backend's own caching headers.");
  out('map $uri $mch_cache_control {');
  out('    default "no-store";');
  out('    ~^/assets/ "public, max-age=31536000, immutable";');
  for (const p of facts.proxied) out(`    ~^${p.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} "";`);
  out('}');
  out('');
  if (tls) {
    out('server {');
    out(`    listen ${listen === '80' ? '443' : listen} ssl;`);
    out('    http2 on;');
    out(`    ssl_certificate ${tlsCert};`);
    out(`    ssl_certificate_key ${tlsKey};`);
    out('    ssl_protocols TLSv1.2 TLSv1.3;');
  } else {
    out('server {');
    out(`    listen ${listen};`);
  }
  out(`    server_name ${serverName};`);
  out(`    root ${root};`);
  out('    index index.html;');
  out('    server_tokens off;');
  out('    charset utf-8;');
  out('    client_max_body_size 25m;');
  out('');
  out('    gzip on;');
  out('    gzip_types text/css application/javascript application/json image/svg+xml;');
  out('');
  out(
    '    # Every header is set here and nowhere below: an add_header in a location would drop all of these.',
  );
  out(`    add_header Content-Security-Policy ${q(csp)} always;`);
  out(`    add_header Permissions-Policy ${q(permissionsPolicy(facts.rooms))} always;`);
  out('    add_header Referrer-Policy "no-referrer" always;');
  out('    add_header X-Content-Type-Options "nosniff" always;');
  out('    add_header X-Frame-Options "SAMEORIGIN" always;');
  out('    add_header Cross-Origin-Resource-Policy "same-origin" always;');
  if (tls) out('    add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
  out('    add_header Cache-Control $mch_cache_control always;');
  out('');
  out('    # Hashed build output: a missing file is a 404, never the app.');
  out('    location ^~ /assets/ {');
  out('        try_files $uri =404;');
  out('    }');
  out('');
  out('    location = /config.json {');
  out('        try_files $uri =404;');
  out('    }');
  out('');
  out(
    '    # Every route of the app (SPEC.md §2.2) answers with index.html; the app shows its own page for an',
  );
  out('    # unknown one. The style nonce is new on every answer.');
  out('    location / {');
  out('        try_files $uri /index.html;');
  out(`        sub_filter "${NONCE_PLACEHOLDER}" "$request_id";`);
  out('        sub_filter_once off;');
  out('    }');
  for (const p of facts.proxied) {
    const upstream = backends[p.backend];
    const url = new URL(upstream);
    const target = `${url.origin}${url.pathname.replace(/\/*$/, '/')}`;
    out('');
    out(`    # ${p.backend}: ${p.path} -> ${target}`);
    out(`    location ^~ ${p.path} {`);
    out(`        proxy_pass ${target};`);
    out('        proxy_http_version 1.1;');
    out('        proxy_set_header Host $proxy_host;');
    out('        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    out('        proxy_set_header X-Forwarded-Proto $scheme;');
    out('        proxy_set_header Origin "";');
    out('        proxy_set_header Cookie "";');
    if (url.protocol === 'https:') out('        proxy_ssl_server_name on;');
    out('        # Sync and import calls may take up to 10 minutes (SPEC.md).');
    out('        proxy_read_timeout 660s;');
    out('        proxy_send_timeout 660s;');
    out('    }');
  }
  out('}');
  if (tls) {
    out('');
    out('server {');
    out('    listen 80;');
    out(`    server_name ${serverName};`);
    out('    server_tokens off;');
    out('    return 301 https://$host$request_uri;');
    out('}');
  }
  out('');
  return lines.join('\n');
}

/** Parses the command line: `--name value` pairs, `--backend name=url` repeatable. */
export function parseArgs(argv) {
  const opts = { backends: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    const value = argv[i + 1];
    if (!key?.startsWith('--') || value === undefined) throw new Error(`unexpected argument: ${key ?? ''}`);
    i += 1;
    const name = key.slice(2);
    if (name === 'backend') {
      const eq = value.indexOf('=');
      if (eq < 1) throw new Error(`--backend wants <name>=<url>, got ${value}`);
      opts.backends[value.slice(0, eq)] = value.slice(eq + 1);
    } else {
      opts[name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = value;
    }
  }
  return opts;
}

/** Reads the build, renders the site; the options of `parseArgs`. */
export function siteFromBuild(opts) {
  const dist = resolve(opts.dist ?? 'packages/web/dist');
  const config = JSON.parse(readFileSync(resolve(opts.config ?? `${dist}/config.json`), 'utf8'));
  const indexHtml = readFileSync(`${dist}/index.html`, 'utf8');
  return renderSite({
    config,
    indexHtml,
    root: opts.root ?? dist,
    listen: opts.listen,
    serverName: opts.serverName,
    tlsCert: opts.tlsCert,
    tlsKey: opts.tlsKey,
    backends: opts.backends,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    const site = siteFromBuild(opts);
    if (opts.out) writeFileSync(opts.out, site);
    else process.stdout.write(site);
  } catch (err) {
    console.error(`nginx-site: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
