export type { Catalogue, MessageKey } from './en';
export { createFormatters, type DateInput, type Formatters, toDate } from './format';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export {
  detectLocale,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  localeAtom,
  localeFromLanguageTag,
} from './locale';
export { LocaleSync } from './locale-sync';
export { CATALOGUES, createTranslator, interpolate, isMessageKey, type Translate } from './translate';
export type { Message, MessageParams, PluralMessage } from './types';
export { useFormat } from './use-format';
export { useLocale, useT } from './use-t';
