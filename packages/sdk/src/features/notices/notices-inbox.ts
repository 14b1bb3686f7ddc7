/**
 * The notice inbox and the work-tip list of the back office (SPEC.md §2.2 /user-notice and /notice-detail, §7.3):
 * the queries of the paged lists built from what the user filters by, opening a notice (which marks it read once,
 * through the notice center, so the bell count drops), and marking a work tip read.
 *
 * Marking read goes through `NoticeCenter.markNoticeRead` / `markWorkTipRead`, which lower the counts by one; so
 * they are called only for items that are still unread, never twice for the same item.
 */

import { type DayRange, toDay } from '../../domain/days';
import { OUT_SYSTEM_URL_PATH, type PageRequest } from '../../domain/pages';
import { type ListPaging, pagingQuery } from '../../domain/paging';
import { isHttpUrl } from '../../domain/url';
import type { MessageComponents, MessagePaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import type { NoticeCenter } from './notices';
import { INVITATION_TEMPLATES, type WorkTip } from './work-tips';

/** A notice of the inbox. */
export type InboxNotice = MessageComponents['schemas']['Notice'];

/** One page of notices. */
export type InboxNoticePage = MessageComponents['schemas']['NoticePage'];

/** One page of work tips. */
export type WorkTipPage = MessageComponents['schemas']['WorkTipPage'];

/** The query of GET /v1/notice/user-notice. */
export type NoticePageQuery = MessagePaths['/v1/notice/user-notice']['get']['parameters']['query'];

/** The query of GET /v1/business/work-tips. */
export type WorkTipPageQuery = MessagePaths['/v1/business/work-tips']['get']['parameters']['query'];

/** What the notice list is filtered by. */
export interface NoticeFilter {
  /** Sent between these days (both included). */
  dateRange?: DayRange | null | undefined;
  /** Part of the title. */
  title?: string | null | undefined;
}

/** Which work tips the list shows. */
export type WorkTipReadFilter = 'all' | 'unread' | 'read';

/** The read filters of the work-tip list, in the order they are offered. */
export const WORK_TIP_READ_FILTERS: readonly WorkTipReadFilter[] = ['all', 'unread', 'read'];

/**
 * The query of the notice list: the page, the days of the range (swapped when given backwards; an open or
 * invalid end is left out) and the trimmed title (left out when empty).
 */
export function noticePageQuery(paging: ListPaging, filter: NoticeFilter = {}): NoticePageQuery {
  const query: NoticePageQuery = pagingQuery(paging);
  let start = toDay(filter.dateRange?.[0]);
  let end = toDay(filter.dateRange?.[1]);
  if (start && end && start > end) [start, end] = [end, start];
  if (start) query.startDate = start;
  if (end) query.endDate = end;
  const title = filter.title?.trim();
  if (title) query.noticeTitle = title;
  return query;
}

/** The query of the work-tip list: the page and, unless all are shown, the read state. */
export function workTipPageQuery(paging: ListPaging, filter: WorkTipReadFilter = 'all'): WorkTipPageQuery {
  const query: WorkTipPageQuery = pagingQuery(paging);
  if (filter === 'unread') query.read = false;
  if (filter === 'read') query.read = true;
  return query;
}

/** A notice as opened: the notice (read, unless marking failed) and whether this opening marked it read. */
export interface OpenedNotice {
  notice: InboxNotice;
  /** True when the notice was unread and this opening marked it read (the bell count dropped by one). */
  markedRead: boolean;
}

/** What opening a notice needs. */
export interface NoticeInboxDeps {
  message: ApiClient<MessagePaths>;
  notices: Pick<NoticeCenter, 'markNoticeRead' | 'markWorkTipRead'>;
}

/**
 * Opens a notice: GET /v1/notice/user-notice/{id}, then, when it is unread, marks it read through the notice
 * center (the bell count drops by one). Rejects when the notice cannot be read. A failed mark-read does not hide
 * the notice: it resolves with the notice still unread (the interception policy has already warned).
 */
export async function openNotice(
  deps: NoticeInboxDeps,
  id: number,
  signal?: AbortSignal,
): Promise<OpenedNotice> {
  const notice = await deps.message.GET('/v1/notice/user-notice/{id}', {
    params: { path: { id } },
    signal,
  });
  if (notice.read) return { notice, markedRead: false };
  if (signal?.aborted) return { notice, markedRead: false };
  try {
    await deps.notices.markNoticeRead(id);
  } catch {
    return { notice, markedRead: false };
  }
  return { notice: { ...notice, read: true }, markedRead: true };
}

/**
 * Marks a work tip read through the notice center (the bell count drops by one); does nothing for a tip that is
 * already read. Resolves to true when it marked the tip; rejects when the call fails.
 */
export async function markWorkTipReadOnce(
  deps: Pick<NoticeInboxDeps, 'notices'>,
  tip: Pick<WorkTip, 'id' | 'read'>,
): Promise<boolean> {
  if (tip.read) return false;
  await deps.notices.markWorkTipRead(tip.id);
  return true;
}

/** The page that shows a work tip's address (the third-party page), or null when it has no http(s) address. */
export function workTipPage(tip: Pick<WorkTip, 'openUrl'>): PageRequest | null {
  return isHttpUrl(tip.openUrl) ? { path: OUT_SYSTEM_URL_PATH, query: { url: tip.openUrl } } : null;
}

/**
 * The consultation a work tip invites the user to (a consultation invitation, template 28: its `extraParams.id`), or
 * null for any other tip. The invitation's 30 seconds may be over (ignored, closed, expired, or answered in another
 * tab: the tip is read), but the consultation is still there to join from the inbox.
 */
export function workTipConsultation(tip: Pick<WorkTip, 'templateId' | 'extraParams'>): number | null {
  if (tip.templateId !== INVITATION_TEMPLATES.consultation) return null;
  const id = tip.extraParams.id;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
