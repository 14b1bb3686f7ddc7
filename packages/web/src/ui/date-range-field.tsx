import { CloseButton, Input, InputBase, Popover, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { lazyChunk } from '../platform/chunk';
import { FIT_IN_WINDOW } from './fit-in-window';
import { PartSuspense } from './part-suspense';
import type { DayRange } from './range-calendar';

export type { DayRange } from './range-calendar';

// The calendar (Mantine's date picker and dayjs) loads with its own code the first time the field opens.
const RangeCalendar = lazyChunk(() => import('./range-calendar'));

/** Props of DateRangeField. */
export interface DateRangeFieldProps {
  label: string;
  /** What an empty range means ("All time"), shown in the field while nothing is picked. */
  placeholder: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  /** The days picked (YYYY-MM-DD), first and last; both null for none. */
  value: DayRange;
  onChange: (range: [string | null, string | null]) => void;
  w?: number;
  /**
   * Only days up to today (in China, the system's date) can be picked: a range of statistics, which count what has
   * happened (a period in the future read as zeros, with nothing to say why).
   */
  upToToday?: boolean;
}

/** How a range reads in the field: '2026-06-01 – 2026-06-10', or the first day alone while the last is not picked. */
const rangeText = ([from, to]: DayRange): string | null => {
  if (from === null) return null;
  return to === null ? from : `${from} – ${to}`;
};

/**
 * A date-range filter field: a button showing the range (or the placeholder) that opens a calendar, a clear button
 * once a day is picked. One day is a valid range (pick the same day twice). The calendar closes once both days are
 * picked; closing it with only the first day picked clears the range, so a half range never lingers.
 */
export function DateRangeField({
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  w,
  upToToday = false,
}: DateRangeFieldProps) {
  const [opened, dropdown] = useDisclosure(false);
  const field = useRef<HTMLButtonElement>(null);
  const text = rangeText(value);
  const close = () => {
    if (value[0] !== null && value[1] === null) onChange([null, null]);
    dropdown.close();
  };
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      position="bottom-start"
      {...FIT_IN_WINDOW}
      trapFocus
      returnFocus={false}
    >
      <Popover.Target>
        <InputBase
          ref={field}
          component="button"
          type="button"
          pointer
          label={label}
          w={w}
          onClick={dropdown.toggle}
          rightSection={
            text === null ? undefined : (
              <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange([null, null])} />
            )
          }
          rightSectionPointerEvents={text === null ? 'none' : 'all'}
          // The placeholder is a real element here (not ::placeholder): keep it at the dimmed text's AA contrast.
          styles={{ input: { textAlign: 'start' } }}
        >
          {text ?? <Input.Placeholder c="dimmed">{placeholder}</Input.Placeholder>}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown>
        <PartSuspense fallback={<Skeleton width={252} height={280} aria-hidden />}>
          <RangeCalendar
            value={value}
            upToToday={upToToday}
            onChange={(next) => {
              onChange(next);
              if (next[0] !== null && next[1] !== null) {
                dropdown.close();
                // The day picked goes with the calendar: the focus goes back to the field, not to the page's start.
                field.current?.focus();
              }
            }}
          />
        </PartSuspense>
      </Popover.Dropdown>
    </Popover>
  );
}
