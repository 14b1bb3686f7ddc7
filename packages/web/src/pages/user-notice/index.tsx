import { Badge, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import type { NoticeCounts } from '@mch/sdk';
import { useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useWorkbench } from '../../platform/workbench-context';
import { PageTitle } from '../../ui/page-title';
import { userNoticeMessages } from './messages';
import { NoticeList } from './notice-list';
import { useInboxRefresh } from './use-inbox-refresh';
import { WorkTipList } from './work-tip-list';

type Section = 'notices' | 'workTips';

function isSection(value: string | null): value is Section {
  return value === 'notices' || value === 'workTips';
}

/**
 * The message list (/user-notice): the notice inbox and the work tips, each paged and filtered. Only the section
 * on screen of the current tab fetches; the lists refresh after anything is read.
 */
export default function UserNoticePage({ active }: PageProps) {
  const t = useMessages(userNoticeMessages);
  const titles = useMessages(pageTitles);
  const wb = useWorkbench();
  const counts: NoticeCounts = useSyncExternalStore(
    wb.notices.subscribe,
    wb.notices.getSnapshot,
    wb.notices.getSnapshot,
  );
  const [section, setSection] = useState<Section>('notices');
  useInboxRefresh();

  const unreadBadge = (count: number) =>
    count > 0 ? (
      <Badge size="sm" variant="filled" color="red" circle={count < 10}>
        <span aria-hidden>{count > 99 ? '99+' : count}</span>
        <VisuallyHidden>{t('unreadCount', { count })}</VisuallyHidden>
      </Badge>
    ) : null;

  return (
    <Stack gap="md">
      <PageTitle>{titles('page.userNotice')}</PageTitle>
      <Tabs value={section} onChange={(value) => isSection(value) && setSection(value)}>
        <Tabs.List aria-label={t('sections')}>
          <Tabs.Tab value="notices" rightSection={unreadBadge(counts.noticeCount)}>
            {t('notices')}
          </Tabs.Tab>
          <Tabs.Tab value="workTips" rightSection={unreadBadge(counts.workTipsCount)}>
            {t('workTips')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notices" pt="md">
          <NoticeList active={active && section === 'notices'} />
        </Tabs.Panel>
        <Tabs.Panel value="workTips" pt="md">
          <WorkTipList active={active && section === 'workTips'} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
