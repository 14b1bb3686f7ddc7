import { Group, Input, SegmentedControl } from '@mantine/core';
import { EMPTY_STATS_FILTER_CHOICE, type StatsFilterChoice } from '@mch/sdk';
import { useMessages } from '../../i18n/define-messages';
import { AreaCascader } from '../../ui/area-cascader';
import { ResetButton } from '../../ui/reset-button';
import { workbenchMessages } from './messages';
import PeriodField from './period-field';

/** Props of StatsFilter. */
export interface StatsFilterProps {
  value: StatsFilterChoice;
  onChange: (next: StatsFilterChoice) => void;
  /** The province the area tree starts from ('43', '53'), or null for the country. */
  province: string | null;
  /** False while the page is hidden: the area tree is not read. */
  active: boolean;
}

/**
 * The statistics filter: area (cascader), period (date range) and units (all / mine). Not needed to show the
 * statistics: the panel loads it (with the date picker and the area calls) after them.
 */
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
      <PeriodField value={value.period} onChange={(period) => onChange({ ...value, period })} />
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
      <ResetButton dirty={dirty} onReset={() => onChange(EMPTY_STATS_FILTER_CHOICE)}>
        {t('stats.reset')}
      </ResetButton>
    </Group>
  );
}
