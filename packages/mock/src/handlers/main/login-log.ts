/** Login logs (tag LoginLog). */
import type { HttpHandler } from 'msw';
import { ok, paginate } from '../../core/envelope';
import { queryPage, queryString } from '../../core/request';
import type { MainRoutes } from './routes';
import { compareText, contains } from './rows';

/** The LoginLog operations. */
export function loginLogHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/v1/userLoginLog/queryPage',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const name = queryString(url, 'userName');
        const rows = st.loginLogs
          .filter((l) => contains(l.userName, name) || contains(l.nickName, name))
          .sort((a, b) => compareText(b.loginTime, a.loginTime) || b.id - a.id);
        return ok('main', paginate(rows, pageIndex, pageSize));
      }),
    ),
  ];
}
