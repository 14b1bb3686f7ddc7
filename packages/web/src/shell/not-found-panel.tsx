import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  embeddedPageTarget,
  OUT_SYSTEM_URL_PATH,
  type PageAccess,
  SUBSYSTEM_QUERY_KEY,
  WORKBENCH_PATH,
} from '@mch/sdk';
import { IconHome, IconLock, IconMapQuestion } from '@tabler/icons-react';
import { FrameRefusal } from '../features/embedded-page/frame-refusal';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { useFramePolicy } from '../platform/frame-policy';
import { useOpenPage } from '../platform/workbench-context';
import { shellMessages } from './messages';
import { isNotGranted } from './route-sync';

/**
 * Shown in the content area for an address that is no page of the shell, or (`notGranted`) a back-office page the
 * user's menu does not give them (SPEC.md §2.3, §6): that page is not rendered, so nothing of it is asked for.
 */
export function NotFoundPanel({ notGranted = false }: { notGranted?: boolean }) {
  const t = useMessages(shellMessages);
  const common = useT();
  const openPage = useOpenPage();
  const Icon = notGranted ? IconLock : IconMapQuestion;
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
          <Icon size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {notGranted ? t('notGrantedTitle') : t('notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {notGranted ? t('notGrantedText') : common('error.notFound')}
        </Text>
        <Button
          mt="xs"
          leftSection={<IconHome size={16} aria-hidden />}
          onClick={() => openPage(WORKBENCH_PATH)}
        >
          {t('notFoundBack')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * What the content area shows for an address the shell cannot show: a third-party page whose address may not be
 * framed says why, as its page would (a path of the app, a `javascript:` address…); a back-office page outside the
 * user's menu says there is no access; anything else is not found.
 */
export function UnresolvedAddress({
  pathname,
  query,
  access,
}: {
  pathname: string;
  query: Readonly<Record<string, string | undefined>>;
  access: PageAccess;
}) {
  const policy = useFramePolicy();
  const url = query.url;
  if (pathname === OUT_SYSTEM_URL_PATH && query[SUBSYSTEM_QUERY_KEY] === undefined) {
    const target = embeddedPageTarget(url, policy);
    return <FrameRefusal reason={target.ok ? 'unsafe' : target.reason} address={url} />;
  }
  return <NotFoundPanel notGranted={isNotGranted(pathname, access)} />;
}
