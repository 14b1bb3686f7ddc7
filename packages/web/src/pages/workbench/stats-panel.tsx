import { SimpleGrid, Skeleton } from '@mantine/core';
import type { StatsFilter as SdkStatsFilter, WorkbenchStats } from '@mch/sdk';
import { useEffect, useSyncExternalStore } from 'react';
import { markPrimaryContentShown } from '../../app/deferred-load';
import { lazyPart } from '../../app/lazy-part';
import { useMessages } from '../../i18n/define-messages';
import { PartSuspense } from '../../ui/part-suspense';
import { BlockCard } from './block-card';
import { Figure } from './figure';
import { workbenchMessages } from './messages';
import type { StatsFilterProps } from './stats-filter';
import type { StatsFilterValue } from './stats-filter-value';
import { useStatsAll } from './use-stats-flow';

// The filter (area cascader, date picker) is not needed to show the statistics: it loads after them.
const StatsFilter = lazyPart<StatsFilterProps>(
  () => import('./stats-filter').then((m) => ({ default: m.StatsFilter })),
  { deferred: true },
);

/** Height of the filter row (labels above the fields), kept by its placeholder while the filter loads. */
const FILTER_HEIGHT = 59;

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
  filter: StatsFilterValue;
  onFilterChange: (next: StatsFilterValue) => void;
  /** The filter as sent: only complete periods count. */
  applied: SdkStatsFilter;
  province: string | null;
  active: boolean;
}

/** The statistics panel: its filter and the six figures of `/stats/all` for the applied filter. */
export function StatsPanel({ filter, onFilterChange, applied, province, active }: StatsPanelProps) {
  const t = useMessages(workbenchMessages);
  const all = useStatsAll();
  const snapshot = useSyncExternalStore(all.subscribe, all.getSnapshot, all.getSnapshot);
  // Asked for while the page is shown: a prefetched answer (session start) is taken, a page shown again reloads.
  useEffect(() => {
    if (active) all.request(applied);
  }, [all, applied, active]);
  const query = { ...snapshot, refetch: all.refetch };
  // The statistics are the landing's main content: what the page defers loads once they have been shown.
  const settled = snapshot.data !== undefined || snapshot.isError;
  useEffect(() => {
    if (settled) markPrimaryContentShown();
  }, [settled]);
  return (
    <BlockCard
      title={t('stats.title')}
      query={query}
      failedTitle={t('stats.failed')}
      skeletonHeight={58}
      toolbar={
        <PartSuspense fallback={<Skeleton height={FILTER_HEIGHT} aria-hidden />}>
          <StatsFilter value={filter} onChange={onFilterChange} province={province} active={active} />
        </PartSuspense>
      }
    >
      {(data) => (
        // `data-bench`: the benchmark's landing time ends when the statistics are shown (scripts/bench.mjs).
        <SimpleGrid cols={6} spacing="md" aria-busy={query.isFetching || undefined} data-bench="stats-ready">
          {FIGURES.map(([field, label]) => (
            <Figure key={field} label={t(label)} value={data[field]} />
          ))}
        </SimpleGrid>
      )}
    </BlockCard>
  );
}
