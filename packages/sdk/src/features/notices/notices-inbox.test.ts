import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toDay } from '../../domain/days';
import { parseItemId } from '../../domain/ids';
import { pagingQuery } from '../../domain/paging';
import type { MessagePaths } from '../../generated';
import { backendRules } from '../../http/backends';
import { createApiClient } from '../../http/client';
import { ApiError } from '../../http/errors';
import { createInterceptionPolicy } from '../../http/policy';
import { systemClock } from '../../runtime/adapters';
import { createNoticeCenter, type NoticeCenter } from './notices';
import {
  type InboxNotice,
  markWorkTipReadOnce,
  noticePageQuery,
  openNotice,
  workTipPage,
  workTipPageQuery,
} from './notices-inbox';

const BASE = 'http://localhost/api/message';
const ok = (data: unknown) => HttpResponse.json({ code: 'SUCCESS', msg: '', data });

function notice(id: number, read: boolean): InboxNotice {
  return {
    id,
    noticeTitle: `notice ${id}`,
    content: 'text',
    read,
    sender: 'office',
    createTime: '2024-05-06 09:30:00',
  };
}

const backend = {
  notices: [] as InboxNotice[],
  unreadTips: 0,
  marked: [] as string[],
  failMarking: false,
};

const unread = () => backend.notices.filter((n) => !n.read).length;

const server = setupServer(
  http.get(`${BASE}/v1/notice/user-notice/:id`, ({ params }) => {
    const found = backend.notices.find((n) => n.id === Number(params.id));
    return found ? ok(found) : HttpResponse.json({ code: 'NOT_FOUND', msg: 'no such notice', data: null });
  }),
  http.put(`${BASE}/v1/notice/mark-read`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    backend.marked.push(`notice:${id}`);
    if (backend.failMarking) return HttpResponse.json({ code: 'ERROR', msg: 'cannot mark', data: null });
    for (const n of backend.notices) if (n.id === id) n.read = true;
    return ok(null);
  }),
  http.put(`${BASE}/v1/business/mark-read`, ({ request }) => {
    backend.marked.push(`tip:${new URL(request.url).searchParams.get('id')}`);
    if (backend.failMarking) return HttpResponse.json({ code: 'ERROR', msg: 'cannot mark', data: null });
    backend.unreadTips -= 1;
    return ok(null);
  }),
  http.get(`${BASE}/v1/message/unread-count`, () =>
    ok({ total: unread() + backend.unreadTips, noticeCount: unread(), workTipsCount: backend.unreadTips }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let message: ReturnType<typeof createApiClient<MessagePaths>>;
let notices: NoticeCenter;

beforeEach(async () => {
  backend.notices = [notice(1, false), notice(2, true), notice(3, false)];
  backend.unreadTips = 2;
  backend.marked = [];
  backend.failMarking = false;
  message = createApiClient<MessagePaths>({
    baseUrl: BASE,
    rules: backendRules({ systemTag: '25', clientSystem: 'mch-workbench' }).message,
    fetch: (req) => globalThis.fetch(req),
    clock: systemClock,
    policy: createInterceptionPolicy({ clock: systemClock, logout: () => {} }),
    getToken: () => 'tok',
  });
  notices = createNoticeCenter({ message, clock: systemClock, getIds: () => null });
  await notices.refresh();
});
afterEach(() => server.resetHandlers());

describe('the list queries', () => {
  it('sends the page, the days of the range and the trimmed title', () => {
    expect(
      noticePageQuery(
        { page: 2, pageSize: 20 },
        { dateRange: ['2024-05-01', '2024-05-31'], title: '  training ' },
      ),
    ).toEqual({
      pageIndex: 2,
      pageSize: 20,
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      noticeTitle: 'training',
    });
  });

  it('leaves out empty filters and open ends of the range', () => {
    expect(noticePageQuery({ page: 1, pageSize: 10 }, { dateRange: [null, null], title: '   ' })).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
    expect(noticePageQuery({ page: 1, pageSize: 10 }, { dateRange: ['2024-05-01', null] })).toEqual({
      pageIndex: 1,
      pageSize: 10,
      startDate: '2024-05-01',
    });
  });

  it('swaps a range given backwards and drops days that do not exist', () => {
    expect(
      noticePageQuery({ page: 1, pageSize: 10 }, { dateRange: ['2024-06-02', '2024-06-01'] }),
    ).toMatchObject({
      startDate: '2024-06-01',
      endDate: '2024-06-02',
    });
    expect(noticePageQuery({ page: 1, pageSize: 10 }, { dateRange: ['2024-02-30', 'soon'] })).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('reads the day of a date or date-time text', () => {
    expect(toDay('2024-05-06 09:30:00')).toBe('2024-05-06');
    expect(toDay('2024-13-01')).toBeNull();
    expect(toDay(undefined)).toBeNull();
  });

  it('falls back to page 1 of 10 for paging that is not a positive whole number', () => {
    expect(pagingQuery({ page: 0, pageSize: Number.NaN })).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(pagingQuery({ page: 3, pageSize: 50 })).toEqual({ pageIndex: 3, pageSize: 50 });
  });

  it('filters work tips by read state only when asked', () => {
    const paging = { page: 1, pageSize: 10 };
    expect(workTipPageQuery(paging)).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(workTipPageQuery(paging, 'unread')).toEqual({ pageIndex: 1, pageSize: 10, read: false });
    expect(workTipPageQuery(paging, 'read')).toEqual({ pageIndex: 1, pageSize: 10, read: true });
  });
});

describe('item ids from a page query', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseItemId('12')).toBe(12);
    expect(parseItemId(' 7 ')).toBe(7);
    for (const bad of [undefined, null, '', '0', '-3', '1.5', 'abc', '1e3', '9'.repeat(20)]) {
      expect(parseItemId(bad)).toBeNull();
    }
  });
});

describe('opening a notice', () => {
  it('marks an unread notice read once and lowers the bell count', async () => {
    expect(notices.getSnapshot()).toEqual({ total: 4, noticeCount: 2, workTipsCount: 2 });
    const opened = await openNotice({ message, notices }, 1);
    expect(opened).toEqual({ notice: { ...notice(1, false), read: true }, markedRead: true });
    expect(backend.marked).toEqual(['notice:1']);
    expect(notices.getSnapshot()).toEqual({ total: 3, noticeCount: 1, workTipsCount: 2 });

    const again = await openNotice({ message, notices }, 1);
    expect(again.markedRead).toBe(false);
    expect(backend.marked).toEqual(['notice:1']);
    expect(notices.getSnapshot().noticeCount).toBe(1);
  });

  it('does not mark a notice that is already read', async () => {
    const opened = await openNotice({ message, notices }, 2);
    expect(opened).toEqual({ notice: notice(2, true), markedRead: false });
    expect(backend.marked).toEqual([]);
    expect(notices.getSnapshot().total).toBe(4);
  });

  it('still shows the notice when marking it read fails', async () => {
    backend.failMarking = true;
    const opened = await openNotice({ message, notices }, 3);
    expect(opened).toEqual({ notice: notice(3, false), markedRead: false });
    expect(notices.getSnapshot().noticeCount).toBe(2);
  });

  it('rejects with the server message when the notice cannot be read', async () => {
    const failure = openNotice({ message, notices }, 99);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ serverMessage: 'no such notice' });
    expect(backend.marked).toEqual([]);
  });
});

describe('work tips', () => {
  it('marks an unread tip read and lowers the count; a read tip is left alone', async () => {
    expect(await markWorkTipReadOnce({ notices }, { id: 5, read: false })).toBe(true);
    expect(notices.getSnapshot().workTipsCount).toBe(1);
    expect(await markWorkTipReadOnce({ notices }, { id: 6, read: true })).toBe(false);
    expect(backend.marked).toEqual(['tip:5']);
  });

  it('rejects when marking fails, leaving the count', async () => {
    backend.failMarking = true;
    await expect(markWorkTipReadOnce({ notices }, { id: 5, read: false })).rejects.toBeInstanceOf(ApiError);
    expect(notices.getSnapshot().workTipsCount).toBe(2);
  });

  it('opens only http(s) addresses, in the third-party page', () => {
    expect(workTipPage({ openUrl: 'https://live.example.org/room/1' })).toEqual({
      path: '/out-system-url',
      query: { url: 'https://live.example.org/room/1' },
    });
    expect(workTipPage({ openUrl: null })).toBeNull();
    expect(workTipPage({ openUrl: 'javascript:alert(1)' })).toBeNull();
  });
});
