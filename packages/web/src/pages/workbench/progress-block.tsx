import { statsQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { useStageLabels } from '../../ui/charts/stage-labels';
import { EmptyState } from '../../ui/empty-state';
import { BlockCard } from './block-card';
import { blocksMessages } from './blocks-messages';
import { progressChartHeight } from './chart-sizes';
import { ProgressChart, usePreloadCharts } from './lazy-charts';

/** The work progress monitor (`/stats/myWorkProgressMonitoring`): items at each stage, as bars. */
export function ProgressBlock({ active }: { active: boolean }) {
  const t = useMessages(blocksMessages);
  const wb = useWorkbench();
  const named = useStageLabels();
  const query = useQuery({
    ...statsQueries.progress(wb),
    enabled: active,
  });
  usePreloadCharts(active);
  return (
    <BlockCard
      title={t('progress.title')}
      query={query}
      failedTitle={t('progress.failed')}
      skeletonHeight={progressChartHeight(5)}
    >
      {(data) =>
        data.length === 0 ? (
          <EmptyState title={t('progress.empty')} py="lg" />
        ) : (
          <ProgressChart
            data={named(data)}
            label={t('progress.chartLabel')}
            stageLabel={t('progress.title')}
            countLabel={t('progress.count')}
          />
        )
      }
    </BlockCard>
  );
}
