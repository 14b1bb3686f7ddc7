import { Divider, SimpleGrid, Text } from '@mantine/core';
import { statsQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { BlockCard } from './block-card';
import { blocksMessages } from './blocks-messages';
import { Figure } from './figure';

/** Live-training figures of the year (`/YunProject/GetProjectInfoCount`) and the user's own (`GetUserProjectCount`). */
export function LiveFiguresBlock({ year, active }: { year: number; active: boolean }) {
  const t = useMessages(blocksMessages);
  const wb = useWorkbench();
  const query = useQuery({
    ...statsQueries.live(wb, year),
    enabled: active,
  });
  return (
    <BlockCard
      title={t('live.title', { year })}
      query={query}
      failedTitle={t('live.failed')}
      skeletonHeight={152}
    >
      {(data) => (
        <>
          <SimpleGrid cols={3} spacing="md">
            <Figure label={t('live.projects')} value={data.projects.projectCount} />
            <Figure label={t('live.broadcasts')} value={data.projects.liveCount} />
            <Figure label={t('live.students')} value={data.projects.studentCount} />
          </SimpleGrid>
          {data.mine && (
            <>
              <Divider my="sm" />
              <Text size="sm" fw={500} mb={4}>
                {t('live.mine')}
              </Text>
              <SimpleGrid cols={3} spacing="md">
                <Figure label={t('live.signedUp')} value={data.mine.signUpCount} size="md" />
                <Figure label={t('live.studied')} value={data.mine.studiedCount} size="md" />
                <Figure label={t('live.finished')} value={data.mine.finishedCount} size="md" />
              </SimpleGrid>
            </>
          )}
        </>
      )}
    </BlockCard>
  );
}
