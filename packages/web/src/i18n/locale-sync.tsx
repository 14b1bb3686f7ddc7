import { DatesProvider } from '@mantine/dates';
import { type ReactNode, useEffect } from 'react';
import 'dayjs/locale/zh-cn';
import type { Locale } from './locale';
import { useLocale } from './use-t';

const DAYJS_LOCALE: Readonly<Record<Locale, string>> = { en: 'en', 'zh-CN': 'zh-cn' };

/** Keeps the page in step with the chosen locale: `<html lang>` and the Mantine date pickers' language. */
export function LocaleSync({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[locale], firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}
