import { SimpleGrid } from '@mantine/core';
import type { StatsFilter as SdkStatsFilter, StatsFilterChoice, WorkbenchStats } from '@mch/sdk';
import { statsQueries } from '@mch/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { PartSuspense } from '../../ui/part-suspense';
import { BlockCard } from './block-card';
import { Figure } from './figure';
import { workbenchMessages } from './messages';
import { StatsFilter } from './stats-filter';

const FIGURES = [
  ['consultations', 'stats.consultations'],
  ['referrals', 'stats.referrals'],
  ['trainings', 'stats.trainings'],
  ['exams', 'stats.exams'],
  ['liveViews', 'stats.liveViews'],
  ['residentRecords', 'stats.residentRecords'],
] as const satisfies readonly (readonly [keyof WorkbenchStats, string])[];

/** Props of StatsPanel. */
export interface StatsPanelProps {
  filter: StatsFilterChoice;
  onFilterChange: (next: StatsFilterChoice) => void;
  /** The filter as sent: only complete periods count. */
  applied: SdkStatsFilter;
  province: string | null;
  active: boolean;
}

/** The statistics panel: its filter and the six figures of `/stats/all` for the applied filter. */
export function StatsPanel({ filter, onFilterChange, applied, province, active }: StatsPanelProps) {
  const t = useMessages(workbenchMessages);
  const wb = useWorkbench();
  // Read while the page is shown; the figures asked for at sign-in are taken, and the last figures stay on show
  // while those of a new filter load.
  const query = useQuery({
    ...statsQueries.summary(wb, applied),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  return (
    <BlockCard
      title={t('stats.title')}
      query={query}
      failedTitle={t('stats.failed')}
      skeletonHeight={58}
      toolbar={
        <PartSuspense>
          <StatsFilter value={filter} onChange={onFilterChange} province={province} active={active} />
        </PartSuspense>
      }
    >
      {(data) => (
        <SimpleGrid cols={6} spacing="md" aria-busy={query.isFetching || undefined}>
          {FIGURES.map(([field, label]) => (
            <Figure key={field} label={t(label)} value={data[field]} />
          ))}
        </SimpleGrid>
      )}
    </BlockCard>
  );
}
