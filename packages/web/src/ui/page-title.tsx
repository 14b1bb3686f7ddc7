import { Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading of a page: its one h1, under the tab strip (the header's app name is no heading, so the page's title
 * leads the outline; its sections are h2). `hidden`: read by screen readers only, for a page whose content shows no
 * title of its own (the workbench, an embedded page, a page that failed).
 */
export function PageTitle({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  const title = (
    <Title order={1} size="h3">
      {children}
    </Title>
  );
  return hidden ? <VisuallyHidden>{title}</VisuallyHidden> : title;
}
