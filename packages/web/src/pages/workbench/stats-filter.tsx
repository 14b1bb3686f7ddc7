import { Button, Group, Input, SegmentedControl, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { deferredImport } from '../../app/deferred-load';
import { useMessages } from '../../i18n/define-messages';
import { DeferredAreaCascader as AreaCascader } from '../../ui/deferred-area-cascader';
import { workbenchMessages } from './messages';

// The date picker (with its calendar) is not needed to show the statistics: it loads after them.
const PeriodField = lazy(deferredImport(() => import('./period-field')));

/** The statistics filter as the user sets it. */
export interface StatsFilterValue {
  /** The chosen area (any level) or null for the whole province of the user. */
  areaCode: string | null;
  /** The period ('YYYY-MM-DD' each); either end may be open while the user picks. */
  period: [string | null, string | null];
  /** All units of the area, or only the user's unit. */
  scope: 'area' | 'unit';
}

/** The filter the page starts with: the user's province, all time, all units. */
export const EMPTY_STATS_FILTER: StatsFilterValue = { areaCode: null, period: [null, null], scope: 'area' };

/** Props of StatsFilter. */
export interface StatsFilterProps {
  value: StatsFilterValue;
  onChange: (next: StatsFilterValue) => void;
  /** The province the area tree starts from ('43', '53'), or null for the country. */
  province: string | null;
  /** False while the page is hidden: the area tree is not read. */
  active: boolean;
}

/** The statistics filter: area (cascader), period (date range) and units (all / mine). */
export function StatsFilter({ value, onChange, province, active }: StatsFilterProps) {
  const t = useMessages(workbenchMessages);
  const dirty =
    value.areaCode !== null || value.period[0] !== null || value.period[1] !== null || value.scope !== 'area';
  return (
    <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={t('stats.filter')}>
      <Input.Wrapper label={t('stats.area')} labelElement="div">
        <AreaCascader
          label={t('stats.area')}
          initialArea={province}
          value={value.areaCode}
          onChange={(areaCode) => onChange({ ...value, areaCode })}
          columnWidth={130}
          enabled={active}
        />
      </Input.Wrapper>
      <Suspense
        fallback={
          <TextInput
            label={t('stats.period')}
            placeholder={t('stats.periodPlaceholder')}
            w={240}
            disabled
            readOnly
          />
        }
      >
        <PeriodField value={value.period} onChange={(period) => onChange({ ...value, period })} />
      </Suspense>
      <Input.Wrapper label={t('stats.scope')} labelElement="div">
        <SegmentedControl
          style={{ display: 'flex' }}
          aria-label={t('stats.scope')}
          value={value.scope}
          onChange={(scope) => onChange({ ...value, scope: scope === 'unit' ? 'unit' : 'area' })}
          data={[
            { value: 'area', label: t('stats.scope.area') },
            { value: 'unit', label: t('stats.scope.unit') },
          ]}
        />
      </Input.Wrapper>
      <Button variant="default" onClick={() => onChange(EMPTY_STATS_FILTER)} disabled={!dirty}>
        {t('stats.reset')}
      </Button>
    </Group>
  );
}
