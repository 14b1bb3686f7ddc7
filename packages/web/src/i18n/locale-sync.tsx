import { type ReactNode, useEffect } from 'react';
import { useLocale } from './use-t';

/**
 * Keeps the page in step with the chosen locale: `<html lang>`. (The date pickers take theirs from DatesLocale, around
 * each picker: ui/date-range-field, ui/date-time-field.)
 */
export function LocaleSync({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <>{children}</>;
}
