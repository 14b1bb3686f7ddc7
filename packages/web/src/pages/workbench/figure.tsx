import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Amount } from '../../ui/amount';

/** Props of Figure. */
export interface FigureProps {
  label: ReactNode;
  /** A count (thousands separators) or any text. */
  value: number | string | null | undefined;
  /** Shows the value as text, not as an amount. */
  asText?: boolean;
  size?: 'md' | 'lg';
}

/**
 * One labelled figure of a block, as a description list: the label above, the number (thousands separators) below.
 * A number wider than its column (a province's total in the hundreds of billions) wraps inside it rather than run
 * over the next figure. So does a label (a user's larger text or wider spacing cut 'Remote consultations' to
 * 'Remote…' with no way to read it): the figures of a row stay on one line, at the foot of the tallest label.
 */
export function Figure({ label, value, asText = false, size = 'lg' }: FigureProps) {
  const fz = size === 'lg' ? 26 : 20;
  return (
    <Box
      component="dl"
      m={0}
      miw={0}
      style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {asText ? (
          <Text span fw={600} fz={fz} lh={1.2}>
            {value ?? '-'}
          </Text>
        ) : (
          <Amount value={value} fw={600} fz={fz} lh={1.2} />
        )}
      </Box>
    </Box>
  );
}
