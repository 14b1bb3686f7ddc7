import { Badge } from '@mantine/core';
import { type ConsultationStatus, consultationStatus } from '@mch/sdk';
import { useMessages } from '../../i18n/define-messages';
import { residentCaseMessages } from './messages';

const COLOURS: Record<ConsultationStatus, string> = {
  waiting: 'yellow',
  inProgress: 'blue',
  finished: 'green',
  cancelled: 'gray',
};

const LABELS = {
  waiting: 'statusWaiting',
  inProgress: 'statusInProgress',
  finished: 'statusFinished',
  cancelled: 'statusCancelled',
} as const satisfies Record<ConsultationStatus, string>;

/** The state of a consultation as a coloured badge with its name (the colour is never the only signal). */
export function StatusBadge({ code }: { code: number }) {
  const t = useMessages(residentCaseMessages);
  const status = consultationStatus(code);
  if (status === null) {
    return (
      <Badge variant="outline" color="gray" tt="none" style={{ minWidth: 'max-content' }}>
        {t('statusUnknown', { code })}
      </Badge>
    );
  }
  return (
    <Badge
      variant="light"
      color={COLOURS[status]}
      style={{ '--badge-color': 'var(--mantine-color-dark-7)', minWidth: 'max-content' }}
      tt="none"
    >
      {t(LABELS[status])}
    </Badge>
  );
}
