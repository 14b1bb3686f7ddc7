import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { systemDate } from '@mch/sdk';
import { useState } from 'react';
import { DatesLocale, useCalendarLabels } from '../i18n/dates-locale';

/** A range of days (YYYY-MM-DD), first and last; null where not picked. */
export type DayRange = readonly [string | null, string | null];

const day = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The calendar of DateRangeField, in its own chunk: a range of days, one day allowed, in the user's language. */
export default function RangeCalendar({
  value,
  onChange,
  upToToday = false,
}: {
  value: DayRange;
  onChange: (range: [string | null, string | null]) => void;
  /** Days after today (in China) are disabled. */
  upToToday?: boolean;
}) {
  // A single day picked so far (or allowed as the whole range) reads as chosen, a period's ends as its first and last.
  const labels = useCalendarLabels({ first: value[0], last: value[1] ?? value[0] });
  // Without a range it opens on this month in China, the system's, not the computer's (see the SDK's system time).
  const [today] = useState(() => systemDate(Date.now()));
  return (
    <DatesLocale>
      <DatePicker
        {...labels}
        type="range"
        allowSingleDateInRange
        maxDate={upToToday ? today : undefined}
        defaultDate={value[0] ?? value[1] ?? today}
        value={[value[0], value[1]]}
        onChange={(next: DatesRangeValue<string>) => onChange([day(next[0]), day(next[1])])}
      />
    </DatesLocale>
  );
}
