import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import 'dayjs/locale/zh-cn';
import type { Locale } from './locale';
import { useLocale } from './use-t';

const DAYJS_LOCALE: Readonly<Record<Locale, string>> = { en: 'en', 'zh-CN': 'zh-cn' };

/** The Mantine date pickers' language and first day of the week, following the chosen locale. */
export function DatesLocale({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[locale], firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}
