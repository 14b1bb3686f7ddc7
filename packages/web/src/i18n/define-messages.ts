import { useMemo } from 'react';
import type { Locale } from './locale';
import { groupedAmounts, interpolate } from './translate';
import type { Message, MessageParams } from './types';
import { useLocale } from './use-t';

/** A feature's or page's own catalogue: the same keys in English and Simplified Chinese. */
export interface Messages<K extends string> {
  readonly en: Readonly<Record<K, Message>>;
  readonly 'zh-CN': Readonly<Record<K, Message>>;
}

/** Translates one key of a local catalogue, filling `{name}` placeholders (`count`/`total` pick a plural form). */
export type LocalTranslate<K extends string> = (key: K, params?: MessageParams) => string;

/**
 * Declares a local catalogue (a `messages.ts` beside a feature or page). The zh-CN catalogue must have exactly
 * the keys of the English one; a missing or extra key is a type error.
 */
export function defineMessages<K extends string>(messages: {
  en: Record<K, Message>;
  'zh-CN': Record<NoInfer<K>, Message>;
}): Messages<K> {
  return messages;
}

function pick(message: Message | undefined, locale: Locale, params?: MessageParams): string {
  if (message === undefined) return '';
  if (typeof message === 'string') return message;
  const count = params?.count ?? params?.total;
  if (typeof count !== 'number') return message.other;
  const form = new Intl.PluralRules(locale).select(count);
  return message[form] ?? message.other;
}

/** A translator of a local catalogue for one locale; usable outside React (tests, notifications). */
export function createLocalTranslator<K extends string>(
  messages: Messages<K>,
  locale: Locale,
): LocalTranslate<K> {
  const catalogue = messages[locale];
  return (key, params) =>
    interpolate(pick(catalogue[key] ?? messages.en[key], locale, params), groupedAmounts(params, locale));
}

/** The translator of a local catalogue in the current locale: `const t = useMessages(messages); t('title')`. */
export function useMessages<K extends string>(messages: Messages<K>): LocalTranslate<K> {
  const locale = useLocale();
  return useMemo(() => createLocalTranslator(messages, locale), [messages, locale]);
}
