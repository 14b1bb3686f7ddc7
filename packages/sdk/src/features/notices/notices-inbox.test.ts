import type { TestDemo } from '@mch/mock/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoInbox, signedIn } from '../../../test/helpers';
import { toDay } from '../../domain/days';
import { parseItemId } from '../../domain/ids';
import { pagingQuery } from '../../domain/paging';
import { ApiError } from '../../http/errors';
import { systemClock } from '../../runtime/adapters';
import type { Workbench } from '../../workbench';
import { createNoticeCenter, type NoticeCenter } from './notices';
import {
  markWorkTipReadOnce,
  noticePageQuery,
  openNotice,
  workTipConsultation,
  workTipPage,
  workTipPageQuery,
} from './notices-inbox';

let demo: TestDemo;
let message: Workbench['message'];
let notices: NoticeCenter;

/** demo-doctor's inbox and work tips in the demo. */
function inbox() {
  const box = demoInbox(demo);
  return {
    unreadNotice: box.unreadNotice(),
    readNotice: box.readNotice(),
    lastUnreadNotice: [...box.notices].reverse().find((n) => !n.read) ?? box.unreadNotice(),
    unreadTip: box.unreadTip(),
    readTip: box.readTip(),
    noNotice: box.noNotice(),
  };
}

/** The ids marked read, as 'notice:ID' or 'tip:ID', in order. */
function marked(): string[] {
  return demo.seen
    .filter((r) => r.method === 'PUT')
    .map((r) => `${r.path === '/v1/notice/mark-read' ? 'notice' : 'tip'}:${r.query.id}`);
}

/** demo-doctor's workbench over a fresh demo before each test of a block (the pure query tests need none). */
function withInbox() {
  beforeEach(async () => {
    const t = signedIn('demo-doctor');
    demo = t.demo;
    message = t.wb.message;
    notices = createNoticeCenter({ message, clock: systemClock, getIds: () => null });
    await notices.refresh();
  });
}

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
  withInbox();

  it('marks an unread notice read once and lowers the bell count', async () => {
    const { unreadNotice } = inbox();
    expect(notices.getSnapshot()).toEqual({ total: 5, noticeCount: 3, workTipsCount: 2 });
    const opened = await openNotice({ message, notices }, unreadNotice.id);
    expect(opened).toEqual({ notice: { ...unreadNotice, read: true }, markedRead: true });
    expect(marked()).toEqual([`notice:${unreadNotice.id}`]);
    expect(notices.getSnapshot()).toEqual({ total: 4, noticeCount: 2, workTipsCount: 2 });

    const again = await openNotice({ message, notices }, unreadNotice.id);
    expect(again.markedRead).toBe(false);
    expect(marked()).toEqual([`notice:${unreadNotice.id}`]);
    expect(notices.getSnapshot().noticeCount).toBe(2);
  });

  it('does not mark a notice that is already read', async () => {
    const { readNotice } = inbox();
    const opened = await openNotice({ message, notices }, readNotice.id);
    expect(opened).toEqual({ notice: readNotice, markedRead: false });
    expect(marked()).toEqual([]);
    expect(notices.getSnapshot().total).toBe(5);
  });

  it('still shows the notice when marking it read fails', async () => {
    const { lastUnreadNotice } = inbox();
    demo.faults.set({ kind: 'businessError', backend: 'message', path: '/v1/notice/mark-read' });
    const opened = await openNotice({ message, notices }, lastUnreadNotice.id);
    expect(opened).toEqual({ notice: lastUnreadNotice, markedRead: false });
    expect(marked()).toEqual([`notice:${lastUnreadNotice.id}`]);
    expect(notices.getSnapshot().noticeCount).toBe(3);
  });

  it('rejects with the server message when the notice cannot be read', async () => {
    const failure = openNotice({ message, notices }, inbox().noNotice);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ serverMessage: '通知不存在或已删除' });
    expect(marked()).toEqual([]);
  });
});

describe('work tips', () => {
  withInbox();

  it('marks an unread tip read and lowers the count; a read tip is left alone', async () => {
    const { unreadTip, readTip } = inbox();
    expect(await markWorkTipReadOnce({ notices }, { id: unreadTip.id, read: false })).toBe(true);
    expect(notices.getSnapshot().workTipsCount).toBe(1);
    expect(await markWorkTipReadOnce({ notices }, { id: readTip.id, read: true })).toBe(false);
    expect(marked()).toEqual([`tip:${unreadTip.id}`]);
  });

  it('rejects when marking fails, leaving the count', async () => {
    const { unreadTip } = inbox();
    demo.faults.set({ kind: 'businessError', backend: 'message', path: '/v1/business/mark-read' });
    await expect(markWorkTipReadOnce({ notices }, { id: unreadTip.id, read: false })).rejects.toBeInstanceOf(
      ApiError,
    );
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

  it('names the consultation of a consultation invitation, read or not, and nothing else', () => {
    expect(workTipConsultation({ templateId: 28, extraParams: { id: 7 } })).toBe(7);
    expect(workTipConsultation({ templateId: 14, extraParams: { id: 7 } })).toBeNull();
    expect(workTipConsultation({ templateId: 3, extraParams: { id: 7 } })).toBeNull();
    expect(workTipConsultation({ templateId: 28, extraParams: { id: 0 } })).toBeNull();
    expect(workTipConsultation({ templateId: 28, extraParams: { id: 1.5 } })).toBeNull();
  });
});
