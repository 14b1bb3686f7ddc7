import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { systemDate } from '@mch/sdk';
import dayjs from 'dayjs';
import { type MouseEvent, useId, useState } from 'react';
import { useT } from '../i18n';
import { DatesLocale, useCalendarLabels } from '../i18n/dates-locale';
import { FIT_IN_WINDOW } from './fit-in-window';

/**
 * A click on a time box (hours, minutes, seconds) keeps its whole value selected, so the digits typed next replace
 * it. Mantine selects the box on focus and on click, but when the press lands in a box whose value is already
 * selected the browser collapses that selection as the button comes up, to a caret between the two digits: typing
 * 1430 into an hour box clicked right after picking the day gave 10:00, and 2359 in the end time gave 03:09.
 * Without the release's default action the selection stays.
 */
const TIME_BOX = {
  onMouseUp: (event: MouseEvent<HTMLInputElement>) => event.preventDefault(),
};

/** The day (YYYY-MM-DD) of a picker's value ('2026-03-07 08:00:00' or a Date); null for none. */
function dayOf(value: DateTimePickerProps['value']): string | null {
  if (typeof value === 'string') return value === '' ? null : value.slice(0, 10);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return dayjs(value).format('YYYY-MM-DD');
  return null;
}

/**
 * Mantine's date-and-time picker in the user's language (week from Monday). The date pickers are used only in
 * forms and filters that load with their own code, so their language is given here rather than around the app.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const chosen = dayOf(props.value);
  const labels = useCalendarLabels({ first: chosen, last: chosen });
  const t = useT();
  const ownId = useId();
  const id = props.id ?? ownId;
  const timePickerProps = props.timePickerProps;
  // An empty field's calendar opens on this month in China, the system's, not the computer's.
  const [today] = useState(() => systemDate(Date.now()));
  return (
    <DatesLocale>
      {/*
       * The calendar's dialog is named by its field: Mantine labels it by the id its popover gives the field's
       * button, which the field's own id replaces; the popover is given the field's id.
       */}
      <DateTimePicker
        {...labels}
        {...props}
        defaultDate={props.defaultDate ?? (props.value ? undefined : today)}
        id={id}
        // Closing the calendar (its 'Use this date and time' included, not only Escape) gives the focus back to the
        // field: it fell to the page's body, and the next Tab went to the header behind the form's dialog.
        popoverProps={{ returnFocus: true, ...FIT_IN_WINDOW, ...props.popoverProps, id }}
        timePickerProps={{
          // The time boxes are named (a screen reader said only their placeholder, '--').
          hoursInputLabel: t('calendar.hours'),
          minutesInputLabel: t('calendar.minutes'),
          secondsInputLabel: t('calendar.seconds'),
          ...timePickerProps,
          hoursInputProps: { ...timePickerProps?.hoursInputProps, ...TIME_BOX },
          minutesInputProps: { ...timePickerProps?.minutesInputProps, ...TIME_BOX },
          secondsInputProps: { ...timePickerProps?.secondsInputProps, ...TIME_BOX },
        }}
      />
    </DatesLocale>
  );
}
