import type { ExamPaths, MainPaths, MessagePaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { HOSTILE } from '../src/fixtures/random';
import { expectExpired, refusalOf, sdkClient, useDemo } from './support';

const demo = useDemo();
const doctor = () => sdkClient<MessagePaths>(demo, 'message', 'demo-doctor');
const admin = () => sdkClient<MessagePaths>(demo, 'message', 'demo-admin');

const noticePage = (
  client: ReturnType<typeof doctor>,
  query: { pageIndex: number; pageSize: number; startDate?: string; endDate?: string; noticeTitle?: string },
) => client.GET('/v1/notice/user-notice', { params: { query } });

describe('unread counts', () => {
  it('gives demo-doctor 3 unread notices and 2 unread work tips, and total is their sum', async () => {
    expect(await doctor().GET('/v1/message/unread-count')).toEqual({
      total: 5,
      noticeCount: 3,
      workTipsCount: 2,
    });
  });

  it('answers an unknown token with the token-expired answer', async () => {
    const stranger = sdkClient<MessagePaths>(demo, 'message', 'nobody');
    await expectExpired(stranger.GET('/v1/message/unread-count'));
    expect(JSON.parse(stranger.last()?.text ?? '{}')).toMatchObject({
      code: 'BIZ.TOKEN_EXPIRATION',
      data: null,
    });
  });
});

describe('notices', () => {
  it('pages more than 50 notices, newest first, without overlap', async () => {
    const first = await noticePage(doctor(), { pageIndex: 1, pageSize: 20 });
    const second = await noticePage(doctor(), { pageIndex: 2, pageSize: 20 });
    expect(first.total).toBeGreaterThan(50);
    expect(first.records).toHaveLength(20);
    expect(second.records).toHaveLength(20);
    const ids = [...first.records, ...second.records].map((n) => n.id);
    expect(new Set(ids).size).toBe(40);
    const times = [...first.records, ...second.records].map((n) => n.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const last = await noticePage(doctor(), { pageIndex: Math.ceil(first.total / 20), pageSize: 20 });
    expect(last.records.length).toBe(first.total - 20 * (Math.ceil(first.total / 20) - 1));
  });

  it('filters by title and by date range', async () => {
    const all = await noticePage(doctor(), { pageIndex: 1, pageSize: 500 });
    const byTitle = await noticePage(doctor(), { pageIndex: 1, pageSize: 500, noticeTitle: '培训' });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.total).toBeLessThan(all.total);
    expect(byTitle.records.every((n) => n.noticeTitle.includes('培训'))).toBe(true);

    const middle = all.records[30]?.createTime.slice(0, 10) ?? '';
    const newest = all.records[0]?.createTime.slice(0, 10) ?? '';
    const inRange = await noticePage(doctor(), {
      pageIndex: 1,
      pageSize: 500,
      startDate: middle,
      endDate: newest,
    });
    const expected = all.records.filter((n) => n.createTime.slice(0, 10) >= middle);
    expect(inRange.records.map((n) => n.id)).toEqual(expected.map((n) => n.id));
    const none = await noticePage(doctor(), { pageIndex: 1, pageSize: 10, noticeTitle: '没有这样的标题' });
    expect(none).toMatchObject({ total: 0, records: [] });
  });

  it('refuses a missing page parameter and a malformed date with the backend envelope', async () => {
    const client = doctor();
    const raw = client.GET as unknown as (path: string, init: object) => Promise<unknown>;
    const missing = await refusalOf(raw('/v1/notice/user-notice', { params: { query: { pageIndex: 1 } } }));
    expect(missing.code).toBe('PARAM_ERROR');
    expect(missing.serverMessage).toContain('pageSize');
    const badDate = await refusalOf(
      noticePage(client, { pageIndex: 1, pageSize: 10, startDate: '2026/01/01' }),
    );
    expect(badDate.code).toBe('PARAM_ERROR');
  });

  it('shows one notice, and refuses an unknown id or another user’s notice', async () => {
    const page = await noticePage(doctor(), { pageIndex: 1, pageSize: 1 });
    const first = page.records[0];
    if (!first) throw new Error('no notice');
    expect(await doctor().GET('/v1/notice/user-notice/{id}', { params: { path: { id: first.id } } })).toEqual(
      first,
    );
    await refusalOf(doctor().GET('/v1/notice/user-notice/{id}', { params: { path: { id: 999_999 } } }));
    await refusalOf(admin().GET('/v1/notice/user-notice/{id}', { params: { path: { id: first.id } } }));
  });

  it('marking a notice read lowers the unread count, for that user only', async () => {
    const page = await noticePage(doctor(), { pageIndex: 1, pageSize: 10 });
    const unread = page.records.filter((n) => !n.read);
    expect(unread).toHaveLength(3);
    const before = await admin().GET('/v1/message/unread-count');
    await doctor().PUT('/v1/notice/mark-read', { params: { query: { id: unread[0]?.id ?? 0 } } });
    expect(await doctor().GET('/v1/message/unread-count')).toEqual({
      total: 4,
      noticeCount: 2,
      workTipsCount: 2,
    });
    const after = await noticePage(doctor(), { pageIndex: 1, pageSize: 10 });
    expect(after.records.filter((n) => !n.read)).toHaveLength(2);
    expect(await admin().GET('/v1/message/unread-count')).toEqual(before);
    await refusalOf(doctor().PUT('/v1/notice/mark-read', { params: { query: { id: 424_242 } } }));
  });

  it('carries hostile strings as plain data', async () => {
    const all = await noticePage(doctor(), { pageIndex: 1, pageSize: 500 });
    expect(all.records.some((n) => n.noticeTitle.includes(HOSTILE.script))).toBe(true);
    expect(all.records.some((n) => n.content.includes(HOSTILE.img))).toBe(true);
    expect(all.records.some((n) => n.noticeTitle.length > 200)).toBe(true);
  });
});

describe('work tips', () => {
  it('gives demo-doctor an unread consultation invitation (28) and an unread referral live invitation (14)', async () => {
    const unread = await doctor().GET('/v1/business/work-tips', {
      params: { query: { pageIndex: 1, pageSize: 20, read: false } },
    });
    expect(unread.total).toBe(2);
    const consultation = unread.records.find((t) => t.templateId === 28);
    const live = unread.records.find((t) => t.templateId === 14);
    expect(live?.openUrl).toBe(`${new URL(demo.baseUrls.main).origin}/demo-embedded/live.html`);

    // The invitation points at a consultation demo-doctor (doctor 3001) did not create.
    const main = sdkClient<MainPaths>(demo, 'main', 'demo-doctor');
    const info = await main.GET('/consultationSingle/getConsultationInfo', {
      params: { query: { singleId: consultation?.extraParams.id ?? 0 } },
    });
    expect(info.singleId).toBe(consultation?.extraParams.id);
    expect(info.creatorId).not.toBe(3001);
    // The invitation names the patient of the consultation it opens, a woman.
    expect(consultation?.body).toContain(`孕产妇 ${info.patName}，`);
    expect(info.patSex).toBe(2);
  });

  it('pages all tips and filters by read state', async () => {
    const all = await doctor().GET('/v1/business/work-tips', {
      params: { query: { pageIndex: 1, pageSize: 10 } },
    });
    const read = await doctor().GET('/v1/business/work-tips', {
      params: { query: { pageIndex: 1, pageSize: 10, read: true } },
    });
    expect(all.records).toHaveLength(10);
    expect(all.total).toBe(read.total + 2);
    expect(read.records.every((t) => t.read)).toBe(true);
  });

  it('marking a tip read removes it from the unread list and lowers the count', async () => {
    const unread = await doctor().GET('/v1/business/work-tips', {
      params: { query: { pageIndex: 1, pageSize: 20, read: false } },
    });
    const tip = unread.records[0];
    await doctor().PUT('/v1/business/mark-read', { params: { query: { id: tip?.id ?? 0 } } });
    const after = await doctor().GET('/v1/business/work-tips', {
      params: { query: { pageIndex: 1, pageSize: 20, read: false } },
    });
    expect(after.records.map((t) => t.id)).not.toContain(tip?.id);
    expect(await doctor().GET('/v1/message/unread-count')).toEqual({
      total: 4,
      noticeCount: 3,
      workTipsCount: 1,
    });
  });
});

describe('message pull', () => {
  it('is empty until something happens, then returns the new message once and the counts rise', async () => {
    const pull = () =>
      doctor().GET('/v1/message/pull', { params: { query: { unitId: 2001, doctorId: 3001 } } });
    expect(await pull()).toEqual([]);
    expect(await pull()).toEqual([]);

    // Registering for an exam delivers a notice.
    const exam = sdkClient<ExamPaths>(demo, 'exam', 'train.demo-doctor');
    const found = await exam.GET('/user/exam/code/info', { params: { query: { code: '2024YKS0001' } } });
    await exam.POST('/user/add/exam', { body: { examId: found?.id ?? 0, userId: found?.userId ?? 0 } });

    const news = await pull();
    expect(news).toHaveLength(1);
    expect(news[0]?.title).toContain('考试报名成功');
    expect(await pull()).toEqual([]);
    expect(await doctor().GET('/v1/message/unread-count')).toEqual({
      total: 6,
      noticeCount: 4,
      workTipsCount: 2,
    });
    const admins = await admin().GET('/v1/message/pull', { params: { query: { unitId: 2101 } } });
    expect(admins).toEqual([]);
  });

  it('refuses a pull without unitId', async () => {
    const raw = doctor().GET as unknown as (path: string, init: object) => Promise<unknown>;
    const refusal = await refusalOf(raw('/v1/message/pull', { params: { query: { doctorId: 3001 } } }));
    expect(refusal.serverMessage).toContain('unitId');
  });
});
