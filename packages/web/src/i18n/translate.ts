import { type Catalogue, en, type MessageKey } from './en';
import type { Locale } from './locale';
import type { Message, MessageParams } from './types';
import { zhCN } from './zh-CN';

/** The catalogue of each locale. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, 'zh-CN': zhCN };

/** Translates a message key, filling `{name}` placeholders from `params` (`count` or `total` picks a plural form). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** True when `key` is one of the app's message keys (for keys that arrive as plain strings, e.g. from the SDK). */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(en, key);
}

/** Replaces each `{name}` with `params[name]`; unknown placeholders are left as they are. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

function pick(message: Message, locale: Locale, params?: MessageParams): string {
  if (typeof message === 'string') return message;
  const count = params?.count ?? params?.total;
  if (typeof count !== 'number') return message.other;
  const form = new Intl.PluralRules(locale).select(count);
  return message[form] ?? message.other;
}

const GROUPING: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * The params with their `count` and `total`, when numbers, grouped as every amount is (SPEC.md §2.6): '17,666'. The
 * plural form is picked from the numbers before this.
 */
export function groupedAmounts(params: MessageParams | undefined, locale: Locale): MessageParams | undefined {
  if (!params) return params;
  const { count, total } = params;
  if (typeof count !== 'number' && typeof total !== 'number') return params;
  GROUPING[locale] ??= new Intl.NumberFormat(locale);
  const grouped = GROUPING[locale];
  return {
    ...params,
    ...(typeof count === 'number' ? { count: grouped.format(count) } : {}),
    ...(typeof total === 'number' ? { total: grouped.format(total) } : {}),
  };
}

/** A translator for one locale; usable outside React (start-up screens, tests). */
export function createTranslator(locale: Locale): Translate {
  const catalogue = CATALOGUES[locale];
  return (key, params) => {
    return interpolate(pick(catalogue[key], locale, params), groupedAmounts(params, locale));
  };
}
