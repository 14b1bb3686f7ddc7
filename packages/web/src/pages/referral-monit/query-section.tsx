import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useT } from '../../i18n';
import { ErrorPanel } from '../../ui/error-panel';
import { SectionCard } from '../../ui/section-card';

/** Props of QuerySection. */
export interface QuerySectionProps<T> {
  title: string;
  /** A line under the title saying what the figures cover. */
  hint?: string;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;
  /** The heading of the failure panel. */
  failedTitle: string;
  children: (data: T) => ReactNode;
}

/** A titled block of figures read by one query: loading, its own failure with a retry, or the figures. */
export function QuerySection<T>({ title, hint, query, failedTitle, children }: QuerySectionProps<T>) {
  const common = useT();
  const id = useId();
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
    body = children(query.data);
  }
  return (
    <SectionCard
      id={id}
      title={title}
      actions={
        hint ? (
          <Text size="sm" c="dimmed" mt={-12}>
            {hint}
          </Text>
        ) : undefined
      }
    >
      {body}
    </SectionCard>
  );
}
