import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { LoginCookieError } from '@mch/sdk';
import { IconLogout, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { LanguageSwitch } from '../i18n/language-switch';
import { bootStatusSlot } from '../platform/boot-skeleton';
import { appMessages } from '../platform/messages';
import { errorMessage } from '../ui/error-message';
import { shellMessages } from './messages';

/**
 * While the session loads: a skeleton of the shell (header, side menu, content) with a spoken status. With
 * `adoptBoot`, the outline index.html painted before the app's code ran is used while it is there (only the status
 * is written into it), so the first screen is not drawn twice.
 */
export function ShellSkeleton({ adoptBoot = false }: { adoptBoot?: boolean }) {
  const t = useMessages(appMessages);
  const [bootSlot] = useState(() => (adoptBoot ? bootStatusSlot() : null));
  if (bootSlot) return createPortal(t('loadingWorkbench'), bootSlot);
  return (
    <Box miw={1300} h="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box h={82} bg="var(--mantine-primary-color-filled)" style={{ flex: 'none' }} />
      <Box style={{ display: 'flex', flex: 1 }}>
        <Stack
          w={250}
          p="md"
          gap="sm"
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}
          aria-hidden
        >
          <Skeleton height={64} radius="md" />
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} height={22} width={`${90 - n * 6}%`} />
          ))}
        </Stack>
        <Stack p="md" gap="md" style={{ flex: 1 }}>
          <Skeleton height={34} width="60%" aria-hidden />
          <Skeleton height={180} aria-hidden />
          <Text role="status" size="sm" c="dimmed">
            {t('loadingWorkbench')}
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}

/**
 * The session could not load (not an expiry): the reason, a retry, and a way out (log out, to the sign-in site, say
 * to sign in as another user), in the language the user picks here.
 */
export function SessionErrorScreen({
  error,
  onRetry,
  onLogout,
}: {
  error: unknown;
  onRetry: () => void;
  onLogout: () => void;
}) {
  const t = useMessages(appMessages);
  const shell = useMessages(shellMessages);
  const common = useT();
  return (
    <Center mih="100vh" p="xl" component="main">
      <Paper withBorder p="xl" shadow="xs" maw={520} role="alert">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1} size="h3">
              {t('sessionErrorTitle')}
            </Title>
            <LanguageSwitch size="xs" style={{ flex: 'none' }} />
          </Group>
          <Text>{t('sessionErrorBody')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(error, common)}
          </Text>
          <Group gap="sm">
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
              {common('common.retry')}
            </Button>
            <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
              {shell('logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Logged out: the app is on its way to the sign-in site. */
export function RedirectingScreen({ signInUrl }: { signInUrl: string }) {
  const t = useMessages(appMessages);
  return (
    <Center mih="100vh" p="xl" component="main">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('redirecting')}</Text>
        <Text size="sm" c="dimmed">
          {t('redirectingHint')}
        </Text>
        <Anchor href={signInUrl}>{t('signInLink')}</Anchor>
      </Stack>
    </Center>
  );
}

/**
 * The login cookie could not be kept after a sign-in (SDK `LoginCookieError`): says why, and offers the sign-in
 * page as a link the user follows when the cause is fixed. Never a redirect of its own, which would loop.
 */
export function LoginCookieErrorScreen({ error, signInUrl }: { error: LoginCookieError; signInUrl: string }) {
  const t = useMessages(appMessages);
  return (
    <Center mih="100vh" p="xl" component="main">
      <Paper withBorder p="xl" shadow="xs" maw={560} role="alert">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {t('cookieErrorTitle')}
          </Title>
          <Text>
            {error.problem === 'domainMismatch'
              ? t('cookieDomainMismatch', { domain: error.cookieDomain, host: error.host })
              : t('cookieNotKept')}
          </Text>
          <Anchor href={signInUrl} w="fit-content">
            {t('cookieSignInAgain')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
