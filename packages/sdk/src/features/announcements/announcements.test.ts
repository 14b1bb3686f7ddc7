import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MainPaths } from '../../generated';
import { backendRules } from '../../http/backends';
import { createApiClient } from '../../http/client';
import { ApiError } from '../../http/errors';
import { createInterceptionPolicy } from '../../http/policy';
import { systemClock } from '../../runtime/adapters';
import {
  type Announcement,
  announcementTitleMatches,
  fetchAnnouncement,
  fetchAnnouncementPage,
  fetchLatestAnnouncements,
} from './announcements';

const BASE = 'http://localhost/api/main';
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '', data });

function announcement(id: number, title = `Announcement ${id}`): Announcement {
  return {
    id,
    title,
    content: '<p>x</p>',
    publisher: 'office',
    publishTime: '2024-05-06 09:30:00',
    systemId: 25,
  };
}

const backend = { items: [] as Announcement[], queries: [] as Record<string, string>[] };

const server = setupServer(
  http.get(`${BASE}/v1/systemNotice/getPageBySystemId`, ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    backend.queries.push(query);
    const pageIndex = Number(query.pageIndex);
    const pageSize = Number(query.pageSize);
    const title = query.title?.toLowerCase();
    const items = backend.items.filter((a) => !title || a.title.toLowerCase().includes(title));
    const records = items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    return ok({ records, total: items.length, pageIndex, pageSize });
  }),
  http.get(`${BASE}/v1/systemNotice/getIndexBySystemId`, ({ request }) => {
    backend.queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return ok(backend.items.slice(0, 3));
  }),
  http.get(`${BASE}/v1/systemNotice/getById`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    const found = backend.items.find((a) => a.id === id);
    return found ? ok(found) : HttpResponse.json({ code: 404, msg: 'gone', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const main = createApiClient<MainPaths>({
  baseUrl: BASE,
  rules: backendRules({ systemTag: '25', clientSystem: 'mch-workbench' }).main,
  fetch: (req) => globalThis.fetch(req),
  clock: systemClock,
  policy: createInterceptionPolicy({ clock: systemClock, logout: () => {} }),
  getToken: () => 'tok',
});

beforeEach(() => {
  backend.items = Array.from({ length: 250 }, (_, i) =>
    announcement(i + 1, i % 50 === 0 ? `Training plan ${i + 1}` : `Notice ${i + 1}`),
  );
  backend.queries = [];
});

describe('the announcement list', () => {
  it('asks system 25 for one page when there is no title', async () => {
    const page = await fetchAnnouncementPage(main, { page: 2, pageSize: 10, title: '  ' });
    expect(backend.queries).toEqual([{ pageIndex: '2', pageSize: '10', systemId: '25' }]);
    expect(page.total).toBe(250);
    expect(page.records.map((a) => a.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('sends the trimmed title filter in the same single call', async () => {
    const first = await fetchAnnouncementPage(main, { page: 1, pageSize: 2, title: ' Training ' });
    expect(backend.queries).toEqual([{ pageIndex: '1', pageSize: '2', systemId: '25', title: 'Training' }]);
    expect(first).toEqual({
      records: [announcement(1, 'Training plan 1'), announcement(51, 'Training plan 51')],
      total: 5,
      pageIndex: 1,
      pageSize: 2,
    });
    const last = await fetchAnnouncementPage(main, { page: 3, pageSize: 2, title: 'training' });
    expect(last.records.map((a) => a.id)).toEqual([201]);
  });

  it('finds nothing without error when no title matches', async () => {
    const page = await fetchAnnouncementPage(main, { page: 1, pageSize: 10, title: 'nothing like this' });
    expect(page).toEqual({ records: [], total: 0, pageIndex: 1, pageSize: 10 });
  });

  it('matches titles ignoring case and surrounding spaces', () => {
    expect(announcementTitleMatches('Platform Upgrade', ' upgrade ')).toBe(true);
    expect(announcementTitleMatches('平台升级公告', '升级')).toBe(true);
    expect(announcementTitleMatches('Platform', 'exam')).toBe(false);
  });
});

describe('latest and single announcements', () => {
  it('reads the latest announcements of system 25', async () => {
    const latest = await fetchLatestAnnouncements(main);
    expect(latest.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(backend.queries).toEqual([{ systemId: '25' }]);
  });

  it('reads one announcement, or rejects with the server message', async () => {
    expect(await fetchAnnouncement(main, 7)).toEqual(announcement(7, 'Notice 7'));
    await expect(fetchAnnouncement(main, 999)).rejects.toBeInstanceOf(ApiError);
  });
});
