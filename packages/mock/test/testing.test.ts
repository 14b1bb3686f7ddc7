/**
 * `@mch/mock/testing`: the in-process demo of other packages' unit tests lists the requests it was asked, holds
 * an operation's answers back until the test lets them go, and gives the one-shot answers a test arranges.
 */
import { createWorkbench } from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../src/fixtures/main-import';
import { createTestDemo, xlsxWorkbook } from '../src/testing';
import { TEST_NOW } from './support';

function signedIn() {
  const demo = createTestDemo({ now: () => new Date(TEST_NOW.getTime()) });
  const wb = createWorkbench({
    baseUrls: demo.baseUrls,
    signInUrl: 'https://sso.example.org/login',
    token: 'demo-doctor',
    adapters: { fetch: demo.fetch },
  });
  return { demo, wb };
}

describe('createTestDemo', () => {
  it('lists every request by backend, path and query, in order', async () => {
    const { demo, wb } = signedIn();
    await wb.main.GET('/stats/areaStats', { params: { query: { areaCode: '430000000000' } } });
    await wb.message.GET('/v1/message/unread-count');
    expect(demo.requests()).toEqual([
      'GET main /stats/areaStats?areaCode=430000000000',
      'GET message /v1/message/unread-count',
    ]);
    expect(demo.seen[1]).toEqual({
      method: 'GET',
      backend: 'message',
      path: '/v1/message/unread-count',
      search: '',
      query: {},
      headers: { authorization: 'Bearer demo-doctor', 'x-client-system': 'mch-workbench' },
      body: '',
    });
    expect(demo.requestsTo('GET main /stats/areaStats').map((r) => r.query)).toEqual([
      { areaCode: '430000000000' },
    ]);
    expect(demo.requestsTo('GET message /v1/notice/user-notice/{id}')).toEqual([]);
  });

  it('holds the answers of an operation (a path template matches too) until released', async () => {
    const { demo, wb } = signedIn();
    const release = demo.hold('PUT message /v1/notice/mark-read');
    const notice = demo.db().message.notices['1001']?.find((n) => !n.read);
    if (!notice) throw new Error('demo-doctor has no unread notice');
    let done = false;
    const marking = wb.message
      .PUT('/v1/notice/mark-read', { params: { query: { id: notice.id } } })
      .then(() => {
        done = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    expect(notice.read).toBe(false);
    release();
    await marking;
    expect(notice.read).toBe(true);

    const held = demo.hold('GET message /v1/notice/user-notice/{id}');
    let read = false;
    const reading = wb.message
      .GET('/v1/notice/user-notice/{id}', { params: { path: { id: notice.id } } })
      .then(() => {
        read = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBe(false);
    held();
    await reading;
    expect(read).toBe(true);
  });

  it('answers as arranged, in order and as many times as asked, then as the demo again', async () => {
    const { demo, wb } = signedIn();
    const route = 'GET main /v1/system/queryAll';
    demo.answer(route, { json: { code: 'SUCCESS', msg: '', data: [] } });
    demo.answer(route, {
      status: 502,
      body: 'Bad Gateway',
      headers: { 'Content-Type': 'text/plain' },
      times: 2,
    });
    const withdrawn = demo.answer('GET main /v1/user/getUser', { status: 500 });
    withdrawn();
    await expect(wb.main.GET('/v1/system/queryAll')).resolves.toEqual([]);
    await expect(wb.main.GET('/v1/system/queryAll', { intercept: false })).rejects.toMatchObject({
      status: 502,
    });
    await expect(wb.main.GET('/v1/system/queryAll', { intercept: false })).rejects.toMatchObject({
      status: 502,
    });
    await expect(wb.main.GET('/v1/system/queryAll')).resolves.toEqual(demo.db().main.systems);
    await expect(wb.main.GET('/v1/user/getUser')).resolves.toMatchObject({ userName: 'zhangwei' });
  });

  it('records the body of a request', async () => {
    const { demo, wb } = signedIn();
    await wb.fds.POST('/v1/fds-pc/sys-enum/keys-values-map', { body: [30] });
    expect(JSON.parse(demo.seen[0]?.body ?? 'null')).toEqual([30]);
  });
});

describe('xlsxWorkbook', () => {
  it('writes a workbook the demo backend reads back cell for cell', async () => {
    const table = [
      ['姓名', '手机号码', '所在单位', '序号'],
      ['周雨彤', '13711112222', 'A & <B> "单位"', '1'],
      ['吴浩然', '', '昆明市五华区妇幼保健院', '27'],
    ];
    const columns = Array.from({ length: 30 }, (_, i) => `c${i}`);
    expect(await readSpreadsheet(await xlsxWorkbook(table))).toEqual(table);
    expect(await readSpreadsheet(await xlsxWorkbook([columns]))).toEqual([columns]);
  });
});
