import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the statistics page (a region named by its heading). */
export function SectionCard({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={0}>
          <Title id={id} order={2} size="h4">
            {title}
          </Title>
        </Stack>
        {actions}
        {children}
      </Stack>
    </Paper>
  );
}
