import { atom } from 'jotai';

/** The locales the app ships catalogues for. */
export const LOCALES = ['en', 'zh-CN'] as const;

/** One of the app's locales. */
export type Locale = (typeof LOCALES)[number];

/** The localStorage key that remembers the chosen locale. */
export const LOCALE_STORAGE_KEY = 'mch.locale';

/** True when `value` is one of the app's locales (exact spelling). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a browser language tag (zh, zh-CN, zh-Hans-CN, en-GB, …) to the closest app locale, if any. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en';
  return undefined;
}

/** Where the initial locale is read from (the browser by default; tests pass their own). */
export interface LocaleSources {
  storage?: Pick<Storage, 'getItem'> | undefined;
  languages?: readonly string[] | undefined;
}

function browserSources(): LocaleSources {
  let storage: Pick<Storage, 'getItem'> | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  const nav = globalThis.navigator;
  const languages = nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [];
  return { storage, languages };
}

/**
 * The locale to start with: the remembered one (localStorage 'mch.locale') when it is valid, else the first
 * browser language the app has a catalogue for, else English. Corrupt stored values are ignored.
 */
export function detectLocale(sources: LocaleSources = browserSources()): Locale {
  let stored: string | null = null;
  try {
    stored = sources.storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isLocale(stored)) return stored;
  for (const tag of sources.languages ?? []) {
    if (typeof tag !== 'string') continue;
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}

const chosenLocaleAtom = atom<Locale | null>(null);

/**
 * The current locale. Reading it the first time detects it (see `detectLocale`); writing it switches the app's
 * language and remembers the choice in localStorage. Invalid values are ignored.
 */
export const localeAtom = atom(
  (get): Locale => get(chosenLocaleAtom) ?? detectLocale(),
  (_get, set, next: unknown) => {
    if (!isLocale(next)) return;
    set(chosenLocaleAtom, next);
    rememberLocale(next);
  },
);
