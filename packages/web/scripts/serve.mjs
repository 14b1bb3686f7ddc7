#!/usr/bin/env node
// Serves a production build of MCH Workbench without any dependency: static files with their content
// types, the SPA fallback to index.html for app routes, gzip for text when the browser accepts it, and long-lived
// caching for Vite's content-hashed assets. PORT sets the port (default 4173); it listens on 127.0.0.1 only.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

// The demo build (dist-demo/, `vite build --mode demo`) by default: this is the demo's server (`npm start`, the
// browser tests). DIST_DIR serves another build (the deployable dist/, or a parallel test run's own).
const root = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist-demo');
const host = '127.0.0.1';
const port = Number.parseInt(process.env.PORT ?? '', 10) || 4173;
const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
const HASHED_ASSET = /^\/assets\/.+-[\w-]{8,}\.\w+$/;
const gzipCache = new Map();

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found at ${root}. Run \`corepack pnpm --filter @mch/web run build\` first.`);
  process.exit(1);
}

/** The file for a URL path inside dist/, or null when the path escapes it or names nothing. */
async function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const info = await stat(file);
    if (info.isFile()) return { file, size: info.size, mtime: info.mtime };
    if (info.isDirectory()) {
      const index = join(file, 'index.html');
      const indexInfo = await stat(index);
      return { file: index, size: indexInfo.size, mtime: indexInfo.mtime };
    }
  } catch {
    // Not found: the caller decides between the SPA fallback and 404.
  }
  return null;
}

/** Hashed assets never change under their name; everything else (index.html, config.json, the worker) revalidates. */
function cacheControl(pathname) {
  return HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function send(req, res, pathname, found, status = 200) {
  const ext = extname(found.file).toLowerCase();
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(pathname),
    'Last-Modified': found.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    // The demo's stand-in subsystem pages are framed from another origin in a sandbox without same-origin (their
    // origin is then 'null'): their public files may be read from anywhere, as a CDN's would (an accessibility
    // checker re-reads a frame's stylesheets with a script).
    ...(pathname.startsWith('/demo-embedded/') ? { 'Access-Control-Allow-Origin': '*' } : {}),
  };
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (acceptsGzip && COMPRESSIBLE.has(ext) && found.size > 1024) {
    const key = `${found.file}:${found.mtime.getTime()}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = await gzipAsync(await readFile(found.file));
      gzipCache.set(key, body);
    }
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': found.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(found.file).pipe(res);
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Not found');
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const found = await fileFor(pathname);
    if (found) {
      await send(req, res, pathname, found);
      return;
    }
    // App routes (no file extension) get index.html; a missing asset or config file is a real 404.
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (last.includes('.') || pathname.startsWith('/assets/')) {
      notFound(res);
      return;
    }
    const index = await fileFor('/index.html');
    if (index) await send(req, res, '/index.html', index);
    else notFound(res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal server error');
  }
});

server.on('error', (error) => {
  console.error(`MCH Workbench could not listen on http://${host}:${port}/: ${error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`MCH Workbench is running at http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
