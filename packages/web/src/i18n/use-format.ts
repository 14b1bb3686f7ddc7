import { EMPTY_PLACEHOLDER } from '@mch/sdk';
import { useMemo } from 'react';
import { createFormatters, type Formatters } from './format';
import { useLocale } from './use-t';

/** Date, date-time and number formatters for the current locale ('-' for empty or invalid values). */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => createFormatters(locale, EMPTY_PLACEHOLDER), [locale]);
}
