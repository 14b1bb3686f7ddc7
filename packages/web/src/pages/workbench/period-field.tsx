import { useMessages } from '../../i18n/define-messages';
import { DateRangeField, type DayRange } from '../../ui/date-range-field';
import { workbenchMessages } from './messages';

interface PeriodFieldProps {
  value: DayRange;
  onChange: (period: [string | null, string | null]) => void;
}

/** The period of the statistics filter: a date range (YYYY-MM-DD), clearable, one day allowed. */
export default function PeriodField({ value, onChange }: PeriodFieldProps) {
  const t = useMessages(workbenchMessages);
  return (
    <DateRangeField
      label={t('stats.period')}
      placeholder={t('stats.periodPlaceholder')}
      clearLabel={t('stats.clearPeriod')}
      value={value}
      onChange={onChange}
      w={240}
      upToToday
    />
  );
}
