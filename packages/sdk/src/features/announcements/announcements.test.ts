import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type TestWorkbench } from '../../../test/helpers';
import { ApiError } from '../../http/errors';
import {
  type Announcement,
  announcementTitleMatches,
  fetchAnnouncement,
  fetchAnnouncementPage,
  fetchLatestAnnouncements,
} from './announcements';

/** Announcement `id`, published `id` minutes before the first one (so the newest-first list is in id order). */
function announcement(id: number, title = `Announcement ${id}`): Announcement {
  const minutes = String(59 - (id % 60)).padStart(2, '0');
  const hour = String(23 - Math.floor(id / 60)).padStart(2, '0');
  return {
    id,
    title,
    content: '<p>x</p>',
    publisher: 'office',
    publishTime: `2024-05-06 ${hour}:${minutes}:00`,
    systemId: 25,
  };
}

let t: TestWorkbench;
const main = () => t.wb.main;
const queries = () => t.demo.seen.map((r) => r.query);

beforeEach(() => {
  t = signedIn();
  // The demo's announcements of system 25 are these 250 (another system's one must never show).
  t.demo.db().main.notices = [
    ...Array.from({ length: 250 }, (_, i) =>
      announcement(i + 1, i % 50 === 0 ? `Training plan ${i + 1}` : `Notice ${i + 1}`),
    ),
    { ...announcement(1000, 'Training plan of system 26'), systemId: 26 },
  ];
});

describe('the announcement list', () => {
  it('asks system 25 for one page when there is no title', async () => {
    const page = await fetchAnnouncementPage(main(), { page: 2, pageSize: 10, title: '  ' });
    expect(queries()).toEqual([{ pageIndex: '2', pageSize: '10', systemId: '25' }]);
    expect(page.total).toBe(250);
    expect(page.records.map((a) => a.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('sends the trimmed title filter in the same single call', async () => {
    const first = await fetchAnnouncementPage(main(), { page: 1, pageSize: 2, title: ' Training ' });
    expect(queries()).toEqual([{ pageIndex: '1', pageSize: '2', systemId: '25', title: 'Training' }]);
    expect(first).toEqual({
      records: [announcement(1, 'Training plan 1'), announcement(51, 'Training plan 51')],
      total: 5,
      pageIndex: 1,
      pageSize: 2,
    });
    const last = await fetchAnnouncementPage(main(), { page: 3, pageSize: 2, title: 'training' });
    expect(last.records.map((a) => a.id)).toEqual([201]);
  });

  it('finds nothing without error when no title matches', async () => {
    const page = await fetchAnnouncementPage(main(), { page: 1, pageSize: 10, title: 'nothing like this' });
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
    const latest = await fetchLatestAnnouncements(main());
    expect(latest.map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
    expect(queries()).toEqual([{ systemId: '25' }]);
  });

  it('reads one announcement, or rejects with the server message', async () => {
    expect(await fetchAnnouncement(main(), 7)).toEqual(announcement(7, 'Notice 7'));
    await expect(fetchAnnouncement(main(), 999)).rejects.toBeInstanceOf(ApiError);
  });
});
