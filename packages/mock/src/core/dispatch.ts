import { HttpHandler, type HttpRequestParsedResult, matchRequestUrl } from 'msw';

/*
 * MSW tries its handlers one by one, and each try parses the request's cookies and compiles the handler's path
 * again: with about a hundred handlers, a call to the last backend cost the page's main thread some milliseconds,
 * and the workbench's landing makes twenty. Here the handlers sit behind one MSW handler that first looks at the
 * method and the path with patterns compiled once, and lets MSW run only the handlers that can match. That handler
 * reads no cookies (each MSW handler reads the page's cookies and its cookie store for every request it is tried on,
 * and again for the handler that answers: about half a millisecond of the page's main thread an answer, in a cookie
 * library's domain checks), nor do the handlers behind it (the demo authenticates by the Authorization header, and no
 * handler reads a cookie), and handlers that are switched off (the fault layer with no fault on) are not tried at all.
 */

/** A quick test of whether a handler can match a request; MSW's own test still decides. */
interface Route {
  handler: HttpHandler;
  method: (method: string) => boolean;
  path: (url: URL) => boolean;
}

const PATH_TOKEN = /(\*|:[A-Za-z_]\w*)/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern that matches at least every path MSW matches with `path` (a wildcard or a `:param` matches anything,
 * case is ignored, a trailing slash is allowed). A relative path is matched against the request's path, an
 * absolute one against its origin and path.
 */
export function pathTest(path: string): (url: URL) => boolean {
  const source = path
    .split(PATH_TOKEN)
    .map((part) => (part === '*' ? '.*' : PATH_TOKEN.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  const pattern = new RegExp(`^${source}/?$`, 'i');
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  return (url) => pattern.test(absolute ? `${url.origin}${url.pathname}` : url.pathname);
}

/**
 * Lets `handler` match its path as MSW does but without reading the request's cookies (the handler's `cookies`
 * argument is then empty). A path given as a function, which is handed the cookies, is left as it is.
 */
function withoutCookies(handler: HttpHandler): void {
  const { path } = handler.info;
  if (typeof path !== 'string' && !(path instanceof RegExp)) return;
  handler.parse = async ({ request, resolutionContext }) => ({
    match: matchRequestUrl(new URL(request.url), path, resolutionContext?.baseUrl),
    cookies: {},
  });
}

function routeOf(handler: HttpHandler): Route {
  withoutCookies(handler);
  const { method, path } = handler.info;
  return {
    handler,
    method:
      method instanceof RegExp
        ? (m) => method.test(m)
        : (m) => m.toUpperCase() === String(method).toUpperCase(),
    // A path given as a RegExp or a function is left to MSW.
    path: typeof path === 'string' ? pathTest(path) : () => true,
  };
}

/** The one MSW handler in front: it takes every request and reads no cookies (the handler that answers does). */
class Dispatcher extends HttpHandler {
  override async parse(): Promise<HttpRequestParsedResult> {
    return { match: { matches: true, params: {} }, cookies: {} };
  }
}

/** Options of dispatchTo. */
export interface DispatchOptions {
  /** Whether a handler is tried at all for this request (default: every handler is). */
  tried?: (handler: HttpHandler) => boolean;
}

/**
 * One MSW handler for `handlers`: a request goes to the first of them, in their order, that answers it, exactly as
 * if they were given to MSW one by one; those whose method or path cannot match, or that `tried` leaves out, are
 * not tried.
 */
export function dispatchTo(handlers: readonly HttpHandler[], options: DispatchOptions = {}): HttpHandler {
  const routes = handlers.map(routeOf);
  const tried = options.tried ?? (() => true);
  return new Dispatcher(/.+/, '*', async ({ request, requestId }) => {
    const url = new URL(request.url);
    for (const route of routes) {
      if (!route.method(request.method) || !route.path(url) || !tried(route.handler)) continue;
      const result = await route.handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}
