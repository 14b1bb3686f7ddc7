import { Group, SegmentedControl, Stack } from '@mantine/core';
import { userProvince } from '@mch/sdk';
import { useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useCurrentUser } from '../../platform/workbench-context';
import { PageTitle } from '../../ui/page-title';
import { DoctorList } from './doctor-list';
import { orgMessages } from './messages';
import { OrgList } from './org-list';

type View = 'orgs' | 'doctors';

/**
 * Signed-organisation management (/mahefnq): the organisations level by level with their details, create and edit
 * forms, and the offices and doctors of a unit; and every doctor of the platform. Both views keep their state while
 * the other is shown and while the tab is hidden.
 */
export default function MahefnqPage({ active }: PageProps) {
  const t = useMessages(orgMessages);
  const titles = useMessages(pageTitles);
  const user = useCurrentUser();
  const [view, setView] = useState<View>('orgs');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{titles('page.mahefnq')}</PageTitle>
        <SegmentedControl
          aria-label={t('view')}
          value={view}
          onChange={(next) => setView(next === 'doctors' ? 'doctors' : 'orgs')}
          data={[
            { value: 'orgs', label: t('view.orgs') },
            { value: 'doctors', label: t('view.doctors') },
          ]}
        />
      </Group>
      <div hidden={view !== 'orgs'}>
        <OrgList active={active && view === 'orgs'} province={userProvince(user)} />
      </div>
      <div hidden={view !== 'doctors'}>
        <DoctorList active={active && view === 'doctors'} />
      </div>
    </Stack>
  );
}
