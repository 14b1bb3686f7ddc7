import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { baseUrlsAt } from './core/backends';
import { parseFaults } from './core/faults';
import { DEMO_SCALES, type DemoScale, parseScale } from './core/scale';
import { createDemoBackend, type DemoBackend } from './demo';

/** The largest request body the demo backend reads; a bigger one is refused with HTTP 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Whether a socket's remote address is the loopback interface (127.0.0.0/8 or ::1, IPv4-mapped included). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether a browser Origin header names a page on this machine (localhost, *.localhost, 127.x, [::1]). */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || isLoopbackAddress(host);
}

/**
 * Whether a request's Host header names this server: a loopback name, an IP address (the server is reached by its
 * address), or the host name it was bound to. A page of another site that a DNS rebinding points at this machine
 * sends its own host name, and no Origin on a same-origin GET, so the Origin check alone would let it read the
 * answers. No Host (HTTP/1.0) is let through.
 */
export function isOwnHost(hostHeader: string | undefined, boundHost: string): boolean {
  if (hostHeader === undefined || hostHeader === '') return true;
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader}`).hostname;
  } catch {
    return false;
  }
  const ipAddress = /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
  return isLoopbackOrigin(`http://${hostHeader}`) || ipAddress || hostname === boundHost.toLowerCase();
}

class BodyTooLarge extends Error {}

/**
 * The demo backend as a plain HTTP server for other front-ends and scripts (`npm run mock:serve`).
 * It is a development tool and behaves like one: CORS is answered only for pages served from this machine
 * (a request from any other web origin is refused with 403), a request addressed to another host name (a DNS
 * rebinding) is refused with 421, bodies over 1 MiB are refused with 413, and the
 * admin endpoints (POST /__mock/reset; GET/POST/DELETE /__mock/faults, POST body: a Fault, or
 * ?spec=backend:kind) only answer loopback callers.
 */
export function serveDemoBackend(
  port = Number(process.env.MOCK_PORT ?? 4318),
  host = process.env.MOCK_HOST ?? '127.0.0.1',
  scale: DemoScale = parseScale(process.env.MOCK_SCALE) ?? 'small',
) {
  // Port 0 takes a free port: the backend's mounts are known once the server listens.
  let origin = `http://${host}:${port}`;
  let ready: (backend: DemoBackend) => void = () => {};
  const backend = new Promise<DemoBackend>((resolve) => {
    ready = resolve;
  });

  const cors = (req: IncomingMessage, res: ServerResponse, requestOrigin: string) => {
    res.setHeader('Access-Control-Allow-Origin', requestOrigin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
    // The two header names are settable per deployment (config.json): allow whatever the preflight asks for.
    const asked = req.headers['access-control-request-headers'];
    res.setHeader(
      'Access-Control-Allow-Headers',
      typeof asked === 'string' && asked.trim() !== ''
        ? asked
        : 'Authorization,Content-Type,X-No-Intercept,X-System-Tag,X-Client-System',
    );
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    res.setHeader('Access-Control-Max-Age', '600');
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > MAX_BODY_BYTES) {
          req.pause();
          reject(new BodyTooLarge());
          return;
        }
        chunks.push(c);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    try {
      const demo = await backend;
      if (!isOwnHost(req.headers.host, host)) {
        json(res, 421, {
          code: 421,
          msg: 'The demo backend only answers requests addressed to this machine',
          data: null,
        });
        return;
      }
      const requestOrigin = req.headers.origin;
      if (requestOrigin !== undefined) {
        if (!isLoopbackOrigin(requestOrigin)) {
          json(res, 403, {
            code: 403,
            msg: 'The demo backend only answers pages served from this machine',
            data: null,
          });
          return;
        }
        res.setHeader('Vary', 'Origin');
        cors(req, res, requestOrigin);
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', origin);
      const admin = url.pathname.startsWith('/__mock/');
      if (admin && !isLoopbackAddress(req.socket.remoteAddress)) {
        json(res, 403, {
          code: 403,
          msg: 'The admin endpoints only answer callers on this machine',
          data: null,
        });
        return;
      }
      let body: Buffer;
      try {
        body = await readBody(req);
      } catch (err) {
        if (!(err instanceof BodyTooLarge)) throw err;
        res.setHeader('Connection', 'close');
        json(res, 413, {
          code: 413,
          msg: `Request bodies are limited to ${MAX_BODY_BYTES} bytes`,
          data: null,
        });
        return;
      }
      if (url.pathname === '/__mock/reset' && req.method === 'POST') {
        demo.reset();
        json(res, 200, { ok: true });
        return;
      }
      if (url.pathname === '/__mock/faults') {
        if (req.method === 'DELETE') demo.faults.clear();
        if (req.method === 'POST') {
          const fromSpec = parseFaults(url.searchParams.get('spec'));
          const fromBody = body.length ? [JSON.parse(body.toString('utf8'))] : [];
          for (const f of [...fromSpec, ...fromBody]) demo.faults.set(f);
        }
        json(res, 200, demo.faults.list());
        return;
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) headers.set(k, v.join(', '));
      }
      const request = new Request(url, {
        method: req.method ?? 'GET',
        headers,
        body:
          req.method === 'GET' || req.method === 'HEAD' || body.length === 0
            ? undefined
            : new Uint8Array(body),
      });
      const response = await getResponse(demo.handlers, request);
      if (!response || response.type === 'error') {
        if (response?.type === 'error') {
          req.socket.destroy();
          return;
        }
        json(res, 404, { code: 404, msg: 'Not found', data: null });
        return;
      }
      const out: Record<string, string> = {};
      response.headers.forEach((v, k) => {
        out[k] = v;
      });
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      json(res, 500, { code: 500, msg: err instanceof Error ? err.message : 'mock error', data: null });
    }
  });

  return new Promise<{ close(): Promise<void>; origin: string }>((resolve, reject) => {
    // A port that is taken (or a host that cannot be bound) rejects, rather than crashing on an unhandled 'error'.
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address !== null && typeof address === 'object') origin = `http://${host}:${address.port}`;
      ready(
        createDemoBackend({
          baseUrls: baseUrlsAt(origin),
          origin: process.env.MOCK_APP_ORIGIN ?? 'http://127.0.0.1:4173',
          faults: parseFaults(process.env.MOCK_FAULTS),
          scale,
        }),
      );
      resolve({
        origin,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

const isMain = (() => {
  try {
    return import.meta.url === new URL(`file://${process.argv[1] ?? ''}`).href;
  } catch {
    return false;
  }
})();

/**
 * The scale the command line asks for: `--scale large` or `--scale=large`, else the MOCK_SCALE variable, else
 * small; `{ error }` when either names no scale.
 */
export function scaleOfCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { scale: DemoScale } | { error: string } {
  let text: string | undefined;
  let from = '--scale';
  argv.forEach((arg, i) => {
    if (arg === '--scale') text = argv[i + 1] ?? '';
    else if (arg.startsWith('--scale=')) text = arg.slice('--scale='.length);
  });
  if (text === undefined && env.MOCK_SCALE !== undefined && env.MOCK_SCALE !== '') {
    text = env.MOCK_SCALE;
    from = 'MOCK_SCALE';
  }
  if (text === undefined) return { scale: 'small' };
  const scale = parseScale(text);
  return scale
    ? { scale }
    : { error: `${from} must be one of ${DEMO_SCALES.join(', ')} (got ${JSON.stringify(text)})` };
}

if (isMain) {
  const port = Number(process.env.MOCK_PORT ?? 4318);
  const chosen = scaleOfCommandLine(process.argv.slice(2), process.env);
  if ('error' in chosen) {
    console.error(chosen.error);
    process.exit(2);
  }
  serveDemoBackend(port, undefined, chosen.scale).then(
    ({ origin }) => {
      console.log(`MCH demo backend is serving every operation at ${origin}/api/<backend> (main, main-sync,`);
      console.log(
        'live, message, fds, exam, training). Demo tokens: demo-doctor, demo-admin, demo-evaluator,',
      );
      console.log(`demo-noaccess. Reset: POST ${origin}/__mock/reset. Press Ctrl+C to stop.`);
      console.log(
        `Demo data: ${chosen.scale}${chosen.scale === 'large' ? ' (README: "Large demo data")' : ''}.`,
      );
    },
    (error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      console.error(
        code === 'EADDRINUSE'
          ? `The demo backend cannot listen on port ${port}: it is in use. Stop what uses it, or choose another port with MOCK_PORT (MOCK_HOST for the address).`
          : `The demo backend could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
