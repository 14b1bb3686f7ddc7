import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { platformQueries } from '@mch/sdk';
import { IconBinaryTree, IconHierarchy2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useCurrentUser, useWorkbench } from '../../platform/workbench-context';
import { ErrorPanel } from '../../ui/error-panel';

import { authorityMessages } from './messages';

/** Whether the user's unit is a root of the organisation tree (v1/user/checkUnitTreeRoot), in words and a badge. */
export function UnitRootStatus({ active }: { active: boolean }) {
  const t = useMessages(authorityMessages);
  const wb = useWorkbench();
  const user = useCurrentUser();
  const check = useQuery({ ...platformQueries.unitTreeRoot(wb), enabled: active });

  if (check.isError && check.data === undefined) {
    return <ErrorPanel title={t('rootFailed')} error={check.error} onRetry={() => check.refetch()} />;
  }
  return (
    <Paper withBorder p="md" radius="md" aria-busy={check.isPending || undefined}>
      <Group gap="md" wrap="nowrap">
        {check.data ? <IconHierarchy2 size={28} aria-hidden /> : <IconBinaryTree size={28} aria-hidden />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('rootTitle')}
          </Text>
          {check.data === undefined ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('loading')}</Text>
            </Group>
          ) : (
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" style={{ flex: 'none' }}>
                {check.data ? t('rootYes') : t('rootNo')}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {check.data
                  ? t('rootYesHint', { unit: user.unitName })
                  : t('rootNoHint', { unit: user.unitName })}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
