import { Box, Group, Stack } from '@mantine/core';
import { statsQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { BlockCard } from './block-card';
import { blocksMessages } from './blocks-messages';
import { Figure } from './figure';
import { MyWorkChart, usePreloadCharts } from './lazy-charts';

/** The current user's consultations by state (`/stats/myWorkSingle`): a donut and the three counts. */
export function MyWorkBlock({ active }: { active: boolean }) {
  const t = useMessages(blocksMessages);
  const wb = useWorkbench();
  const query = useQuery({
    ...statsQueries.myWork(wb),
    enabled: active,
  });
  usePreloadCharts(active);
  return (
    <BlockCard title={t('myWork.title')} query={query} failedTitle={t('myWork.failed')} skeletonHeight={168}>
      {(data) => {
        const parts = [
          { name: t('myWork.pending'), value: data.pending, color: 'orange.6' },
          { name: t('myWork.inProgress'), value: data.inProgress, color: 'blue.6' },
          { name: t('myWork.finished'), value: data.finished, color: 'teal.6' },
        ];
        const total = data.pending + data.inProgress + data.finished;
        return (
          <Group align="center" wrap="nowrap" gap="lg">
            <MyWorkChart
              label={t('myWork.chartLabel')}
              columns={[t('myWork.title'), t('myWork.total')]}
              total={total}
              parts={parts}
            />
            <Stack gap="sm">
              {parts.map((p) => (
                <Group key={p.name} gap="xs" wrap="nowrap" align="flex-start">
                  <Box
                    w={12}
                    h={12}
                    mt={6}
                    bg={p.color}
                    style={{ borderRadius: '50%', flex: 'none' }}
                    aria-hidden
                  />
                  <Figure label={p.name} value={p.value} size="md" />
                </Group>
              ))}
            </Stack>
          </Group>
        );
      }}
    </BlockCard>
  );
}
