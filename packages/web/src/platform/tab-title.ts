import { useMessages } from '../i18n/define-messages';
import { appMessages } from './messages';
import { type PageTitleKey, pageTitles } from './page-titles';
import { useTabTitle } from './workbench-context';

/**
 * Names the tab of a page that shows one record by that record ("关于开展… – 消息详情"), the record first so it
 * shows in a narrow tab: two open messages or residents read apart. Nothing changes until `detail` is known.
 */
export function useTabDetail(page: PageTitleKey, detail: string | null | undefined): void {
  const titles = useMessages(pageTitles);
  const app = useMessages(appMessages);
  const text = detail?.trim();
  useTabTitle(text ? app('tabWithDetail', { detail: text, page: titles(page) }) : null);
}
