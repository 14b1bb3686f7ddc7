import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { baseUrlsAt } from './core/backends';
import { parseFaults } from './core/faults';
import { createDemoBackend, type DemoBackend } from './index';

/**
 * The demo backend as a plain HTTP server on localhost, with CORS, for other front-ends (`pnpm mock:serve`).
 * Admin: POST /__mock/reset; GET/POST/DELETE /__mock/faults (POST body: a Fault, or ?spec=backend:kind).
 */
export function serveDemoBackend(port = Number(process.env.MOCK_PORT ?? 4318), host = '127.0.0.1') {
  // Port 0 takes a free port: the backend's mounts are known once the server listens.
  let origin = `http://${host}:${port}`;
  let ready: (backend: DemoBackend) => void = () => {};
  const backend = new Promise<DemoBackend>((resolve) => {
    ready = resolve;
  });

  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
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
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
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
      cors(req, res);
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', origin);
      const body = await readBody(req);
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

  return new Promise<{ close(): Promise<void>; origin: string }>((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      if (address !== null && typeof address === 'object') origin = `http://${host}:${address.port}`;
      ready(
        createDemoBackend({
          baseUrls: baseUrlsAt(origin),
          origin: process.env.MOCK_APP_ORIGIN ?? 'http://127.0.0.1:4173',
          faults: parseFaults(process.env.MOCK_FAULTS),
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

if (isMain) {
  const port = Number(process.env.MOCK_PORT ?? 4318);
  void serveDemoBackend(port).then(({ origin }) => {
    console.log(`MCH demo backend is serving every operation at ${origin}/api/<backend> (main, main-sync,`);
    console.log('live, message, fds, exam, training). Demo tokens: demo-doctor, demo-admin, demo-evaluator,');
    console.log(`demo-noaccess. Reset: POST ${origin}/__mock/reset. Press Ctrl+C to stop.`);
  });
}
