/** The systems of the platform (tag System). */
import type { HttpHandler } from 'msw';
import { ok } from '../../core/envelope';
import type { MainRoutes } from './routes';

/** The System operations. */
export function systemHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/v1/system/queryAll',
      on(({ st }) => ok('main', st.systems)),
    ),
  ];
}
