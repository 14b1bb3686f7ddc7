import { Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { appraiseShares, evaluationAdminQueries, satisfactionPercent } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { Amount } from '../../ui/amount';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { SectionCard } from '../../ui/section-card';
import { SharesChart } from './lazy-charts';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

/** The statistics of a project: answers, each choice with its share, the satisfaction rate, and a donut. */
export function OverviewBlock({ projectId, active }: { projectId: number; active: boolean }) {
  const t = useMessages(evaluationMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const id = useId();
  const stats = useQuery({
    ...evaluationAdminQueries.stats(wb, projectId),
    enabled: active,
  });
  const names = { 0: t('result.0'), 1: t('result.1'), 2: t('result.2') } as const;

  let body: ReactNode;
  if (stats.isError) {
    body = (
      <ErrorPanel title={t('overviewFailed')} error={stats.error} onRetry={() => void stats.refetch()} />
    );
  } else if (!stats.data) {
    body = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {common('common.loading')}
        </Text>
      </Group>
    );
  } else {
    const data = stats.data;
    const shares = appraiseShares(data);
    const percent = (value: number) => t('rateValue', { rate: format.percent(value) });
    // Without any answer there is no share and no rate: none shown, and '-' for the rate rather than a 0 % that
    // reads as everyone dissatisfied.
    const answered = data.total > 0;
    body = (
      <Group align="center" gap="xl" wrap="nowrap">
        <Stack gap="md" style={{ flex: 1 }}>
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
            <Figure label={t('total')}>
              <Amount value={data.total} />
            </Figure>
            {shares.map((s) => (
              <Figure key={s.result} label={names[s.result]}>
                <Amount value={s.count} />
                {answered && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({percent(s.percent)})
                  </Text>
                )}
              </Figure>
            ))}
            <Figure label={t('rate')}>
              {answered ? percent(satisfactionPercent(data.satisfactionRate)) : '-'}
            </Figure>
          </SimpleGrid>
        </Stack>
        {data.total > 0 ? (
          <SharesChart label={t('sharesChart')} shares={shares} names={names} total={data.total} />
        ) : (
          <EmptyState title={t('noAnswers')} py="sm" />
        )}
      </Group>
    );
  }
  return (
    <SectionCard id={`${id}-overview`} title={t('overview')}>
      {body}
    </SectionCard>
  );
}
