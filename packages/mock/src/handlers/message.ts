import type { MessagePaths } from '@mch/sdk/generated';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { BackendModule } from '../core/context';
import { expired, ok, paginate, refuse } from '../core/envelope';
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

/** Reads a query parameter as an integer: the value, undefined when absent, or null when not an integer. */
function intParam(url: URL, name: string): number | undefined | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  return /^-?\d+$/.test(raw.trim()) ? Number.parseInt(raw, 10) : null;
}

const newestFirst = <T extends { id: number; createTime: string }>(a: T, b: T) =>
  a.createTime === b.createTime ? b.id - a.id : a.createTime < b.createTime ? 1 : -1;

/** The message backend (SPEC.md §7.3): notices, the system-message poll, unread counts, work tips. */
export const messageModule: BackendModule<MessageState> = {
  seed: seedMessageState,

  handlers(ctx): HttpHandler[] {
    const http = createOpenApiHttp<MessagePaths>({ baseUrl: ctx.baseUrls.message });
    const state = () => ctx.db().message;

    /** The page parameters, or the refusal to answer with. */
    const pageOf = (url: URL) => {
      const pageIndex = intParam(url, 'pageIndex');
      const pageSize = intParam(url, 'pageSize');
      if (pageIndex === undefined) return { refusal: refuse('message', '缺少必填参数：pageIndex') };
      if (pageSize === undefined) return { refusal: refuse('message', '缺少必填参数：pageSize') };
      if (pageIndex === null || pageIndex < 1)
        return { refusal: refuse('message', '参数格式错误：pageIndex') };
      if (pageSize === null || pageSize < 1) return { refusal: refuse('message', '参数格式错误：pageSize') };
      return { pageIndex, pageSize };
    };

    return [
      http.get('/v1/notice/user-notice', ({ request, response }) => {
        const user = ctx.userOf(request, 'message');
        if (!user) return response.untyped(expired('message'));
        const url = new URL(request.url);
        const page = pageOf(url);
        if (page.refusal) return response.untyped(page.refusal);
        const startRaw = url.searchParams.get('startDate')?.trim() || undefined;
        const endRaw = url.searchParams.get('endDate')?.trim() || undefined;
        const start = startRaw === undefined ? undefined : parseLocalTime(startRaw);
        const end = endRaw === undefined ? undefined : parseLocalTime(endRaw);
        if (startRaw !== undefined && !start)
          return response.untyped(refuse('message', '参数格式错误：startDate'));
        if (endRaw !== undefined && !end) return response.untyped(refuse('message', '参数格式错误：endDate'));
        const title = url.searchParams.get('noticeTitle')?.trim().toLowerCase() ?? '';
        const startDay = startRaw?.slice(0, 10);
        const endDay = endRaw?.slice(0, 10);
        const items = (state().notices[String(user.id)] ?? [])
          .filter((n) => (startDay === undefined ? true : n.createTime.slice(0, 10) >= startDay))
          .filter((n) => (endDay === undefined ? true : n.createTime.slice(0, 10) <= endDay))
          .filter((n) => title === '' || n.noticeTitle.toLowerCase().includes(title))
          .sort(newestFirst);
        return ok('message', paginate(items, page.pageIndex, page.pageSize));
      }),

      http.get('/v1/notice/user-notice/{id}', ({ request, params, response }) => {
        const user = ctx.userOf(request, 'message');
        if (!user) return response.untyped(expired('message'));
        const id = Number(params.id);
        const notice = (state().notices[String(user.id)] ?? []).find((n) => n.id === id);
        if (!notice) return response.untyped(refuse('message', '通知不存在或已删除'));
        return ok('message', notice);
      }),

      http.put('/v1/notice/mark-read', ({ request, response }) => {
        const user = ctx.userOf(request, 'message');
        if (!user) return response.untyped(expired('message'));
        const id = intParam(new URL(request.url), 'id');
        if (id === undefined) return response.untyped(refuse('message', '缺少必填参数：id'));
        const notice = (state().notices[String(user.id)] ?? []).find((n) => n.id === id);
        if (!notice) return response.untyped(refuse('message', '通知不存在或已删除'));
        notice.read = true;
        return ok('message', null);
      }),

      http.get('/v1/message/pull', ({ request, response }) => {
        const user = ctx.userOf(request, 'message');
        if (!user) return response.untyped(expired('message'));
        const url = new URL(request.url);
        const unitId = intParam(url, 'unitId');
        if (unitId === undefined) return response.untyped(refuse('message', '缺少必填参数：unitId'));
        if (unitId === null || intParam(url, 'doctorId') === null)
          return response.untyped(refuse('message', '参数格式错误'));
        const key = String(user.id);
        const news = state().pending[key] ?? [];
        state().pending[key] = [];
        return ok('message', news);
      }),

      http.get('/v1/message/unread-count', ({ request, response }) => {
        const user = ctx.userOf(request, 'message');
        if (!user) return response.untyped(expired('message'));
        const key = String(user.id);
        const noticeCount = (state().notices[key] ?? []).filter((n) => !n.read).length;
        const workTipsCount = (state().workTips[key] ?? []).filter((t) => !t.read).length;
        return ok('message', { total: noticeCount + workTipsCount, noticeCount, workTipsCount });
      }),

      http.get('/v1/business/work-tips', ({ request, response }) => {
        const user = ctx.userOf(request, 'message');
        if (!user) return response.untyped(expired('message'));
        const url = new URL(request.url);
        const page = pageOf(url);
        if (page.refusal) return response.untyped(page.refusal);
        const readRaw = url.searchParams.get('read')?.trim() || undefined;
        if (readRaw !== undefined && readRaw !== 'true' && readRaw !== 'false') {
          return response.untyped(refuse('message', '参数格式错误：read'));
        }
        const items = (state().workTips[String(user.id)] ?? [])
          .filter((t) => readRaw === undefined || t.read === (readRaw === 'true'))
          .sort(newestFirst);
        return ok('message', paginate(items, page.pageIndex, page.pageSize));
      }),

      http.put('/v1/business/mark-read', ({ request, response }) => {
        const user = ctx.userOf(request, 'message');
        if (!user) return response.untyped(expired('message'));
        const id = intParam(new URL(request.url), 'id');
        if (id === undefined) return response.untyped(refuse('message', '缺少必填参数：id'));
        const tip = (state().workTips[String(user.id)] ?? []).find((t) => t.id === id);
        if (!tip) return response.untyped(refuse('message', '工作提示不存在'));
        tip.read = true;
        return ok('message', null);
      }),
    ];
  },
};
