import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Amount } from '../../ui';

/** Props of Figure. */
export interface FigureProps {
  label: ReactNode;
  /** A count (thousands separators) or any text. */
  value: number | string | null | undefined;
  /** Shows the value as text, not as an amount. */
  asText?: boolean;
  size?: 'md' | 'lg';
}

/** One labelled figure of a block: the label above, the number (with thousands separators) below. */
export function Figure({ label, value, asText = false, size = 'lg' }: FigureProps) {
  const fz = size === 'lg' ? 26 : 20;
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {label}
      </Text>
      {asText ? (
        <Text fw={600} fz={fz} lh={1.2}>
          {value ?? '-'}
        </Text>
      ) : (
        <Amount value={value} fw={600} fz={fz} lh={1.2} />
      )}
    </Stack>
  );
}
