/** Business lines (tag BusinessLine). */
import type { HttpHandler } from 'msw';
import { ok } from '../../core/envelope';
import type { MainRoutes } from './routes';

/** The BusinessLine operations. */
export function businessLineHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/v1/businessLine/queryAll',
      on(({ st }) => ok('main', st.businessLines)),
    ),
  ];
}
