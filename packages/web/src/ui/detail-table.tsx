import { Box, type BoxProps, Text } from '@mantine/core';
import { DETAIL_GRID_COLUMNS, detailItemSpan, displayValue } from '@mch/sdk';
import { isValidElement, type ReactNode } from 'react';

/** One label/value pair of a DetailTable. */
export interface DetailItem {
  /** Stable identity of the item (defaults to its position). */
  key?: string;
  label: ReactNode;
  /** Text or numbers ('-' when empty) or any element. */
  value: ReactNode;
  /** Columns of the 24-column grid this item spans (8 by default). */
  span?: number;
}

/** Props of DetailTable. */
export interface DetailTableProps extends BoxProps {
  items: readonly DetailItem[];
}

function renderValue(value: ReactNode): ReactNode {
  if (isValidElement(value) || Array.isArray(value)) return value;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'boolean'
  ) {
    return displayValue(value);
  }
  return displayValue(null);
}

/**
 * Label/value pairs on a 24-column grid, 8 columns per item unless an item says otherwise; empty values show '-'.
 * Rendered as a description list.
 */
export function DetailTable({ items, ...boxProps }: DetailTableProps) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${DETAIL_GRID_COLUMNS}, minmax(0, 1fr))`,
        columnGap: 'var(--mantine-spacing-lg)',
        rowGap: 'var(--mantine-spacing-md)',
      }}
      {...boxProps}
    >
      {items.map((item, index) => (
        <div key={item.key ?? index} style={{ gridColumn: `span ${detailItemSpan(item.span)}`, minWidth: 0 }}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {renderValue(item.value)}
          </Text>
        </div>
      ))}
    </Box>
  );
}
