import { type ReactNode, useEffect } from 'react';
import { useLocale } from './use-t';

/**
 * Keeps the page in step with the chosen locale: `<html lang>`. (The date pickers' language is DatesLocale's, given
 * by the app's providers.)
 */
export function LocaleSync({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <>{children}</>;
}
