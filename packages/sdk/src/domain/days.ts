/**
 * Calendar days as the date pickers and the backends write them ('YYYY-MM-DD'), and the day ranges the lists and
 * statistics are filtered by.
 */

/** A date range as a date picker gives it: 'YYYY-MM-DD' days, either end may be open (null). */
export type DayRange = readonly [string | null | undefined, string | null | undefined];

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day ('YYYY-MM-DD') a value starts with, or null when it is not a real day. */
export function toDay(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const [day, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const real =
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d);
  return real ? day : null;
}

/** The day itself when it is a real calendar day written 'YYYY-MM-DD' (and nothing more), otherwise null. */
export function calendarDay(value: string | null | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return toDay(text) === text ? text : null;
}
