import {
  Affix,
  Button,
  CloseButton,
  Divider,
  Group,
  Paper,
  Popover,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { announcementQueries, INDEX_NOTICE_LIMIT } from '@mch/sdk';
import { IconHeadset, IconSpeakerphone, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { memo, type ReactNode, useId, useState } from 'react';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useCurrentUser, useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { ShortText } from '../../ui/short-text';
import { signupDialogOpenAtom } from '../signup/signup-atoms';
import { serviceCardMessages } from './messages';

function Announcements({ onLeave }: { onLeave: () => void }) {
  const t = useMessages(serviceCardMessages);
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const latest = useQuery({
    ...announcementQueries.latest(wb),
  });
  let body: ReactNode;
  if (latest.isError) {
    body = (
      <ErrorPanel
        title={t('announcementsFailed')}
        error={latest.error}
        onRetry={() => void latest.refetch()}
      />
    );
  } else if (!latest.data) {
    body = <Skeleton height={60} aria-hidden />;
  } else if (latest.data.length === 0) {
    body = <EmptyState title={t('noAnnouncements')} py="xs" />;
  } else {
    body = (
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {latest.data.slice(0, INDEX_NOTICE_LIMIT).map((item) => (
          <li key={item.id}>
            <UnstyledButton
              w="100%"
              py={4}
              px={6}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              aria-label={t('announcementLabel', { title: item.title })}
              onClick={() => {
                onLeave();
                openPage('/system-notice-info', { id: String(item.id) });
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" c="blue" style={{ minWidth: 0 }}>
                  <ShortText text={item.title} max={11} />
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {format.date(item.publishTime)}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Group gap={6}>
          <IconSpeakerphone size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {t('announcements')}
          </Text>
        </Group>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            onLeave();
            openPage('/system-notice-detail');
          }}
        >
          {t('allAnnouncements')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

function CardBody({ onClose }: { onClose: () => void }) {
  const t = useMessages(serviceCardMessages);
  const user = useCurrentUser();
  const openSignup = useSetAtom(signupDialogOpenAtom);
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {t('title')}
        </Title>
        <CloseButton aria-label={t('close')} onClick={onClose} />
      </Group>
      <div>
        <Text size="xs" c="dimmed">
          {t('unit')}
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {user.unitName || t('noUnit')}
        </Text>
      </div>
      <Divider />
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          {t('quickLinks')}
        </Text>
        <Button
          variant="light"
          size="sm"
          fullWidth
          leftSection={<IconTicket size={16} aria-hidden />}
          onClick={() => {
            onClose();
            openSignup(true);
          }}
        >
          {t('signup')}
        </Button>
      </div>
      <Divider />
      <Announcements onLeave={onClose} />
    </Stack>
  );
}

/** Where the 'Service' button floats: this far from the content area's bottom and right edges. */
const SERVICE_OFFSET = 24;

/**
 * Room to leave at the bottom of the content area so its last line (a list's pager, a form's buttons) can scroll
 * clear of the floating 'Service' button: its offset, its height (36 px) and a gap.
 */
export const SERVICE_CARD_CLEARANCE = SERVICE_OFFSET + 36 + 12;

/**
 * The service card of the content area: a 'Service' button at the right edge that opens a card with the user's
 * unit, a quick link to the sign-up dialog, and the latest announcements of system 25 (each opening its detail).
 * The announcements are read the first time the card opens.
 */
export const ServiceCard = memo(function ServiceCard() {
  const t = useMessages(serviceCardMessages);
  const [opened, setOpened] = useState(false);
  return (
    <Affix position={{ bottom: SERVICE_OFFSET, right: SERVICE_OFFSET }} zIndex={150}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="top-end"
        width={320}
        shadow="md"
        withArrow
        trapFocus
      >
        <Popover.Target>
          <Button
            radius="xl"
            leftSection={<IconHeadset size={18} aria-hidden />}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            {t('toggle')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Paper>{opened && <CardBody onClose={() => setOpened(false)} />}</Paper>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
});
