import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { orgTreeQueries } from '@mch/sdk';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/define-messages';
import { invalidateKeys } from '../platform/query-client';
import { orgTreeMessages } from './org-tree-messages';

/**
 * The panel of an organisation catalogue tree: its title, a button that reads every organisation tree again, and
 * the tree (or what stands in for it while it loads or failed).
 */
export function OrgTreePanel({ children }: { children: ReactNode }) {
  const text = useMessages(orgTreeMessages);
  const queryClient = useQueryClient();
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {text('panelTitle')}
          </Title>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void invalidateKeys(queryClient, orgTreeQueries.changed)}
          >
            {text('refresh')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
