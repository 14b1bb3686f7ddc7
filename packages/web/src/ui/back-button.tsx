import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The button on top of a detail page that goes back to its list. */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Group>
      <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}
