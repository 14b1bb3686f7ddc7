/**
 * System announcements of the workbench (SPEC.md §2.2 /system-notice-detail and /system-notice-info, §7.1): the
 * latest (index) announcements, the paged list of system 25 with a title filter, and one announcement.
 *
 * The paged call takes no title (specs/main.yaml), so a title filter reads the whole list in pages of
 * {@link ANNOUNCEMENT_SCAN_PAGE_SIZE} (at most {@link ANNOUNCEMENT_SCAN_MAX_PAGES} of them), keeps the titles that
 * contain the text (case-insensitive) and pages the matches itself. Without a title it is one paged call.
 */

import { SYSTEM_ID } from '../domain/menu';
import type { MainComponents, MainPaths } from '../generated';
import type { ApiClient } from '../http/client';
import { type ListPaging, pagingQuery } from './notices-inbox';

/** A system announcement (HTML content: render it sanitised). */
export type Announcement = MainComponents['schemas']['SystemNotice'];

/** One page of announcements. */
export type AnnouncementPage = MainComponents['schemas']['SystemNoticePage'];

/** The system whose announcements the workbench shows (SPEC.md §9). */
export const ANNOUNCEMENT_SYSTEM_ID = SYSTEM_ID;

/** Page size used to read the whole list when filtering by title. */
export const ANNOUNCEMENT_SCAN_PAGE_SIZE = 100;

/** Most pages read when filtering by title (so at most 2,000 announcements are searched). */
export const ANNOUNCEMENT_SCAN_MAX_PAGES = 20;

/** What the announcement list asks for. */
export interface AnnouncementListRequest extends ListPaging {
  /** Part of the title (trimmed; empty means all). */
  title?: string | null | undefined;
}

type Main = Pick<ApiClient<MainPaths>, 'GET'>;

/** The latest announcements of system 25 (GET v1/systemNotice/getIndexBySystemId). */
export function fetchLatestAnnouncements(main: Main, signal?: AbortSignal): Promise<Announcement[]> {
  return main.GET('/v1/systemNotice/getIndexBySystemId', {
    params: { query: { systemId: ANNOUNCEMENT_SYSTEM_ID } },
    signal,
  });
}

/** One announcement (GET v1/systemNotice/getById). */
export function fetchAnnouncement(main: Main, id: number, signal?: AbortSignal): Promise<Announcement> {
  return main.GET('/v1/systemNotice/getById', { params: { query: { id } }, signal });
}

function fetchPage(main: Main, pageIndex: number, pageSize: number, signal?: AbortSignal) {
  return main.GET('/v1/systemNotice/getPageBySystemId', {
    params: { query: { pageIndex, pageSize, systemId: ANNOUNCEMENT_SYSTEM_ID } },
    signal,
  });
}

/** True when the title contains the text, ignoring case and surrounding spaces. */
export function announcementTitleMatches(title: string, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  return needle === '' || title.toLocaleLowerCase().includes(needle);
}

/**
 * One page of the announcements of system 25, optionally only those whose title contains `title`. Rejects with
 * the SDK's error when a call fails.
 */
export async function fetchAnnouncementPage(
  main: Main,
  request: AnnouncementListRequest,
  signal?: AbortSignal,
): Promise<AnnouncementPage> {
  const { pageIndex, pageSize } = pagingQuery(request);
  const title = request.title?.trim() ?? '';
  if (title === '') return fetchPage(main, pageIndex, pageSize, signal);

  const matches: Announcement[] = [];
  for (let page = 1; page <= ANNOUNCEMENT_SCAN_MAX_PAGES; page += 1) {
    const chunk = await fetchPage(main, page, ANNOUNCEMENT_SCAN_PAGE_SIZE, signal);
    for (const item of chunk.records) if (announcementTitleMatches(item.title, title)) matches.push(item);
    if (chunk.records.length === 0 || page * ANNOUNCEMENT_SCAN_PAGE_SIZE >= chunk.total) break;
  }
  const start = (pageIndex - 1) * pageSize;
  return { records: matches.slice(start, start + pageSize), total: matches.length, pageIndex, pageSize };
}
