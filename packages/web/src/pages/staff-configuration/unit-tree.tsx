import { Box, NativeSelect, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { orgTreeQueries, platformQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { studentSettingMessages } from './messages';
import { type UnitTreeContext, UnitTreeNode } from './unit-tree-node';

/** Props of UnitTree. */
export interface UnitTreeProps extends UnitTreeContext {
  /** The business line shown (null: the first one). */
  lobId: number | null;
  onLobChange: (lobId: number) => void;
}

/** The organisation tree of a business line, to choose units from and to select a node. */
export function UnitTree({ lobId, onLobChange, ...context }: UnitTreeProps) {
  const t = useMessages(studentSettingMessages);
  const wb = useWorkbench();
  const lines = useQuery({
    ...platformQueries.businessLines(wb),
    enabled: context.active,
    staleTime: 5 * 60_000,
  });
  const shownLob = lobId ?? lines.data?.[0]?.id ?? null;
  const roots = useQuery({
    ...orgTreeQueries.lobRoots(wb, shownLob ?? 0),
    enabled: context.active && shownLob !== null,
  });

  let body: ReactNode;
  if (lines.isError || roots.isError) {
    body = (
      <ErrorPanel
        title={t('treeFailed')}
        error={lines.error ?? roots.error}
        onRetry={() => void (lines.isError ? lines.refetch() : roots.refetch())}
      />
    );
  } else if (lines.isPending || roots.isPending) {
    body = <LoadingLine py="md" />;
  } else if (roots.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('noNodes')}
      </Text>
    );
  } else {
    body = (
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('treeLabel')}>
        {roots.data.map((node) => (
          <UnitTreeNode key={node.id} node={node} context={context} />
        ))}
      </Box>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('treeTitle')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('treeTitle')}
        </Title>
        <NativeSelect
          label={t('businessLine')}
          size="xs"
          value={shownLob === null ? '' : String(shownLob)}
          onChange={(event) => onLobChange(Number(event.currentTarget.value))}
          data={(lines.data ?? []).map((line) => ({ value: String(line.id), label: line.title }))}
          // A long title is cut by the closed select: the whole title on hover.
          title={(lines.data ?? []).find((line) => line.id === shownLob)?.title ?? undefined}
          disabled={!lines.isSuccess}
        />
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          {body}
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
