import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  CancelledError,
  inboxMutations,
  inboxQueries,
  SessionExpiredError,
  WORK_TIP_READ_FILTERS,
  type WorkTip,
  type WorkTipReadFilter,
  workTipConsultation,
  workTipPage,
  workTipPageQuery,
} from '@mch/sdk';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useJoinConsultation } from '../../features/consultation/use-join-consultation';
import { ReadStateBadge } from '../../features/inbox/read-state-badge';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useSdkMutation } from '../../platform/query-client';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { notify } from '../../ui/notify';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { ShortText } from '../../ui/short-text';
import { usePagedQuery } from '../../ui/use-paged-query';
import { userNoticeMessages } from './messages';

const FILTER_LABEL_KEYS = { all: 'filterAll', unread: 'filterUnread', read: 'filterRead' } as const;

/**
 * The work tips of the user, paged, filtered by read state. An unread tip can be marked read (the bell count
 * drops); a tip with an http(s) address opens it in the third-party page and is marked read too; a consultation
 * invitation joins its consultation (as the invitation's 'Agree' does), however long ago its 30 seconds ran out.
 */
export function WorkTipList({ active }: { active: boolean }) {
  const t = useMessages(userNoticeMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const paging = usePaging();
  const [filter, setFilter] = useState<WorkTipReadFilter>('all');
  const filterLabelId = useId();

  const query = workTipPageQuery(paging, filter);
  const tips = usePagedQuery({
    paging,
    query: inboxQueries.workTipPage(wb, query),
    enabled: active,
  });
  const markRead = useSdkMutation(inboxMutations.markWorkTipRead(wb));

  const openTip = (tip: WorkTip) => {
    const target = workTipPage(tip);
    if (!target) return;
    // The policy reports a failed mark-read; the tip opens either way.
    if (!tip.read) markRead.mutate(tip);
    openPage(target.path, target.query);
  };

  const joinConsultation = useJoinConsultation();
  const [joining, setJoining] = useState<number | null>(null);
  const joinTip = (tip: WorkTip, singleId: number) => {
    if (joining !== null) return;
    if (!tip.read) markRead.mutate(tip);
    setJoining(tip.id);
    joinConsultation(singleId)
      .catch((error: unknown) => {
        // The policy has told why (a server's message, the network); the row's button is there to try again.
        if (error instanceof SessionExpiredError || error instanceof CancelledError) return;
        notify({ color: 'yellow', message: ({ messages }) => messages(userNoticeMessages)('joinFailed') });
      })
      .finally(() => setJoining(null));
  };

  const columns: PagedTableColumn<WorkTip>[] = [
    { key: 'state', title: t('state'), width: 120, render: (row) => <ReadStateBadge read={row.read} /> },
    {
      key: 'body',
      title: t('content'),
      // Shortened to fit one line at 1300 px beside the actions (the tooltip has it whole).
      render: (row) => <ShortText text={row.body} max={34} fw={row.read ? 400 : 700} />,
      nowrap: true,
    },
    {
      key: 'createTime',
      title: t('receivedAt'),
      width: 180,
      render: (row) => format.dateTime(row.createTime),
    },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 200,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {!row.read && (
            <MarkReadButton
              loading={markRead.isPending && markRead.variables?.id === row.id}
              onClick={() => markRead.mutate(row)}
              label={t('markReadLabel', { body: row.body })}
            >
              {t('markRead')}
            </MarkReadButton>
          )}
          {workTipConsultation(row) !== null && (
            <Button
              size="compact-sm"
              variant="subtle"
              loading={joining === row.id}
              onClick={() => {
                const singleId = workTipConsultation(row);
                if (singleId !== null) joinTip(row, singleId);
              }}
              aria-label={t('joinLabel', { body: row.body })}
            >
              {t('join')}
            </Button>
          )}
          {workTipPage(row) && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => openTip(row)}
              aria-label={t('openLabel', { body: row.body })}
            >
              {t('open')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text id={filterLabelId} size="sm" fw={500}>
          {t('readFilter')}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(value) => {
            setFilter(value as WorkTipReadFilter);
            paging.reset();
          }}
          data={WORK_TIP_READ_FILTERS.map((value) => ({ value, label: t(FILTER_LABEL_KEYS[value]) }))}
        />
      </Group>
      <PagedTable
        label={t('workTipsTable')}
        columns={columns}
        rowKey="id"
        {...tips.table}
        empty={<EmptyState title={t('noWorkTips')} py="lg" />}
      />
    </Stack>
  );
}

/**
 * A row's 'Mark as read': once the tip is read the button goes (with its row, under 'Unread'), and the focus it had
 * would fall to the page's body. It goes to the row's next action ('Open') when there is one, else to the table.
 */
function MarkReadButton({
  loading,
  onClick,
  label,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const survivors = useRef<{ next: HTMLElement | null; table: HTMLElement | null }>({
    next: null,
    table: null,
  });
  useLayoutEffect(() => {
    const element = button.current;
    const next = element?.nextElementSibling;
    survivors.current = {
      next: next instanceof HTMLElement ? next : null,
      table: element?.closest('table') ?? null,
    };
  });
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const { next, table } = survivors.current;
      if (next?.isConnected) next.focus();
      else if (table?.isConnected) {
        if (!table.hasAttribute('tabindex')) table.tabIndex = -1;
        table.focus({ preventScroll: true });
      }
    },
    [],
  );
  return (
    <Button
      ref={button}
      size="compact-sm"
      variant="subtle"
      loading={loading}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
