import { Alert, Progress, Stack, Text } from '@mantine/core';
import { formatElapsed, moveProgressPercent, NODE_MOVE_LIMIT_MS, type NodeMover } from '@mch/sdk';
import { IconArrowsMove, IconCheck } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { ErrorPanel } from '../../ui/error-panel';
import { roleMessages } from './messages';

/** Props of MoveProgress. */
export interface MoveProgressProps {
  mover: NodeMover<unknown>;
  /** Names of the moved node and its new parent, for the texts. */
  names: { name: string; target: string } | null;
}

/**
 * The state of the last node move: a progress bar with the elapsed time while the (up to 5-minute) call runs, a
 * confirmation when it is done, the failure with a retry when it failed. Nothing when no move was made.
 */
export function MoveProgress({ mover, names }: MoveProgressProps) {
  const t = useMessages(roleMessages);
  const state = useSyncExternalStore(mover.subscribe, mover.getSnapshot, mover.getSnapshot);
  if (state.status === 'idle' || names === null) return null;

  if (state.status === 'moving') {
    const percent = moveProgressPercent(state);
    return (
      <Alert color="blue" variant="light" icon={<IconArrowsMove aria-hidden />} title={t('moving', names)}>
        <Stack gap={6}>
          <Progress value={Math.max(percent, 2)} animated striped aria-label={t('movingProgress')} />
          <Text size="sm" aria-live="polite">
            {t('movingElapsed', {
              elapsed: formatElapsed(state.elapsedMs),
              limit: formatElapsed(NODE_MOVE_LIMIT_MS),
            })}
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (state.status === 'moved') {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCheck aria-hidden />}
        title={t('moved', names)}
        withCloseButton
        closeButtonLabel={t('dismiss')}
        onClose={() => mover.dismiss()}
        role="status"
      />
    );
  }
  return (
    <ErrorPanel
      title={t('moveFailed', names)}
      error={state.error}
      withCloseButton
      closeButtonLabel={t('dismiss')}
      onClose={() => mover.dismiss()}
      onRetry={() => {
        // The mover runs the failed move again with what the page kept with it; a new failure shows here again.
        mover.retry().catch(() => {});
      }}
    />
  );
}
