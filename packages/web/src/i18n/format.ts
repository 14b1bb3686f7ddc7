import { parseMoment, SYSTEM_TIME_ZONE } from '@mch/sdk';
import type { Locale } from './locale';

/** What the formatters accept as a moment: a Date, epoch milliseconds, or a date string ('2024-01-05 14:30:00', ISO). */
export type DateInput = Date | number | string | null | undefined;

/** Locale-aware formatters for dates, date-times and numbers (empty or invalid input gives `placeholder`). */
export interface Formatters {
  locale: Locale;
  /** A calendar date: 'Jan 5, 2024' / '2024年1月5日'. */
  date(value: DateInput): string;
  /** A date and time (24-hour clock): 'Jan 5, 2024, 14:30' / '2024年1月5日 14:30'. */
  dateTime(value: DateInput): string;
  /** A number with the locale's grouping and decimal marks. */
  number(value: number | null | undefined, options?: Intl.NumberFormatOptions): string;
  /** A share or rate in percent, always with one decimal ('17.0', '51.1'), so a column of them lines up. */
  percent(value: number | null | undefined): string;
}

/** Parses a moment; undefined when it is empty or not a valid date. */
export function toDate(value: DateInput): Date | undefined {
  return parseMoment(value);
}

/**
 * Builds the formatters of one locale; `placeholder` is shown for empty or invalid values. Dates and times are shown
 * on the system's clock (China Standard Time, the SDK's `SYSTEM_TIME_ZONE`), whatever zone the browser is set to: a
 * backend's '2024-01-05 14:30:00' reads 14:30 everywhere, as its users in Hunan and Yunnan mean it.
 */
export function createFormatters(locale: Locale, placeholder: string): Formatters {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SYSTEM_TIME_ZONE });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    timeZone: SYSTEM_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  const numberFormat = new Intl.NumberFormat(locale);
  let percentFormat: Intl.NumberFormat | null = null;
  return {
    locale,
    date(value) {
      const d = toDate(value);
      return d ? dateFormat.format(d) : placeholder;
    },
    dateTime(value) {
      const d = toDate(value);
      return d ? dateTimeFormat.format(d) : placeholder;
    },
    number(value, options) {
      if (value === null || value === undefined || !Number.isFinite(value)) return placeholder;
      return options ? new Intl.NumberFormat(locale, options).format(value) : numberFormat.format(value);
    },
    percent(value) {
      if (value === null || value === undefined || !Number.isFinite(value)) return placeholder;
      percentFormat ??= new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return percentFormat.format(value);
    },
  };
}
