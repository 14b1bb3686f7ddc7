import {
  EmptyState as MantineEmptyState,
  type EmptyStateProps as MantineEmptyStateProps,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/** Props of EmptyState. */
export interface EmptyStateProps extends Omit<MantineEmptyStateProps, 'title' | 'description' | 'icon'> {
  /** The heading ('No data' by default). */
  title?: ReactNode;
  /** A line under the heading (none by default). */
  description?: ReactNode;
  /** The picture above the heading (an inbox icon by default). */
  icon?: ReactNode;
}

/** Shown where a list or a page has nothing to show; children go below as actions. */
export function EmptyState({ title, description, icon, children, ...props }: EmptyStateProps) {
  const t = useT();
  return (
    <MantineEmptyState
      size="sm"
      title={title ?? t('empty.title')}
      description={description}
      icon={icon ?? <IconInbox size={28} stroke={1.5} aria-hidden />}
      withIndicatorBackground
      {...props}
    >
      {children}
    </MantineEmptyState>
  );
}
