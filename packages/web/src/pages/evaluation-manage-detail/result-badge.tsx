import { Badge } from '@mantine/core';
import { appraiseResultOf } from '@mch/sdk';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useMessages } from '../../i18n/define-messages';

/** The colour of each satisfaction choice (charts and tags use the same). */
export const RESULT_COLOURS = { 0: 'green.7', 1: 'blue.6', 2: 'red.7' } as const;

const BADGE_COLOURS = { 0: 'green', 1: 'blue', 2: 'red' } as const;

/** A satisfaction choice as a tag with its name (the colour only repeats it). */
export function ResultBadge({ result }: { result: unknown }) {
  const t = useMessages(evaluationMessages);
  const known = appraiseResultOf(result);
  if (known === null) return <>-</>;
  return (
    <Badge variant="filled" color={BADGE_COLOURS[known]} tt="none" style={{ minWidth: 'max-content' }}>
      {t(`result.${known}`)}
    </Badge>
  );
}
