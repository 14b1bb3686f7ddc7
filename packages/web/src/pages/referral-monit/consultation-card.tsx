import { consultationQueries, isHost, patientSexKey } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useCurrentUser, useWorkbench } from '../../platform/workbench-context';
import { DetailTable } from '../../ui/detail-table';
import { referralMessages } from './messages';
import { QuerySection } from './query-section';

/** The consultation the monitor was opened for (`?id=`), in the detail table. */
export function ConsultationCard({ singleId }: { singleId: number }) {
  const t = useMessages(referralMessages);
  const common = useT();
  const wb = useWorkbench();
  const user = useCurrentUser();
  const info = useQuery({
    ...consultationQueries.info(wb, singleId),
  });
  return (
    <QuerySection
      title={t('consultation', { id: singleId })}
      query={info}
      failedTitle={t('consultationFailed')}
    >
      {(c) => (
        <DetailTable
          items={[
            { key: 'singleId', label: t('singleId'), value: c.singleId },
            { key: 'patName', label: t('patName'), value: c.patName },
            { key: 'patSex', label: t('patSex'), value: common(patientSexKey(c.patSex)) },
            {
              key: 'patAge',
              label: t('patAge'),
              value: typeof c.patAge === 'number' ? t('patAgeValue', { count: c.patAge }) : null,
            },
            { key: 'patIdnum', label: t('patIdnum'), value: c.patIdnum },
            {
              key: 'creatorId',
              label: t('creatorId'),
              // The creator hosts the consultation's meeting (SPEC.md §4): say when that is the user.
              value: isHost(c, user) ? t('creatorYou', { id: c.creatorId }) : c.creatorId,
            },
            { key: 'clientType', label: t('clientType'), value: c.clientType },
            { key: 'rcRoomId', label: t('rcRoomId'), value: c.rcRoomId, span: 16 },
          ]}
        />
      )}
    </QuerySection>
  );
}
