import { type NotificationData, notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { type Formatters, type Locale, type Translate, useFormat, useLocale, useT } from '../i18n';
import { createLocalTranslator, type LocalTranslate, type Messages } from '../i18n/define-messages';

/** What a notification's text is made with: the current language's locale, translators and formatters. */
export interface NoticeLanguage {
  locale: Locale;
  /** The app catalogue's translator (`t('common.warning')`). */
  t: Translate;
  /** The translator of a local catalogue (`messages(orgMessages)('saved', { name })`). */
  messages: <K extends string>(catalogue: Messages<K>) => LocalTranslate<K>;
  /** Dates, times and numbers in the current language. */
  format: Formatters;
}

/**
 * A notification's title or message, made from the current language each time the notification renders: so a
 * notification on screen follows the language switch. It is called while rendering, so it calls no hook. Text that
 * is not the app's (a server's message) is returned as it is.
 */
export type NoticeText = (language: NoticeLanguage) => ReactNode;

/** A notification of `notify`: Mantine's, with a title and a message made in the current language. */
export interface NoticeData extends Omit<NotificationData, 'title' | 'message'> {
  title?: NoticeText | undefined;
  message: NoticeText;
}

/** The current language for a notification's text (see `NoticeText`). */
function useNoticeLanguage(): NoticeLanguage {
  const locale = useLocale();
  const t = useT();
  const format = useFormat();
  return useMemo(
    () => ({
      locale,
      t,
      format,
      messages: <K extends string>(catalogue: Messages<K>) => createLocalTranslator(catalogue, locale),
    }),
    [locale, t, format],
  );
}

/** A notification's title or message in the current language: re-rendered when the language changes. */
export function NoticeTextInLanguage({ text }: { text: NoticeText }) {
  const language = useNoticeLanguage();
  return <>{text(language)}</>;
}

/**
 * Shows a notification (Mantine's, announced as an alert) whose title and message are made in the current language
 * when it renders, not when it is shown: one still on screen when the user switches the language reads in the new
 * one. The app's one way to show a notification; returns its id.
 *
 * ```tsx
 * notify({ color: 'green', message: ({ messages }) => messages(orgMessages)('saved', { name: org.name }) });
 * ```
 */
export function notify({ title, message, ...options }: NoticeData): string {
  return notifications.show({
    ...options,
    title: title ? <NoticeTextInLanguage text={title} /> : undefined,
    message: <NoticeTextInLanguage text={message} />,
  });
}

/** Takes away a notification `notify` showed (by the id it returned). */
export function dismissNotice(id: string): void {
  notifications.hide(id);
}
