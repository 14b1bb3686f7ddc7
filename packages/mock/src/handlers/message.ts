import type { MessagePaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { BackendModule } from '../core/context';
import { ok, paginate } from '../core/envelope';
import { fail, malformed, pathInt, queryInt, queryPage, queryString, requiredInt } from '../core/request';
import { serveFor } from '../core/serve';
import type { MessageState, Notice, PulledMessage } from '../core/state';
import { seedMessageState } from '../fixtures/message';
import { formatDateTime, parseLocalTime } from '../fixtures/random';

/** What the demo delivers when something happens (a registration, a sign-up). */
export interface Delivery {
  title: string;
  content: string;
  sender: string;
}

/**
 * Puts a new unread notice in a user's inbox and queues it for that user's next message pull, so the bell's
 * poll finds something and the unread counts go up. Deterministic: it happens only when the demo calls it.
 */
export function deliverNotice(state: MessageState, userId: number, now: Date, delivery: Delivery): Notice {
  const key = String(userId);
  const id = state.nextId;
  state.nextId += 1;
  const createTime = formatDateTime(now);
  const notice: Notice = {
    id,
    noticeTitle: delivery.title,
    content: delivery.content,
    read: false,
    sender: delivery.sender,
    createTime,
  };
  state.notices[key] = [notice, ...(state.notices[key] ?? [])];
  const message: PulledMessage = {
    id,
    type: 'notice',
    title: delivery.title,
    content: delivery.content,
    createTime,
  };
  state.pending[key] = [...(state.pending[key] ?? []), message];
  return notice;
}

/** The day ('YYYY-MM-DD') of a date or time query parameter ('YYYY-MM-DD[ HH:mm:ss]'); undefined when absent. */
function queryDay(url: URL, name: string): string | undefined {
  const text = queryString(url, name);
  if (text !== undefined && !parseLocalTime(text)) malformed(name);
  return text?.slice(0, 10);
}

const newestFirst = <T extends { id: number; createTime: string }>(a: T, b: T) =>
  a.createTime === b.createTime ? b.id - a.id : a.createTime < b.createTime ? 1 : -1;

/** The message backend (SPEC.md §7.3): notices, the system-message poll, unread counts, work tips. */
export const messageModule: BackendModule<MessageState> = {
  seed: seedMessageState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<MessagePaths>({ baseUrl: ctx.baseUrls.message });
    const on = serveFor(ctx, 'message', (db) => db.message);

    return [
      http.get(
        '/v1/notice/user-notice',
        on(({ url, st, user }) => {
          const { pageIndex, pageSize } = queryPage(url);
          const startDay = queryDay(url, 'startDate');
          const endDay = queryDay(url, 'endDate');
          const title = queryString(url, 'noticeTitle')?.toLowerCase() ?? '';
          const items = (st.notices[String(user.id)] ?? [])
            .filter((n) => (startDay === undefined ? true : n.createTime.slice(0, 10) >= startDay))
            .filter((n) => (endDay === undefined ? true : n.createTime.slice(0, 10) <= endDay))
            .filter((n) => title === '' || n.noticeTitle.toLowerCase().includes(title))
            .sort(newestFirst);
          return ok('message', paginate(items, pageIndex, pageSize));
        }),
      ),

      http.get(
        '/v1/notice/user-notice/{id}',
        on(({ params, st, user }) => {
          const id = pathInt(params, 'id');
          const notice = (st.notices[String(user.id)] ?? []).find((n) => n.id === id);
          return ok('message', notice ?? fail('通知不存在或已删除'));
        }),
      ),

      http.put(
        '/v1/notice/mark-read',
        on(({ url, st, user }) => {
          const id = requiredInt(url, 'id');
          const notice = (st.notices[String(user.id)] ?? []).find((n) => n.id === id);
          if (!notice) fail('通知不存在或已删除');
          notice.read = true;
          return ok('message', null);
        }),
      ),

      http.get(
        '/v1/message/pull',
        on(({ url, st, user, changed }) => {
          requiredInt(url, 'unitId');
          queryInt(url, 'doctorId');
          const key = String(user.id);
          const news = st.pending[key] ?? [];
          // A pull takes the messages waiting for the user: they are not delivered again, after a reload either.
          if (news.length > 0) {
            st.pending[key] = [];
            changed();
          }
          return ok('message', news);
        }),
      ),

      http.get(
        '/v1/message/unread-count',
        on(({ st, user }) => {
          const key = String(user.id);
          const noticeCount = (st.notices[key] ?? []).filter((n) => !n.read).length;
          const workTipsCount = (st.workTips[key] ?? []).filter((t) => !t.read).length;
          return ok('message', { total: noticeCount + workTipsCount, noticeCount, workTipsCount });
        }),
      ),

      http.get(
        '/v1/business/work-tips',
        on(({ url, st, user }) => {
          const { pageIndex, pageSize } = queryPage(url);
          const read = queryString(url, 'read');
          if (read !== undefined && read !== 'true' && read !== 'false') malformed('read');
          const items = (st.workTips[String(user.id)] ?? [])
            .filter((t) => read === undefined || t.read === (read === 'true'))
            .sort(newestFirst);
          return ok('message', paginate(items, pageIndex, pageSize));
        }),
      ),

      http.put(
        '/v1/business/mark-read',
        on(({ url, st, user }) => {
          const id = requiredInt(url, 'id');
          const tip = (st.workTips[String(user.id)] ?? []).find((t) => t.id === id);
          if (!tip) fail('工作提示不存在');
          tip.read = true;
          return ok('message', null);
        }),
      ),
    ];
  },
};
