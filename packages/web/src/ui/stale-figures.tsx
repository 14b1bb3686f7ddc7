import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * Beside a heading whose figures are those of the previous choice while the new choice's load (a query with
 * `placeholderData: keepPreviousData`): a small spinner and 'Updating…', so nobody reads them as the new figures.
 */
export function UpdatingMark() {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <Loader size={14} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('common.updating')}
      </Text>
    </Group>
  );
}

/** The figures of a block, dimmed while they are the previous choice's (`stale`); the same tree either way. */
export function StaleFigures({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <div
      data-stale={stale || undefined}
      aria-busy={stale || undefined}
      style={{ opacity: stale ? 0.45 : 1, transition: 'opacity 120ms ease' }}
    >
      {children}
    </div>
  );
}
