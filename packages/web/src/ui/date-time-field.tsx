import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useId } from 'react';
import { DatesLocale, useCalendarLabels } from '../i18n/dates-locale';

/**
 * Mantine's date-and-time picker in the user's language (week from Monday). The date pickers are used only in
 * forms and filters that load with their own code, so their language is given here rather than around the app.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const labels = useCalendarLabels();
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <DatesLocale>
      {/*
       * The calendar's dialog is named by its field: Mantine labels it by the id its popover gives the field's
       * button, which the field's own id replaces; the popover is given the field's id.
       */}
      <DateTimePicker {...labels} {...props} id={id} popoverProps={{ ...props.popoverProps, id }} />
    </DatesLocale>
  );
}
