import { Text } from '@mantine/core';
import { statsQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { BlockCard, STATIC_BLOCK } from './block-card';
import { blocksMessages } from './blocks-messages';
import { areaChartHeight } from './chart-sizes';
import { AreaStatsChart, usePreloadCharts } from './lazy-charts';

/** Props of AreaStatsBlock. */
export interface AreaStatsBlockProps {
  /** The area whose children are compared (12 digits), or null when the user has no area. */
  parentArea: string | null;
  active: boolean;
}

/** Consultations and referrals of each child area of the chosen area (`/stats/areaStats`), as a bar chart. */
export function AreaStatsBlock({ parentArea, active }: AreaStatsBlockProps) {
  const t = useMessages(blocksMessages);
  const wb = useWorkbench();
  const query = useQuery({
    ...statsQueries.areas(wb, parentArea ?? ''),
    enabled: active && parentArea !== null,
  });
  usePreloadCharts(active && parentArea !== null);
  if (parentArea === null) {
    return (
      <BlockCard title={t('area.title')} query={STATIC_BLOCK} failedTitle={t('area.failed')}>
        {() => <Text c="dimmed">{t('area.noArea')}</Text>}
      </BlockCard>
    );
  }
  return (
    <BlockCard
      title={t('area.title')}
      query={query}
      failedTitle={t('area.failed')}
      skeletonHeight={areaChartHeight(14)}
      // GET /stats/areaStats takes the area only (SPEC.md §7.1): say so beside the filter's period.
      toolbar={
        <Text size="sm" c="dimmed">
          {t('area.allTime')}
        </Text>
      }
    >
      {(data) =>
        data.length === 0 ? (
          <EmptyState title={t('area.empty')} py="lg" />
        ) : (
          <AreaStatsChart
            data={data}
            label={t('area.chartLabel')}
            areaLabel={t('area.area')}
            consultationsLabel={t('area.consultations')}
            referralsLabel={t('area.referrals')}
          />
        )
      }
    </BlockCard>
  );
}
