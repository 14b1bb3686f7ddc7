import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DetailItem, DetailTable } from '../../ui/detail-table';

/** Props of BrowsePanes. */
export interface BrowsePanesProps {
  /** The widths of the two panes, as a CSS grid template ('minmax(0, 7fr) minmax(0, 5fr)'). */
  columns: string;
  /** The left pane, one above the other: the search or filter, then the tree or the results. */
  children: ReactNode;
  /** The heading of the right pane while something is picked. */
  detailsTitle: string;
  /** The picked item's details; none while nothing is picked. */
  details?: readonly DetailItem[] | null;
  /** What the right pane says while nothing is picked. */
  nothingPicked: string;
}

/** A section that browses a tree on the left and shows the picked item's details on the right. */
export function BrowsePanes({ columns, children, detailsTitle, details, nothingPicked }: BrowsePanesProps) {
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: columns, gap: 16 }}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">{children}</Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        {details ? (
          <Stack gap="md">
            <Title order={2} size="h4">
              {detailsTitle}
            </Title>
            <DetailTable items={details} />
          </Stack>
        ) : (
          <Text c="dimmed">{nothingPicked}</Text>
        )}
      </Paper>
    </Box>
  );
}
