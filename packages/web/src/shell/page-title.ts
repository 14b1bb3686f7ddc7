import {
  findPageDefinition,
  isolateBidi,
  type OpenPage,
  SUBSYSTEM_QUERY_KEY,
  subsystemOfQuery,
} from '@mch/sdk';
import { useCallback } from 'react';
import { consultationMessages } from '../features/consultation/messages';
import { liveMessages } from '../features/live/messages';
import { subsystemsMessages } from '../features/subsystems/messages';
import { workTipMessages } from '../features/work-tips/messages';
import { type Messages, useMessages } from '../i18n/define-messages';
import { LOCALES, type Locale } from '../i18n/locale';
import { useLocale } from '../i18n/use-t';
import { appMessages } from '../platform/messages';
import { isPageTitleKey, pageTitles } from '../platform/page-titles';
import { isDetailTitled } from '../platform/tab-title';

/**
 * The pages whose tab is named by whoever opened them: an embedded page by its menu entry or link, a business line by
 * its line. Every other page of SPEC.md §2.2 has a name of its own.
 */
const OPENER_TITLED: ReadonlySet<string> = new Set(['page.outSystemUrl', 'page.businessLineDetail']);

/** The app's own names of the embedded pages it opens (rooms), by the catalogue and key they come from. */
const OPENED_AS: readonly { messages: Messages<string>; key: string }[] = [
  { messages: consultationMessages, key: 'roomTab' },
  { messages: liveMessages, key: 'roomTab' },
  { messages: workTipMessages, key: 'liveRoomTitle' },
];

/**
 * The title an embedded page was opened with, in `locale` when it is one of the app's own names of a room in any
 * language ('Live room' or '直播间'); null for any other title (a menu entry's, which is the backend's).
 */
function ownTitleIn(title: string, locale: Locale): string | null {
  for (const { messages, key } of OPENED_AS) {
    if (LOCALES.some((l) => messages[l][key] === title)) {
      const text = messages[locale][key];
      return typeof text === 'string' ? text : null;
    }
  }
  return null;
}

/**
 * `(page) => title`: the tab title of an open page. A page of SPEC.md §2.2 with a name of its own is called by it in
 * the current language, however it was opened: the menu's names are the backend's (Chinese), and the same page
 * opened from the menu and by a link or its address would otherwise be two names, one of them in the other language.
 * An embedded page or a business line has the title it was opened with, else its route's. A page that shows one
 * record (`useTabDetail`) is named by the record and the route's title in the current language, or, with
 * `withRecord` false, by the route's title alone (the browser's own title and history: no patient's name there).
 * The online exam and online training (an embedded page whose query names the subsystem) are called by their names
 * in the current language, like the workbench's buttons that open them; so is a room the app opened under its own
 * name (a consultation room, a live room).
 */
export function usePageTitle({
  withRecord = true,
} = {}): (page: Pick<OpenPage, 'path' | 'title'> & { query?: Readonly<Record<string, string>> }) => string {
  const titles = useMessages(pageTitles);
  const app = useMessages(appMessages);
  const subsystems = useMessages(subsystemsMessages);
  const locale = useLocale();
  return useCallback(
    (page) => {
      const key = findPageDefinition(page.path)?.titleKey;
      const known = key && isPageTitleKey(key) ? key : null;
      const subsystem =
        known === 'page.outSystemUrl' ? subsystemOfQuery(page.query?.[SUBSYSTEM_QUERY_KEY]) : null;
      if (subsystem !== null) return subsystems(subsystem);
      // A record's or an opener's title is someone else's text: isolated, it cannot reorder the app's words.
      if (page.title && known && isDetailTitled(known))
        return withRecord
          ? app('tabWithDetail', { detail: isolateBidi(page.title), page: titles(known) })
          : titles(known);
      if (known && !OPENER_TITLED.has(known)) return titles(known);
      if (page.title)
        return (known === 'page.outSystemUrl' && ownTitleIn(page.title, locale)) || isolateBidi(page.title);
      return known ? titles(known) : page.path;
    },
    [titles, app, subsystems, locale, withRecord],
  );
}

/** DOM id of a tab of the strip. */
export function tabDomId(id: string): string {
  return `tab:${id}`;
}

/** DOM id of the panel that shows a tab's page. */
export function panelDomId(id: string): string {
  return `panel:${id}`;
}
