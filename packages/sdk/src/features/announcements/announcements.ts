/**
 * System announcements of the workbench (SPEC.md §2.2 /system-notice-detail and /system-notice-info, §7.1): the
 * latest (index) announcements, the paged list of system 25 with a title filter, and one announcement.
 * The title filter is the paged call's own `title` parameter (specs/main.yaml, x-assumed): one call either way.
 */

import { SYSTEM_ID } from '../../domain/menu';
import { type ListPaging, pagingQuery } from '../../domain/paging';
import type { MainComponents, MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';

/** A system announcement (HTML content: render it sanitised). */
export type Announcement = MainComponents['schemas']['SystemNotice'];

/** One page of announcements. */
export type AnnouncementPage = MainComponents['schemas']['SystemNoticePage'];

/** The system whose announcements the workbench shows (SPEC.md §9). */
export const ANNOUNCEMENT_SYSTEM_ID = SYSTEM_ID;

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

/** True when the title contains the text, ignoring case and surrounding spaces. */
export function announcementTitleMatches(title: string, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  return needle === '' || title.toLocaleLowerCase().includes(needle);
}

/**
 * One page of the announcements of system 25, optionally only those whose title contains `title` (trimmed).
 * Rejects with the SDK's error when the call fails.
 */
export function fetchAnnouncementPage(
  main: Main,
  request: AnnouncementListRequest,
  signal?: AbortSignal,
): Promise<AnnouncementPage> {
  const { pageIndex, pageSize } = pagingQuery(request);
  const title = request.title?.trim() ?? '';
  return main.GET('/v1/systemNotice/getPageBySystemId', {
    params: {
      query: { pageIndex, pageSize, systemId: ANNOUNCEMENT_SYSTEM_ID, ...(title ? { title } : {}) },
    },
    signal,
  });
}
