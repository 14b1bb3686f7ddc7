import type { PageTitleKey } from './page-titles';
import { useTabTitle } from './workbench-context';

/** The pages whose tab is named by the record they show (see {@link useTabDetail}). */
export const DETAIL_TITLED_PAGES = [
  'page.noticeDetail',
  'page.systemNoticeInfo',
  'page.residentCaseDetail',
  'page.evaluationManageDetail',
] as const satisfies readonly PageTitleKey[];

/** A page whose tab is named by the record it shows. */
export type DetailTitledPage = (typeof DETAIL_TITLED_PAGES)[number];

/** True when the tab of the page of title key `key` is named by its record: its stored title is that record's. */
export function isDetailTitled(key: string): key is DetailTitledPage {
  return (DETAIL_TITLED_PAGES as readonly string[]).includes(key);
}

/**
 * Names the tab of a page that shows one record by that record ("关于开展… – 消息详情"), the record first so it
 * shows in a narrow tab: two open messages or residents read apart. Only the record's name is stored as the tab's
 * title; the tab strip adds the page's name in the language of the moment (`usePageTitle`), so a hidden tab follows
 * a language switch too. Nothing changes until `detail` is known. `_page` is the calling page's title key: its type
 * keeps this hook to the pages of {@link DETAIL_TITLED_PAGES}, whose stored titles the strip composes.
 */
export function useTabDetail(_page: DetailTitledPage, detail: string | null | undefined): void {
  useTabTitle(detail?.trim() || null);
}
