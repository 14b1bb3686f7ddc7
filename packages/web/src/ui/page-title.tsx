import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a back-office page (its h2, under the tab strip). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h3">
      {children}
    </Title>
  );
}
