import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useT } from '../../i18n';
import { useFocusAfterRemoval } from '../../ui/use-focus-after-removal';

/** A failure shown in place of one value: a short text and a retry button, inside a detail table cell. */
export function InlineFailure({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const common = useT();
  const retry = useRef<HTMLButtonElement>(null);
  useFocusAfterRemoval(retry);
  return (
    <Group gap={6} component="span" wrap="wrap">
      <Text span size="sm" c="red.8">
        {children}
      </Text>
      <Button
        ref={retry}
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
