import { Alert, type AlertProps, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useT } from '../i18n';
import { errorMessage } from './error-message';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** Props of ErrorPanel. */
export interface ErrorPanelProps extends Omit<AlertProps, 'title' | 'children'> {
  /** The heading ('Something went wrong' by default). */
  title?: ReactNode;
  /** The failure; its message is shown (see `errorMessage`). */
  error?: unknown;
  /** A message to show instead of the error's. */
  message?: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** The retry button's text ('Retry' by default). */
  retryLabel?: ReactNode;
}

/**
 * A failure shown in place of content: title, message and an optional retry button. When a retry brings the content
 * back, the focus on its button stays with the content (see `useFocusAfterRemoval`).
 */
export function ErrorPanel({ title, error, message, onRetry, retryLabel, ...alertProps }: ErrorPanelProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(root);
  return (
    <Alert
      ref={root}
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? t('error.title')}
      {...alertProps}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? errorMessage(error, t)}</Text>
        {onRetry && (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
            >
              {retryLabel ?? t('common.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
