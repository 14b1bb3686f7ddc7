import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { detectLocale, LOCALE_STORAGE_KEY, localeAtom, localeFromLanguageTag } from './locale';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('detectLocale', () => {
  it('prefers the remembered locale', () => {
    expect(detectLocale({ storage: storageWith('zh-CN'), languages: ['en-US'] })).toBe('zh-CN');
    expect(detectLocale({ storage: storageWith('en'), languages: ['zh-CN'] })).toBe('en');
  });

  it('ignores a corrupt remembered value and falls back to the browser language', () => {
    expect(detectLocale({ storage: storageWith('"zh-CN"'), languages: ['zh-Hans-CN'] })).toBe('zh-CN');
    expect(detectLocale({ storage: storageWith('fr'), languages: ['fr-FR', 'en-GB'] })).toBe('en');
  });

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectLocale({ storage, languages: ['zh'] })).toBe('zh-CN');
  });

  it('uses English when no browser language has a catalogue', () => {
    expect(detectLocale({ storage: storageWith(null), languages: ['de-DE', 'ja'] })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });
});

describe('localeFromLanguageTag', () => {
  it('maps Chinese and English variants', () => {
    expect(localeFromLanguageTag('zh-TW')).toBe('zh-CN');
    expect(localeFromLanguageTag('en_US')).toBe('en');
    expect(localeFromLanguageTag('es')).toBeUndefined();
  });
});

describe('localeAtom', () => {
  it('starts from localStorage and remembers a new choice', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    const store = createStore();
    expect(store.get(localeAtom)).toBe('zh-CN');
    store.set(localeAtom, 'en');
    expect(store.get(localeAtom)).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('ignores values that are not locales', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const store = createStore();
    store.set(localeAtom, 'klingon');
    expect(store.get(localeAtom)).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});
