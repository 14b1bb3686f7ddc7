import { type ReactNode, useEffect } from 'react';
import { useLocale } from './use-t';

/**
 * Keeps the page in step with the chosen locale: `<html lang>`. (The date pickers' language is set by the part
 * scope around every part that shows one, src/app/part-scope.tsx.)
 */
export function LocaleSync({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <>{children}</>;
}
