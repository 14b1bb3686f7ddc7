import { HttpResponse, type HttpResponseInit, type JsonBodyType } from 'msw';
import { type MockBackend, SUCCESS_CODE } from './backends';

/** The number of bytes of `text` in UTF-8. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * A JSON response, as MSW's `HttpResponse.json` makes it, with its `Content-Length` worked out here: MSW measures
 * the body with a `Blob`, which costs the page a call into the browser for every answer of the demo backend.
 */
export function json<T extends JsonBodyType>(body: T, init: HttpResponseInit = {}): HttpResponse<T> {
  const headers = new Headers(init.headers);
  headers.set('Content-Length', String(utf8Length(JSON.stringify(body) ?? '')));
  return HttpResponse.json<T>(body, { ...init, headers });
}

/** The success envelope of backend `K` around `data`. */
export interface Envelope<K extends MockBackend, T> {
  code: (typeof SUCCESS_CODE)[K];
  msg: string;
  data: T;
}

/**
 * A success envelope of the backend as a response. The body type is given explicitly (msw's `HttpResponse.json`
 * takes `NoInfer<BodyType>`), so the result can be returned from openapi-msw's typed resolvers, which check it
 * against the operation's response schema.
 */
export function ok<K extends MockBackend, T extends JsonBodyType>(
  backend: K,
  data: T,
): HttpResponse<Envelope<K, T>> {
  return json<Envelope<K, T>>({ code: SUCCESS_CODE[backend], msg: 'success', data });
}

/** The error code each backend uses for a refused request (missing parameter, unknown id, rule broken). */
export const REFUSAL_CODE: Record<MockBackend, number | string> = {
  main: 'BIZ.PARAM_ERROR',
  mainSync: 'BIZ.PARAM_ERROR',
  live: 400,
  message: 'PARAM_ERROR',
  fds: 'PARAM_ERROR',
  exam: 500,
  training: 500,
};

/** A refusal in the backend's own envelope (HTTP 200 with a non-success code, as the real backends do). */
export function refuse(backend: MockBackend, msg: string, code: number | string = REFUSAL_CODE[backend]) {
  return json({ code, msg, data: null });
}

/** The backend's answer to an unknown or expired token (SPEC.md §7, §8). */
export function expired(backend: MockBackend) {
  switch (backend) {
    case 'exam':
      return json({ code: 401, msg: '登录已失效，请重新登录', data: null });
    case 'training':
      return json({ code: 401, msg: '登录已失效，请重新登录', data: null }, { status: 401 });
    case 'live':
      return json({ code: 401, msg: '未授权', data: null }, { status: 401 });
    default:
      return json({ code: 'BIZ.TOKEN_EXPIRATION', msg: '登录已失效，请重新登录', data: null });
  }
}

/** A page of `items` as the shared `Page` shape; pageIndex is 1-based, pageSize at most 500. */
export function paginate<T>(items: readonly T[], pageIndex: number, pageSize: number) {
  const size = Math.min(500, Math.max(1, pageSize));
  const index = Math.max(1, pageIndex);
  const start = (index - 1) * size;
  return { records: items.slice(start, start + size), total: items.length, pageIndex: index, pageSize: size };
}
