import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import 'dayjs/locale/zh-cn';
import type { Locale } from './locale';
import { useFormat } from './use-format';
import { useLocale, useT } from './use-t';

const DAYJS_LOCALE: Readonly<Record<Locale, string>> = { en: 'en', 'zh-CN': 'zh-cn' };

/** The Mantine date pickers' language and first day of the week, following the chosen locale. */
export function DatesLocale({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[locale], firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}

/** How the calendar heads a month and a year in each language (dayjs formats): '2026年11月' in Chinese. */
const HEADINGS: Readonly<Record<Locale, { month: string; year: string }>> = {
  en: { month: 'MMMM YYYY', year: 'YYYY' },
  'zh-CN': { month: 'YYYY年M月', year: 'YYYY年' },
};

/** The days a calendar shows as chosen (YYYY-MM-DD): one day (first and last the same), or a period's ends. */
export interface ChosenDays {
  first: string | null;
  last: string | null;
}

/**
 * The props that make a Mantine calendar speak the user's language beyond its month and day names: the month and
 * year headings as the language writes them, named previous and next buttons, and each day's name as the app writes
 * dates, saying which is chosen (Mantine shows it by colour only: a screen reader said nothing of it).
 */
export function useCalendarLabels(chosen: ChosenDays = { first: null, last: null }) {
  const locale = useLocale();
  const t = useT();
  const format = useFormat();
  const dayName = (date: string): string => {
    const day = format.date(date);
    const day10 = date.slice(0, 10);
    const first = day10 === chosen.first;
    const last = day10 === chosen.last;
    if (first && last) return t('calendar.dayChosen', { day });
    if (first) return t('calendar.firstDayChosen', { day });
    if (last) return t('calendar.lastDayChosen', { day });
    return day;
  };
  return {
    monthLabelFormat: HEADINGS[locale].month,
    yearLabelFormat: HEADINGS[locale].year,
    getDayAriaLabel: dayName,
    ariaLabels: {
      previousMonth: t('calendar.previousMonth'),
      nextMonth: t('calendar.nextMonth'),
      previousYear: t('calendar.previousYear'),
      nextYear: t('calendar.nextYear'),
      previousDecade: t('calendar.previousDecade'),
      nextDecade: t('calendar.nextDecade'),
      // The heading buttons (which open the months of the year, the years of the decade) are named by what they
      // show ('November 2026'): a name other than the visible text fails those who speak or read it (WCAG 2.5.3).
    },
  };
}
