import { Stack, Text } from '@mantine/core';
import {
  areaStatsParent,
  EMPTY_STATS_FILTER_CHOICE,
  type StatsFilter,
  type StatsFilterChoice,
  statsFilterOfChoice,
  userProvince,
} from '@mch/sdk';
import { useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { useCurrentYear } from '../../platform/use-current-year';
import { useCurrentUser } from '../../platform/workbench-context';
import { PageTitle } from '../../ui/page-title';
import { PartSuspense } from '../../ui/part-suspense';
import { workbenchMessages } from './messages';
import SecondaryBlocks from './secondary-blocks';
import { StatsPanel } from './stats-panel';

export default function WorkbenchPage({ active }: PageProps) {
  const t = useMessages(workbenchMessages);
  const user = useCurrentUser();
  const [filter, setFilter] = useState<StatsFilterChoice>(EMPTY_STATS_FILTER_CHOICE);
  const year = useCurrentYear();
  const province = userProvince(user);
  // The request of the filter as set: the last complete one stays while a period is being picked.
  const [applied, setApplied] = useState<StatsFilter>({});
  const next = statsFilterOfChoice(filter, user);
  if (next !== null && JSON.stringify(next) !== JSON.stringify(applied)) setApplied(next);
  const parentArea = areaStatsParent(filter.areaCode, user);

  return (
    <Stack gap="md" pb="xl">
      <PageTitle hidden>{t('pageLabel')}</PageTitle>
      <div>
        <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
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
