import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { DatesLocale, useCalendarLabels } from '../i18n/dates-locale';

/**
 * Mantine's date-and-time picker in the user's language (week from Monday). The date pickers are used only in
 * forms and filters that load with their own code, so their language is given here rather than around the app.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const labels = useCalendarLabels();
  return (
    <DatesLocale>
      <DateTimePicker {...labels} {...props} />
    </DatesLocale>
  );
}
