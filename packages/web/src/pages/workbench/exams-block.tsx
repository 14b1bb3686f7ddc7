import { SimpleGrid } from '@mantine/core';
import { statsQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { BlockCard } from './block-card';
import { blocksMessages } from './blocks-messages';
import { Figure } from './figure';

/**
 * Exam figures (`/user/gov/exam/stats?examState=1`, `/user/exam/recent/close/num`) behind the exam token; a failed
 * token exchange says 'syncing user info failed' in the block.
 */
export function ExamsBlock({ active }: { active: boolean }) {
  const t = useMessages(blocksMessages);
  const wb = useWorkbench();
  const query = useQuery({
    ...statsQueries.exams(wb),
    enabled: active,
  });
  return (
    <BlockCard title={t('exams.title')} query={query} failedTitle={t('exams.failed')} skeletonHeight={152}>
      {(data) => (
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
          <Figure label={t('exams.open')} value={data.openExams.examCount} />
          <Figure label={t('exams.closingSoon')} value={data.closingSoon} />
          <Figure label={t('exams.participants')} value={data.openExams.participantCount} size="md" />
          <Figure label={t('exams.passed')} value={data.openExams.passedCount} size="md" />
        </SimpleGrid>
      )}
    </BlockCard>
  );
}
