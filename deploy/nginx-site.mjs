#!/usr/bin/env node
// Writes the nginx site (Debian's `nginx` package: /etc/nginx/sites-available/) that serves the deployable
// build of MCH Workbench: the SPA with its cache rules, the security headers derived from the deployment's
// config.json, and a reverse proxy of every same-origin backend (`/api/<backend>/`), so no backend needs CORS.
//
//   node deploy/nginx-site.mjs --dist packages/web/dist --config /srv/mch-workbench/config.json \
//     --root /srv/mch-workbench --server-name workbench.example.org --tls-cert /etc/ssl/… --tls-key /etc/ssl/… \
//     --backend main=https://main.internal.example.org/ --backend live=… --out mch-workbench
//
// Run it again whenever config.json (frame origins, base URLs) changes: the CSP carries the frame origins of
// config.json and the proxy its base URLs. Needs nginx 1.19.4 or later (Debian 11 and 12 ship 1.18 and 1.22;
// 1.22 is what the repo is tested with).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The placeholder index.html carries for the per-response style nonce; nginx replaces it (sub_filter). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Whether an HTML page has an inline script (a `<script>` without `src`), which `script-src 'self'` would block. */
export function hasInlineScript(html) {
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/.test(m[1] ?? '')) return true;
  }
  return false;
}

/** The backends of the app (config.json `baseUrls`). */
export const BACKENDS = ['main', 'mainSync', 'live', 'message', 'fds', 'exam', 'training'];

/** An origin or origin pattern (`https://host`, `http://host:*`) as a CSP source, or an error. */
function cspSource(origin) {
  if (!/^https?:\/\/[a-z0-9.-]+(:(\d+|\*))?$/i.test(origin)) throw new Error(`not an origin: ${origin}`);
  return origin;
}

/** An http(s) address, or an error naming where it came from (`what`) and the value. */
function parseAddress(value, what) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a full address (https://host/path): ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${what} is not an http(s) address: ${value}`);
  return url;
}

/** Whether an address is on this machine (127.0.0.0/8, ::1, localhost): plain http never leaves it. */
function isLoopback(url) {
  return /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/i.test(url.hostname);
}

/** Reads the parts of config.json the server depends on, with clear errors for anything it cannot use. */
export function serverFacts(config) {
  if (!config || typeof config !== 'object') throw new Error('config.json is not an object');
  if (config.demo === true)
    throw new Error('config.json says "demo": true; deploy the deployable build\'s config');
  const baseUrls = config.baseUrls ?? {};
  const absent = BACKENDS.filter((b) => !(b in baseUrls));
  if (absent.length)
    throw new Error(
      `config.json's baseUrls has no ${absent.join(', ')} (the app needs all of ${BACKENDS.join(', ')}; it would show its configuration error)`,
    );
  const proxied = [];
  const connect = new Set();
  for (const [backend, url] of Object.entries(baseUrls)) {
    if (typeof url !== 'string' || url === '') throw new Error(`baseUrls.${backend} is not an address`);
    if (url.startsWith('/')) {
      proxied.push({ backend, path: `${url.replace(/\/+$/, '')}/` });
    } else {
      const address = parseAddress(url, `config.json's baseUrls.${backend}`);
      // The browser calls it: a loopback address here is each user's own computer, not the server.
      if (isLoopback(address))
        throw new Error(
          `config.json's baseUrls.${backend} (${url}) is on the loopback: the browser would call the user's own computer; give the backend's https address or a path on the app's origin (and --backend ${backend}=${url} to proxy it)`,
        );
      if (address.protocol !== 'https:')
        throw new Error(
          `config.json's baseUrls.${backend} (${url}) is plain http: the login token and patients' data would cross the network unencrypted (and an https page may not call it); give an https address or a path on the app's origin`,
        );
      connect.add(address.origin);
    }
  }
  const frames = [];
  const rooms = [];
  for (const [i, entry] of (config.frameOrigins ?? []).entries()) {
    const given = typeof entry === 'string' ? entry : entry?.origin;
    if (typeof given !== 'string') throw new Error(`frameOrigins[${i}] has no origin`);
    // As the app reads it: without spaces around it or a slash after it.
    const origin = given.trim().replace(/\/$/, '');
    try {
      frames.push(cspSource(origin));
    } catch (error) {
      throw new Error(`frameOrigins[${i}].origin: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (typeof entry === 'object' && entry.room === true) {
      // Permissions-Policy names exact origins: a room on "any port" could not be given the camera.
      if (origin.endsWith(':*'))
        throw new Error(
          `frameOrigins: the room origin ${origin} needs its exact port (Permissions-Policy, which gives rooms the camera and microphone, has no port wildcard)`,
        );
      rooms.push(origin);
    }
  }
  // The personal centre opens in a tab's frame: the app refuses to frame an origin the list does not hold.
  const userCenter = config.externalUrls?.userCenter;
  if (typeof userCenter === 'string' && /^https?:\/\//i.test(userCenter)) {
    const origin = new URL(userCenter).origin;
    if (!frames.some((f) => originMatches(f, origin)))
      throw new Error(
        `externalUrls.userCenter (${userCenter}) is framed in a tab, but its origin ${origin} is not in frameOrigins`,
      );
  }
  return { proxied, connect: [...connect], frames, rooms };
}

/** Whether a frame-origin entry (`https://host`, `https://host:*`) covers an origin. */
function originMatches(entry, origin) {
  if (entry.endsWith(':*')) {
    const base = entry.slice(0, -2);
    return origin === base || origin.startsWith(`${base}:`);
  }
  return entry === origin;
}

/**
 * A site without TLS of its own and without `--https-proxy yes`: warnings for the operator (the README allows plain
 * http only behind a proxy that terminates https).
 */
export function transportWarnings(opts) {
  if ((opts.tlsCert && opts.tlsKey) || opts.httpsProxy === 'yes') return [];
  return [
    "the site answers in plain http: give --tls-cert and --tls-key, or --https-proxy yes when a proxy in front of it terminates https (without https the login cookie is not Secure and the login token and patients' data travel unencrypted)",
  ];
}

/** The addresses of config.json that are still the shipped examples (example.org): warnings for the operator. */
export function placeholderWarnings(config) {
  const found = [];
  const visit = (value, path) => {
    if (typeof value === 'string') {
      if (/^https?:\/\/([a-z0-9-]+\.)*example\.(org|com|net)([:/]|$)/i.test(value))
        found.push(`${path}: ${value}`);
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) visit(v, `${path}[${i}]`);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k);
    }
  };
  visit(config, '');
  return found.map(
    (f) => `config.json still holds an example address (${f}): replace it with your deployment's`,
  );
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

/**
 * The Permissions-Policy: camera, microphone and screen sharing for the room origins only, and for the page itself
 * (`self`) when there are rooms: a browser passes a feature on to a frame (its `allow` attribute) only when the page
 * holds it, so without `self` no room could open a camera. The app itself never asks for one; with no room origin
 * nobody gets them.
 */
export function permissionsPolicy(rooms) {
  const exact = rooms.map((o) => `"${o}"`);
  const list = exact.length ? `(self ${exact.join(' ')})` : '()';
  return [
    `camera=${list}`,
    `microphone=${list}`,
    `display-capture=${list}`,
    `fullscreen=(self${exact.length ? ` ${exact.join(' ')}` : ''})`,
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
  ].join(', ');
}

/** The longest name of a capture group nginx's regular expressions (PCRE2) take. */
const CAPTURE_NAME_MAX = 32;

/**
 * The http-level names a site defines (its log format and map variables), one set per server name: two sites of
 * the app (staging beside production) on one nginx would otherwise define the same names twice, which nginx refuses.
 * A server name too long for a capture group's name (`mch_path_…` may have at most 32 characters: a host name of 24
 * or more, mch-workbench.wjw.hunan.gov.cn, was refused by `nginx -t`) is shortened and told apart by a hash of it.
 */
export function siteNames(serverName) {
  let key = serverName === '_' ? 'default' : serverName.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const room = CAPTURE_NAME_MAX - 'mch_path_'.length;
  if (key.length > room) {
    const hash = createHash('sha256').update(serverName.toLowerCase()).digest('hex').slice(0, 8);
    key = `${key.slice(0, room - hash.length - 1)}_${hash}`;
  }
  return {
    logFormat: `mch_workbench_${key}`,
    cacheControl: `mch_cache_control_${key}`,
    requestPath: `mch_request_path_${key}`,
    apiCache: `mch_api_cache_${key}`,
    path: `mch_path_${key}`,
    cardPath: `mch_card_${key}`,
  };
}

/** A quoted nginx value; the values here never hold a backslash or a `$` other than nginx's own variables. */
const q = (value) => {
  if (/\\/.test(value) || (value.includes('"') && value.includes("'")))
    throw new Error(`cannot quote ${value}`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
};

/** `--listen` as nginx `listen` addresses: a bare port listens on IPv4 and IPv6, `address:port` on that address. */
export function listenAddresses(listen) {
  const m = /^(?:(.+):)?(\d{1,5})$/.exec(String(listen));
  if (!m) throw new Error(`--listen wants <port> or <address>:<port>, got ${listen}`);
  const [, address, port] = m;
  return {
    port: Number(port),
    addresses: address ? [`${address}:${port}`] : [port, `[::]:${port}`],
    address,
  };
}

/** Debian's bundle of trusted certificate authorities (package ca-certificates): backends' certificates are checked against it. */
export const DEFAULT_UPSTREAM_CA = '/etc/ssl/certs/ca-certificates.crt';

/** Where the site logs requests by default (Debian's log folder, rotated by its logrotate rule for nginx). */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/mch-workbench.access.log';

/**
 * The nginx site file. Options: config (config.json), indexHtml (the build's), root (where nginx serves the build
 * from), listen (port or address:port), serverName, tlsCert/tlsKey (both or neither), backends ({ backend:
 * upstream URL }), upstreamCa (the CA bundle backends' certificates are checked against), accessLog (a file, or
 * 'off'), hstsIncludeSubdomains, allowHttpUpstream, httpsProxy (plain http here, https at a proxy in front:
 * the headers of an https site), httpRedirect (with TLS, where plain http is sent to https: a port,
 * address:port, or 'off').
 */
export function renderSite({
  config,
  indexHtml,
  root,
  listen,
  serverName = '_',
  tlsCert,
  tlsKey,
  backends,
  upstreamCa = DEFAULT_UPSTREAM_CA,
  accessLog = DEFAULT_ACCESS_LOG,
  hstsIncludeSubdomains = false,
  allowHttpUpstream = false,
  httpsProxy = false,
  httpRedirect,
}) {
  const facts = serverFacts(config);
  const names = siteNames(serverName);
  const tls = Boolean(tlsCert && tlsKey);
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('give both --tls-cert and --tls-key, or neither');
  if (tls && httpsProxy)
    throw new Error(
      '--https-proxy yes is for a plain-http site behind an https proxy: drop it, or the certificate',
    );
  if (!tls && httpRedirect !== undefined)
    throw new Error(
      '--http-redirect moves the redirect of a TLS site: give --tls-cert and --tls-key, or drop it',
    );
  // What the browser sees: https here, or at the proxy in front.
  const https = tls || httpsProxy;
  if (!indexHtml.includes(NONCE_PLACEHOLDER))
    throw new Error(`index.html has no ${NONCE_PLACEHOLDER} placeholder; is this the workbench's build?`);
  if (hasInlineScript(indexHtml))
    throw new Error("index.html has an inline script, which the CSP (script-src 'self') would block");
  const unknown = Object.keys(backends).filter((b) => !BACKENDS.includes(b));
  if (unknown.length)
    throw new Error(
      `--backend ${unknown.join(', ')}: no such backend (the backends are ${BACKENDS.join(', ')})`,
    );
  const notProxied = Object.keys(backends).filter((b) => !facts.proxied.some((p) => p.backend === b));
  if (notProxied.length)
    throw new Error(
      `--backend ${notProxied.join(', ')}: config.json's baseUrls.${notProxied[0]} is not a path on the app's origin (such as "/api/${notProxied[0]}"), so nothing is proxied to it and the browser would call it directly, cross-origin; give it a path, or drop the option`,
    );
  const upstreams = Object.fromEntries(
    Object.entries(backends).map(([backend, upstream]) => {
      const url = parseAddress(upstream, `--backend ${backend}`);
      // nginx's proxy_pass passes the browser's query, never one of its own: it would be dropped without a word.
      if (url.search || url.hash)
        throw new Error(
          `--backend ${backend}=${upstream} has a query or fragment, which nginx cannot add to the calls; give the address without it`,
        );
      if (url.protocol !== 'https:' && !isLoopback(url) && !allowHttpUpstream)
        throw new Error(
          `--backend ${backend}=${upstream} is plain http: the login token and patients' data would cross the network unencrypted and the backend's identity unchecked; give its https address, or --allow-http-upstream yes if that network is trusted`,
        );
      return [backend, url];
    }),
  );
  const missing = facts.proxied.filter((p) => !backends[p.backend]);
  if (missing.length)
    throw new Error(
      `no upstream for ${missing.map((p) => p.backend).join(', ')} (give --backend <name>=<url>)`,
    );
  const listening = listenAddresses(listen ?? (tls ? '443' : '80'));
  const csp = contentSecurityPolicy({
    frames: facts.frames,
    connect: facts.connect,
    nonce: '$request_id',
    tls: https,
  });
  const lines = [];
  const out = (s = '') => lines.push(s);
  out(
    '# MCH Workbench: generated by deploy/nginx-site.mjs from the build and its config.json. Do not edit by hand:',
  );
  out('# change config.json or the options and generate it again.');
  out('');
  out(
    '# index.html and config.json are never cached; hashed assets are cached for a year (answers that found the',
  );
  out(
    "# file only: a 404 is not kept); API answers keep their backend's own Cache-Control, and one without it is",
  );
  out("# not stored either (it may hold patients' data, on a computer a whole clinic shares).");
  out(`map "$status $uri" $${names.cacheControl} {`);
  out('    default "no-store";');
  out('    "~^(200|206|304) /assets/" "public, max-age=31536000, immutable";');
  for (const p of facts.proxied)
    out(`    "~^\\d+ ${p.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" $${names.apiCache};`);
  out('}');
  out(`map $upstream_http_cache_control $${names.apiCache} {`);
  out('    default "";');
  out('    "" "no-store";');
  out('}');
  out('');
  out(
    '# The request log leaves out query strings: the sign-in address carries the login token (?token=), and API',
  );
  out(
    "# calls carry patients' identity numbers; so does the path of a resident's record (SPEC.md §7.4), masked.",
  );
  out(`map $request_uri $${names.requestPath} {`);
  out(`    "~^(?<${names.cardPath}>[^?]*/residents-info/card/)[^/?]+" "$${names.cardPath}*";`);
  out(`    "~^(?<${names.path}>[^?]*)" $${names.path};`);
  out('}');
  out(
    `log_format ${names.logFormat} '$remote_addr - $remote_user [$time_local] "$request_method $${names.requestPath} $server_protocol" $status $body_bytes_sent "$http_user_agent"';`,
  );
  out('');
  out('server {');
  for (const address of listening.addresses) out(`    listen ${address}${tls ? ' ssl http2' : ''};`);
  if (tls) {
    out(`    ssl_certificate ${tlsCert};`);
    out(`    ssl_certificate_key ${tlsKey};`);
    out('    ssl_protocols TLSv1.2 TLSv1.3;');
    // Plain http sent to this port (`http://host:8443/` typed for a site on 8443) is sent to https, not nginx's 400.
    out(
      `    error_page 497 =301 https://$host${listening.port === 443 ? '' : `:${listening.port}`}$request_uri;`,
    );
  }
  out(`    server_name ${serverName};`);
  out(`    root ${root};`);
  out('    index index.html;');
  out('    server_tokens off;');
  // Its own redirects (a folder without its slash) keep the scheme and port the browser used, also behind a proxy.
  out('    absolute_redirect off;');
  out('    charset utf-8;');
  out('    client_max_body_size 25m;');
  out(accessLog === 'off' ? '    access_log off;' : `    access_log ${accessLog} ${names.logFormat};`);
  out('');
  out('    gzip on;');
  out('    gzip_vary on;');
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
  if (https)
    out(
      `    add_header Strict-Transport-Security "max-age=63072000${hstsIncludeSubdomains ? '; includeSubDomains' : ''}" always;`,
    );
  out(`    add_header Cache-Control $${names.cacheControl} always;`);
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
    "    # A file the build does not have (/robots.txt, /favicon.ico, a page.html, the demo build's /mockServiceWorker.js",
  );
  out(
    "    # left registered in a browser) and anything under /.well-known/: a 404, not the app's page with 200. No route",
  );
  out('    # of the app ends in a file extension; /index.html itself goes on to the nonce filter below.');
  out('    location ~ ^(?!/index\\.html$).*\\.[A-Za-z0-9]+$ {');
  out('        try_files $uri =404;');
  out('    }');
  out('');
  out('    location ^~ /.well-known/ {');
  out('        try_files $uri =404;');
  out('    }');
  out('');
  out(
    '    # Every route of the app (packages/sdk/src/domain/pages.ts) answers with index.html; the app shows its own page for an',
  );
  out('    # unknown one. The style nonce is new on every answer.');
  out('    location / {');
  out('        try_files $uri /index.html;');
  out(`        sub_filter "${NONCE_PLACEHOLDER}" "$request_id";`);
  out('        sub_filter_once off;');
  out('    }');
  // The folders that hold the proxied backends ('/api/' of '/api/main/'): any other path under them names no
  // backend (a misspelt base URL), and is a 404 in JSON rather than the app's page with 200.
  const apiFolders = [
    ...new Set(
      facts.proxied
        .map((p) => p.path.replace(/[^/]+\/$/, ''))
        .filter((folder) => folder !== '/' && !facts.proxied.some((p) => p.path === folder)),
    ),
  ];
  for (const folder of apiFolders) {
    out('');
    out(`    # ${folder}: no backend of this deployment.`);
    out(`    location ^~ ${folder} {`);
    out('        default_type application/json;');
    out(`        return 404 '{"code":404,"msg":"No such backend","data":null}';`);
    out('    }');
  }
  for (const p of facts.proxied) {
    const url = upstreams[p.backend];
    const target = `${url.origin}${url.pathname.replace(/\/*$/, '/')}`;
    out('');
    out(`    # ${p.backend}: ${p.path} -> ${target}`);
    out(`    location ^~ ${p.path} {`);
    out(`        proxy_pass ${target};`);
    out('        proxy_http_version 1.1;');
    out('        proxy_set_header Host $proxy_host;');
    out('        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    out(`        proxy_set_header X-Forwarded-Proto ${httpsProxy ? 'https' : '$scheme'};`);
    out('        proxy_set_header Origin "";');
    out('        proxy_set_header Cookie "";');
    if (url.protocol === 'https:') {
      // The login token and patients' data go to the backend: its certificate is checked, as a browser would.
      out('        proxy_ssl_server_name on;');
      out('        proxy_ssl_verify on;');
      out('        proxy_ssl_verify_depth 3;');
      out(`        proxy_ssl_trusted_certificate ${upstreamCa};`);
    }
    out("        # Sync and import calls may take up to 10 minutes (the SDK's longest call timeout).");
    out('        proxy_read_timeout 660s;');
    out('        proxy_send_timeout 660s;');
    out('    }');
  }
  out('}');
  if (tls && httpRedirect !== 'off') {
    // Plain http (port 80 of the same addresses unless --http-redirect says where) only sends to https, keeping a
    // port other than 443.
    const http = httpRedirect
      ? listenAddresses(httpRedirect).addresses
      : listening.address
        ? [`${listening.address}:80`]
        : ['80', '[::]:80'];
    const port = listening.port === 443 ? '' : `:${listening.port}`;
    out('');
    out('server {');
    for (const address of http) out(`    listen ${address};`);
    out(`    server_name ${serverName};`);
    out('    server_tokens off;');
    out(accessLog === 'off' ? '    access_log off;' : `    access_log ${accessLog} ${names.logFormat};`);
    out(`    return 301 https://$host${port}$request_uri;`);
    out('}');
  }
  out('');
  return lines.join('\n');
}

/** The generator's options (README "Deploying with nginx"); those marked yes/no take only `yes` or `no`. */
export const OPTIONS = {
  dist: 'value',
  config: 'value',
  root: 'value',
  'server-name': 'value',
  'tls-cert': 'value',
  'tls-key': 'value',
  listen: 'value',
  backend: 'value',
  'upstream-ca': 'value',
  'access-log': 'value',
  'hsts-include-subdomains': 'yes/no',
  'allow-http-upstream': 'yes/no',
  'https-proxy': 'yes/no',
  'http-redirect': 'value',
  out: 'value',
};

/**
 * Parses the command line: `--name value` pairs, `--backend name=url` repeatable. An option it does not know, or a
 * yes/no option given anything else, is an error: a misspelt `--tls-cert` must not quietly make a plain-http site.
 */
export function parseArgs(argv) {
  const opts = { backends: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    const value = argv[i + 1];
    if (!key?.startsWith('--') || value === undefined) throw new Error(`unexpected argument: ${key ?? ''}`);
    i += 1;
    const name = key.slice(2);
    const kind = Object.hasOwn(OPTIONS, name) ? OPTIONS[name] : undefined;
    if (kind === undefined)
      throw new Error(
        `unknown option ${key} (the options are ${Object.keys(OPTIONS)
          .map((o) => `--${o}`)
          .join(', ')})`,
      );
    if (kind === 'yes/no' && value !== 'yes' && value !== 'no')
      throw new Error(`${key} takes yes or no, got ${value}`);
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

/** What each kind of problem the app finds in config.json means (the SDK's `ConfigIssueKind`). */
const CONFIG_ISSUES = {
  missing: 'is missing',
  notObject: 'must be an object',
  notString: 'must be text',
  notBoolean: 'must be true or false',
  empty: 'must not be empty',
  notUrl: 'must be an http(s) address or a path starting with /',
  notCookieName: 'must be a valid cookie name',
  notArray: 'must be a list',
  notOrigin: 'must be an origin: http(s)://host, with :port or :* (any port) at most',
  notHeaderName: 'must be a header name',
  notHeaderValue: 'must be a header value: visible ASCII characters, not blank',
  notBackend: 'is not a backend: use main, live, message, fds, exam or training',
  notStatus: 'must be an HTTP status (a whole number from 100 to 599)',
  notCode: 'must be a business code (text or a whole number)',
};

/**
 * The SDK's check of config.json, the one the app makes when it starts (`validateRuntimeConfig`): from its build
 * (`npm run build` makes it), as the generator runs where the build was made.
 */
async function appConfigCheck() {
  const sdk = join(import.meta.dirname, '..', 'packages', 'sdk', 'dist', 'index.js');
  if (!existsSync(sdk))
    throw new Error(`the SDK is not built (${sdk}): run npm run build first, as the build is made`);
  const { validateRuntimeConfig } = await import(pathToFileURL(sdk).href);
  return validateRuntimeConfig;
}

/**
 * Refuses a config.json the app would refuse when it starts (it would show its configuration error, and nothing
 * else, to every user), naming each field and what is wrong with it.
 */
export async function checkAppConfig(config, file = 'config.json') {
  const validate = await appConfigCheck();
  const result = validate(config);
  if (result.ok) return;
  const problems = result.failure.issues.map(
    (issue) => `${issue.path} ${CONFIG_ISSUES[issue.kind] ?? issue.kind}`,
  );
  throw new Error(`${file} would not start the app: ${problems.join('; ')}`);
}

/** Reads the build, renders the site; the options of `parseArgs`. */
export function siteFromBuild(opts) {
  const dist = resolve(opts.dist ?? 'packages/web/dist');
  const config = configOf(opts);
  const demoParts = ['mockServiceWorker.js', 'demo-embedded'].filter((part) => existsSync(join(dist, part)));
  if (demoParts.length)
    throw new Error(
      `${dist} is the demo build (it holds ${demoParts.join(' and ')}): give the deployable build, packages/web/dist/ as \`npm run build\` makes it`,
    );
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
    upstreamCa: opts.upstreamCa,
    accessLog: opts.accessLog,
    hstsIncludeSubdomains: opts.hstsIncludeSubdomains === 'yes',
    allowHttpUpstream: opts.allowHttpUpstream === 'yes',
    httpsProxy: opts.httpsProxy === 'yes',
    httpRedirect: opts.httpRedirect,
  });
}

/** Where the config.json a site is generated from is (`--config`, else the build's). */
export function configFile(opts) {
  return resolve(opts.config ?? join(resolve(opts.dist ?? 'packages/web/dist'), 'config.json'));
}

/** The config.json a site is generated from, or an error naming the file and what is wrong with it. */
export function configOf(opts) {
  const file = configFile(opts);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `cannot read ${file} (--config): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    // Without a server name, Debian's default site (or any other default server) answers in its place.
    if (!opts.serverName)
      throw new Error('give --server-name <the host name users open> (otherwise another site may answer)');
    // Without it the site would serve the build machine's folder, which the server does not have.
    if (!opts.root) throw new Error('give --root <the folder the build is copied to on the server>');
    await checkAppConfig(configOf(opts), configFile(opts));
    const site = siteFromBuild(opts);
    for (const warning of [...transportWarnings(opts), ...placeholderWarnings(configOf(opts))])
      console.error(`nginx-site: warning: ${warning}`);
    if (opts.out) writeFileSync(opts.out, site);
    else process.stdout.write(site);
  } catch (err) {
    console.error(`nginx-site: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
