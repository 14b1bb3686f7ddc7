import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { areaStatsParent, currentYear, type StatsFilter as SdkStatsFilter, userProvince } from '@mch/sdk';
import { useMemo, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { useCurrentUser, useWorkbench } from '../../platform/workbench-context';
import { PartSuspense } from '../../ui/part-suspense';
import { workbenchMessages } from './messages';
import SecondaryBlocks from './secondary-blocks';
import { EMPTY_STATS_FILTER, type StatsFilterValue } from './stats-filter-value';
import { StatsPanel } from './stats-panel';

export default function WorkbenchPage({ active }: PageProps) {
  const t = useMessages(workbenchMessages);
  const user = useCurrentUser();
  const wb = useWorkbench();
  const [filter, setFilter] = useState<StatsFilterValue>(EMPTY_STATS_FILTER);
  const [year] = useState(() => currentYear(wb.adapters.clock));
  const province = userProvince(user);
  const [start, end] = filter.period;
  // A period counts once both ends are picked (or neither).
  const complete = (start === null) === (end === null);
  const [applied, setApplied] = useState<SdkStatsFilter>({});
  const next = useMemo<SdkStatsFilter>(
    () => ({
      areaCode: filter.areaCode,
      startDate: start,
      endDate: end,
      unitId: filter.scope === 'unit' ? user.unitId : null,
    }),
    [filter.areaCode, start, end, filter.scope, user.unitId],
  );
  if (complete && JSON.stringify(next) !== JSON.stringify(applied)) setApplied(next);
  const parentArea = areaStatsParent(filter.areaCode, user);

  return (
    <Stack gap="md" pb="xl">
      <VisuallyHidden>
        <Title order={2}>{t('pageLabel')}</Title>
      </VisuallyHidden>
      <div>
        <Text fw={600} size="lg">
          {t('greeting', { name: user.nickName || user.userName })}
        </Text>
        {user.unitName && (
          <Text size="sm" c="dimmed">
            {t('greetingUnit', { unit: user.unitName })}
          </Text>
        )}
      </div>
      <StatsPanel
        filter={filter}
        onFilterChange={setFilter}
        applied={applied}
        province={province}
        active={active}
      />
      <PartSuspense>
        <SecondaryBlocks parentArea={parentArea} year={year} active={active} />
      </PartSuspense>
    </Stack>
  );
}
