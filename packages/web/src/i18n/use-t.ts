import { useMemo } from 'react';
import { useAtomSnapshot } from '../platform/atom-snapshot';
import { type Locale, localeAtom } from './locale';
import { createTranslator, type Translate } from './translate';

/** The current locale ('en' or 'zh-CN'). */
export function useLocale(): Locale {
  return useAtomSnapshot(localeAtom);
}

/** The translator of the current locale: `t('common.ok')`, `t('pagination.total', { total: 42 })`. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => createTranslator(locale), [locale]);
}
