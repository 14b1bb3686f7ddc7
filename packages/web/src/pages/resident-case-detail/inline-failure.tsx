import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

/** A failure shown in place of one value: a short text and a retry button, inside a detail table cell. */
export function InlineFailure({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const common = useT();
  return (
    <Group gap={6} component="span" wrap="wrap">
      <Text span size="sm" c="red.8">
        {children}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconRefresh size={12} aria-hidden />}
        onClick={onRetry}
      >
        {common('common.retry')}
      </Button>
    </Group>
  );
}
