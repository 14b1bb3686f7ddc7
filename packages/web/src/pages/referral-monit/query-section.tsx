import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useT } from '../../i18n';
import { ErrorPanel } from '../../ui/error-panel';
import { SectionCard } from '../../ui/section-card';
import { StaleFigures, UpdatingMark } from '../../ui/stale-figures';

/** Props of QuerySection. */
export interface QuerySectionProps<T> {
  title: string;
  /** A line under the title saying what the figures cover. */
  hint?: string;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'> & { isPlaceholderData?: boolean };
  /** The heading of the failure panel. */
  failedTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * A titled block of figures read by one query: loading, its own failure with a retry, or the figures (dimmed, and
 * the block saying it is updating, while they are the previous filter's and the new filter's load).
 */
export function QuerySection<T>({ title, hint, query, failedTitle, children }: QuerySectionProps<T>) {
  const common = useT();
  const id = useId();
  const stale = !query.isError && query.data !== undefined && query.isPlaceholderData === true;
  let body: ReactNode;
  if (query.isError) {
    body = <ErrorPanel title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data === undefined) {
    body = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {common('common.loading')}
        </Text>
      </Group>
    );
  } else {
    body = <StaleFigures stale={stale}>{children(query.data)}</StaleFigures>;
  }
  return (
    <SectionCard
      id={id}
      title={title}
      actions={
        hint || stale ? (
          <Group gap="sm" mt={-12} justify="space-between" wrap="nowrap">
            {hint ? (
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            ) : (
              <span />
            )}
            {stale && <UpdatingMark />}
          </Group>
        ) : undefined
      }
    >
      {body}
    </SectionCard>
  );
}
