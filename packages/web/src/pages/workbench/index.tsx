import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { areaStatsParent, currentYear, type StatsFilter as SdkStatsFilter, userProvince } from '@mch/sdk';
import { Suspense, useMemo, useState } from 'react';
import { lazyPart } from '../../app/lazy-part';
import type { PageProps } from '../../app/page-props';
import { useCurrentUser, useWorkbench } from '../../app/workbench-context';
import { useMessages } from '../../i18n/define-messages';
import { workbenchMessages } from './messages';
import { EMPTY_STATS_FILTER, type StatsFilterValue } from './stats-filter-value';
import { StatsPanel } from './stats-panel';

// The blocks under the statistics panel load after it has been shown (src/app/deferred-load.ts).
const SecondaryBlocks = lazyPart(() => import('./secondary-blocks'), { deferred: true });

/** Heights of the placeholder cards of the secondary blocks' rows while their code loads. */
const PLACEHOLDER_ROWS = [
  [2, 300],
  [3, 180],
  [3, 200],
] as const;

function SecondaryPlaceholder() {
  return (
    <>
      {PLACEHOLDER_ROWS.map(([cols, height]) => (
        <SimpleGrid key={`${cols}-${height}`} cols={cols} spacing="md" aria-hidden>
          {Array.from({ length: cols }, (_, i) => (
            <Card key={i} withBorder radius="md" padding="md">
              <Skeleton height={18} width="40%" mb="sm" />
              <Skeleton height={height - 70} />
            </Card>
          ))}
        </SimpleGrid>
      ))}
    </>
  );
}

/**
 * The workbench landing page: the statistics panel with its filter, the figures by area, the user's consultation
 * work and the progress monitor, exam, training and live figures, and the cards of teleconsultation, live
 * training and the exam and training subsystems. Every block loads, fails and retries on its own; the statistics come
 * first (asked for while the session loads), the rest loads after they have been shown.
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
      <Suspense fallback={<SecondaryPlaceholder />}>
        <SecondaryBlocks parentArea={parentArea} year={year} active={active} />
      </Suspense>
    </Stack>
  );
}
