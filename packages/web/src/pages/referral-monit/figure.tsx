import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure of a block. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}
