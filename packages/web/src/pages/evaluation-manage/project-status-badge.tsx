import { Badge } from '@mantine/core';
import { projectStatusOf } from '@mch/sdk';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useMessages } from '../../i18n/define-messages';

const COLOURS = { 0: 'gray', 1: 'green', 2: 'orange' } as const;

/** A project's state as a tag: its name in words (the colour only repeats it). */
export function ProjectStatusBadge({ status }: { status: unknown }) {
  const t = useMessages(evaluationMessages);
  const known = projectStatusOf(status);
  if (known === null)
    return (
      <Badge color="gray.8" variant="outline" tt="none">
        {t('status.unknown')}
      </Badge>
    );
  return (
    <Badge color={COLOURS[known]} variant="filled" tt="none" style={{ minWidth: 'max-content' }}>
      {t(`status.${known}`)}
    </Badge>
  );
}
