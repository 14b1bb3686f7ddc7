import { SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { areaStatsParent, currentYear, type StatsFilter as SdkStatsFilter, userProvince } from '@mch/sdk';
import { useMemo, useState } from 'react';
import type { PageProps } from '../../app/page-props';
import { useCurrentUser, useWorkbench } from '../../app/workbench-context';
import { ConsultationCard } from '../../features/consultation';
import { LiveCard } from '../../features/live';
import { SubsystemsCard } from '../../features/subsystems';
import { useMessages } from '../../i18n/define-messages';
import { AreaStatsBlock } from './area-stats-block';
import { ExamsBlock } from './exams-block';
import { LiveFiguresBlock } from './live-figures-block';
import { workbenchMessages } from './messages';
import { MyWorkBlock } from './my-work-block';
import { ProgressBlock } from './progress-block';
import { EMPTY_STATS_FILTER, type StatsFilterValue } from './stats-filter';
import { StatsPanel } from './stats-panel';
import { TrainingBlock } from './training-block';

/**
 * The workbench landing page: the statistics panel with its filter, the figures by area, the user's consultation
 * work and the progress monitor, exam, training and live figures, and the cards of teleconsultation, live
 * training and the exam and training subsystems. Every block loads, fails and retries on its own.
 */
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
      <SimpleGrid cols={2} spacing="md">
        <AreaStatsBlock parentArea={parentArea} active={active} />
        <Stack gap="md">
          <MyWorkBlock active={active} />
          <ProgressBlock active={active} />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="md">
        <ExamsBlock active={active} />
        <TrainingBlock active={active} />
        <LiveFiguresBlock year={year} active={active} />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="md">
        <ConsultationCard />
        <LiveCard active={active} />
        <SubsystemsCard />
      </SimpleGrid>
    </Stack>
  );
}
