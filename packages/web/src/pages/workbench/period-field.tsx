import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMessages } from '../../i18n/define-messages';
import { workbenchMessages } from './messages';

const day = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

interface PeriodFieldProps {
  value: readonly [string | null, string | null];
  onChange: (period: [string | null, string | null]) => void;
}

/** The period of the statistics filter: a date range (YYYY-MM-DD), clearable, one day allowed. */
export default function PeriodField({ value, onChange }: PeriodFieldProps) {
  const t = useMessages(workbenchMessages);
  return (
    <DatePickerInput
      type="range"
      label={t('stats.period')}
      placeholder={t('stats.periodPlaceholder')}
      value={[value[0], value[1]]}
      onChange={(next: DatesRangeValue<string>) => onChange([day(next[0]), day(next[1])])}
      clearable
      clearButtonProps={{ 'aria-label': t('stats.clearPeriod') }}
      allowSingleDateInRange
      valueFormat="YYYY-MM-DD"
      w={240}
      // The placeholder says what an empty period means, so it keeps the contrast of dimmed text.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}
