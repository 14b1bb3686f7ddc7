import { Badge } from '@mantine/core';
import type { TeamResidentCheck } from '@mch/sdk';
import { useMessages } from '../../i18n/define-messages';
import { DetailTable } from '../../ui/detail-table';
import { InlineFailure } from './inline-failure';
import { InlineLoading } from './inline-loading';
import { residentDetailMessages } from './messages';
import type { Loadable } from './resident-details';

/** Whether the resident is served by a team of the current doctor, and which team. */
export function TeamCheck({ check }: { check: Loadable<TeamResidentCheck> }) {
  const t = useMessages(residentDetailMessages);
  if (check.status === 'pending') {
    return (
      <DetailTable
        items={[{ key: 'status', label: t('teamStatus'), value: <InlineLoading label={t('checking')} /> }]}
      />
    );
  }
  if (check.status === 'error') {
    return (
      <DetailTable
        items={[
          {
            key: 'status',
            label: t('teamStatus'),
            value: <InlineFailure onRetry={check.retry}>{t('teamFailed')}</InlineFailure>,
          },
        ]}
      />
    );
  }
  const { inTeam, teamName } = check.data;
  return (
    <DetailTable
      items={[
        {
          key: 'status',
          label: t('teamStatus'),
          value: inTeam ? (
            <Badge
              variant="light"
              color="green"
              tt="none"
              style={{ '--badge-color': 'var(--mantine-color-dark-7)' }}
            >
              {t('inTeam')}
            </Badge>
          ) : (
            t('notInTeam')
          ),
        },
        { key: 'team', label: t('teamName'), value: inTeam ? teamName : null, span: 16 },
      ]}
    />
  );
}
