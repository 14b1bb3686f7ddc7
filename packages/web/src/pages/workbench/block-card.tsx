import { Box, Card, type CardProps, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { featureErrorMessage } from '../../features/subsystems/feature-error';
import { useT } from '../../i18n';
import { ErrorPanel } from '../../ui/error-panel';
import { StaleFigures, UpdatingMark } from '../../ui/stale-figures';

/** The part of a TanStack query result a block reads. */
export interface BlockQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
  /** True while `data` is the previous filter's (`placeholderData: keepPreviousData`) and the new one's loads. */
  isPlaceholderData?: boolean;
}

/** A query that has always loaded, for a block with nothing to fetch. */
export const STATIC_BLOCK: BlockQuery<null> = {
  data: null,
  error: null,
  isError: false,
  refetch: () => undefined,
};

/** Props of BlockCard. */
export interface BlockCardProps<T> extends Omit<CardProps, 'children' | 'title'> {
  /** The block's heading (also its accessible name). */
  title: ReactNode;
  /** The block's own query: a skeleton until it has data, an error panel with retry when it failed. */
  query: BlockQuery<T>;
  /** The heading of the error panel ('… could not be loaded.'). */
  failedTitle: string;
  /** Height of the loading skeleton in px. */
  skeletonHeight?: number;
  /** Controls on the right of the heading. */
  actions?: ReactNode;
  /** Shown under the heading whatever the query's state (a filter). */
  toolbar?: ReactNode;
  /** Renders the loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * One block of the workbench: a card with a heading that loads on its own. While its query has no data it shows a
 * skeleton; when the query fails it says so, inside the block, with a retry, and the other blocks are unaffected.
 * While it shows the previous filter's data and the new filter's loads, that data is dimmed and the heading says
 * it is updating.
 */
export function BlockCard<T>({
  title,
  query,
  failedTitle,
  skeletonHeight = 96,
  actions,
  toolbar,
  children,
  ...cardProps
}: BlockCardProps<T>) {
  const t = useT();
  const headingId = useId();
  const stale = !query.isError && query.data !== undefined && query.isPlaceholderData === true;
  let body: ReactNode;
  if (query.isError) {
    body = (
      <ErrorPanel
        title={failedTitle}
        message={featureErrorMessage(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data === undefined) {
    body = (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={skeletonHeight} />
      </Stack>
    );
  } else {
    body = <StaleFigures stale={stale}>{children(query.data)}</StaleFigures>;
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      aria-busy={(!query.isError && query.data === undefined) || stale ? true : undefined}
      {...cardProps}
    >
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Title order={2} size="h5" id={headingId}>
            {title}
          </Title>
          {stale && <UpdatingMark />}
        </Group>
        {actions}
      </Group>
      {toolbar && <Box mb="md">{toolbar}</Box>}
      {body}
    </Card>
  );
}
