import { SimpleGrid, Stack } from '@mantine/core';
import { formatAmount, statsQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { BlockCard } from './block-card';
import { blocksMessages } from './blocks-messages';
import { Figure } from './figure';

/** A duration in minutes as '{h} h {m} min' from an hour on, else '{m} minutes'. */
function duration(
  minutes: number,
  t: (key: 'training.minutes' | 'training.hoursMinutes', params?: Record<string, string | number>) => string,
  locale: string,
): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return t('training.minutes', { count: whole });
  return t('training.hoursMinutes', {
    hours: formatAmount(Math.floor(whole / 60), locale),
    minutes: whole % 60,
  });
}

/**
 * Training figures (`/student/studyTime`, `/statistic/studing/count`) behind the training token; a failed token
 * exchange says 'syncing user info failed' in the block.
 */
export function TrainingBlock({ active }: { active: boolean }) {
  const t = useMessages(blocksMessages);
  const locale = useLocale();
  const wb = useWorkbench();
  const query = useQuery({
    ...statsQueries.trainings(wb),
    enabled: active,
  });
  return (
    <BlockCard
      title={t('training.title')}
      query={query}
      failedTitle={t('training.failed')}
      skeletonHeight={152}
    >
      {(data) => (
        <Stack gap="md">
          <Figure
            label={t('training.totalTime')}
            value={duration(data.studyTime.totalMinutes, t, locale)}
            asText
          />
          <SimpleGrid cols={2} spacing="md">
            <Figure
              label={t('training.yearTime')}
              value={duration(data.studyTime.yearMinutes, t, locale)}
              asText
              size="md"
            />
            <Figure label={t('training.studying')} value={data.studying} size="md" />
          </SimpleGrid>
        </Stack>
      )}
    </BlockCard>
  );
}
