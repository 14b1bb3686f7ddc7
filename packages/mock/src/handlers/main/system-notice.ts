/** System announcements (tag SystemNotice). */
import type { HttpHandler } from 'msw';
import { ok, paginate } from '../../core/envelope';
import { fail, queryPage, queryString, requiredInt } from '../../core/request';
import type { MainState } from '../../core/state';
import type { MainRoutes, Schemas } from './routes';
import { compareText } from './rows';

/** The announcements of a system, newest first. */
function noticesOf(st: MainState, systemId: number): Schemas['SystemNotice'][] {
  return st.notices
    .filter((n) => n.systemId === systemId)
    .sort((a, b) => compareText(b.publishTime, a.publishTime) || b.id - a.id);
}

/** The SystemNotice operations. */
export function systemNoticeHandlers({ http, on }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/v1/systemNotice/getIndexBySystemId',
      on(({ url, st }) => {
        const systemId = requiredInt(url, 'systemId');
        return ok('main', noticesOf(st, systemId).slice(0, 5));
      }),
    ),
    http.get(
      '/v1/systemNotice/getPageBySystemId',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const title = queryString(url, 'title')?.toLowerCase();
        const notices = noticesOf(st, requiredInt(url, 'systemId')).filter(
          (n) => !title || n.title.toLowerCase().includes(title),
        );
        return ok('main', paginate(notices, pageIndex, pageSize));
      }),
    ),
    http.get(
      '/v1/systemNotice/getById',
      on(({ url, st }) => {
        const id = requiredInt(url, 'id');
        return ok('main', st.notices.find((n) => n.id === id) ?? fail(`公告不存在：${id}`));
      }),
    ),
  ];
}
