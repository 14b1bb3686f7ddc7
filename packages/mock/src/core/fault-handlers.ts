import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { type BaseUrls, MOCK_BACKENDS, type MockBackend } from './backends';
import { expired, json, refuse } from './envelope';
import type { FaultSwitches } from './faults';

const SERVER_ERROR_CODE: Record<MockBackend, number | string> = {
  main: 'SYS.ERROR',
  mainSync: 'SYS.ERROR',
  live: 500,
  message: 'SYS_ERROR',
  fds: 'SYS_ERROR',
  exam: 500,
  training: 500,
};

const BUSINESS_ERROR_CODE: Record<MockBackend, number | string> = {
  main: 'BIZ.ERROR',
  mainSync: 'BIZ.ERROR',
  live: 500,
  message: 'BIZ_ERROR',
  fds: 'BIZ_ERROR',
  exam: 1,
  training: 1,
};

/** The path of a request below a backend's mount, or undefined when it is not that backend's. */
export function pathBelow(base: string, requestUrl: string): string | undefined {
  const url = new URL(requestUrl);
  const mount = new URL(base, url.origin);
  if (url.origin !== mount.origin) return undefined;
  const prefix = mount.pathname.replace(/\/$/, '');
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return url.pathname.slice(prefix.length) || '/';
}

/**
 * Handlers that answer with a switched-on fault, ahead of the real handlers (they fall through otherwise).
 * `carryOut` hands a request to the real handlers: a gateway timeout lets the backend do the work, then answers 504
 * as a reverse proxy that stopped waiting would.
 */
export function faultHandlers(
  baseUrls: BaseUrls,
  faults: FaultSwitches,
  carryOut: (request: Request) => Promise<unknown>,
): HttpHandler[] {
  return MOCK_BACKENDS.map((backend) =>
    http.all(`${baseUrls[backend]}/*`, async ({ request }) => {
      const path = pathBelow(baseUrls[backend], request.url);
      if (path === undefined) return undefined;
      const fault = faults.take(backend, request.method, path);
      if (!fault) return undefined;
      switch (fault.kind) {
        case 'http500':
          return json(
            { code: SERVER_ERROR_CODE[backend], msg: '服务器内部错误', data: null },
            { status: 500 },
          );
        case 'network':
          return HttpResponse.error();
        case 'delay':
          await delay(fault.delayMs ?? 1500);
          return undefined;
        case 'timeout':
          await delay('infinite');
          return undefined;
        case 'tokenExpired':
          return expired(backend);
        case 'malformed':
          return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          });
        case 'businessError':
          return refuse(backend, fault.message ?? '业务处理失败', BUSINESS_ERROR_CODE[backend]);
        case 'gatewayTimeout':
          await carryOut(request.clone());
          if (fault.delayMs) await delay(fault.delayMs);
          return new HttpResponse(
            '<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>',
            { status: 504, headers: { 'Content-Type': 'text/html' } },
          );
      }
    }),
  );
}

/** Last handlers: an unknown path of a backend gets a 404 in that backend's envelope. */
export function notFoundHandlers(baseUrls: BaseUrls): HttpHandler[] {
  return MOCK_BACKENDS.map((backend) =>
    http.all(`${baseUrls[backend]}/*`, ({ request }) => {
      const path = pathBelow(baseUrls[backend], request.url) ?? request.url;
      return json({ code: 404, msg: `接口不存在：${request.method} ${path}`, data: null }, { status: 404 });
    }),
  );
}
