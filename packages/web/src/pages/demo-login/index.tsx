import {
  Anchor,
  Badge,
  Card,
  Code,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DEMO_SOURCE_TYPE } from '@mch/sdk';
import { IconLogin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { LanguageSwitch, useT } from '../../i18n';
import { type LocalTranslate, useMessages } from '../../i18n/define-messages';
import { useRuntimeConfig } from '../../platform/runtime-config-context';
import { demoLoginMessages } from './messages';

type Key = keyof typeof demoLoginMessages.en;

/** The demo users (tokens of the demo backend) and what each one shows. */
const DEMO_USERS: readonly { token: string; name: string; role: Key; shows: Key; area: string }[] = [
  { token: 'demo-doctor', name: '张伟', role: 'doctorRole', shows: 'doctorShows', area: '43' },
  { token: 'demo-admin', name: '李强', role: 'adminRole', shows: 'adminShows', area: '53' },
  { token: 'demo-evaluator', name: '王芳', role: 'evaluatorRole', shows: 'evaluatorShows', area: '43' },
  { token: 'demo-noaccess', name: '赵敏', role: 'noAccessRole', shows: 'noAccessShows', area: '43' },
];

/** Sign-up numbers of the demo data. */
const DEMO_CODES: readonly { code: string; label: Key }[] = [
  { code: '2024YKS0001', label: 'codeExamOpen' },
  { code: '2024YKS0002', label: 'codeExamRegistered' },
  { code: '2024YKC0001', label: 'codeTrainingOpen' },
  { code: '2024YKC0002', label: 'codeTrainingRegistered' },
  { code: 'LIVE0001', label: 'codeLive' },
];

/**
 * Where signing in as `token` goes, as a real sign-in site does it: back to the address the app sent in its return
 * parameter (only one of this app's own pages; never this page), with the token added; else the app's start.
 */
function signInHref(
  token: string,
  extra: Record<string, string> = {},
  returnTo: string | null = null,
): string {
  let back = new URL('/', window.location.origin);
  if (returnTo) {
    try {
      const asked = new URL(returnTo, window.location.origin);
      if (asked.origin === window.location.origin && !asked.pathname.startsWith('/demo-login')) back = asked;
    } catch {
      /* not an address: the app's start */
    }
  }
  back.searchParams.delete('token');
  back.searchParams.set('token', token);
  for (const [key, value] of Object.entries(extra)) back.searchParams.set(key, value);
  return `${back.pathname}${back.search}`;
}

/** The address the app asked to come back to (its configured return parameter), or null. */
function useReturnAddress(): string | null {
  const config = useRuntimeConfig();
  if (!config.signInReturnParam) return null;
  return new URLSearchParams(window.location.search).get(config.signInReturnParam);
}

function UserCard({ user, t }: { user: (typeof DEMO_USERS)[number]; t: LocalTranslate<Key> }) {
  const returnTo = useReturnAddress();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {user.name}
          </Title>
          <Badge variant="light">{user.area}</Badge>
        </Group>
        <Text size="sm" fw={500}>
          {t(user.role)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(user.shows)}
        </Text>
        <Anchor href={signInHref(user.token, {}, returnTo)} fw={600}>
          <Group gap={6} component="span">
            <IconLogin size={16} aria-hidden />
            {t('signInAs', { name: user.name })}
          </Group>
        </Anchor>
        <Code>{user.token}</Code>
      </Stack>
    </Card>
  );
}

/** The demo sign-in page (`/demo-login`, no shell): plays the separate sign-in site of the product. */
export default function DemoLoginPage() {
  const t = useMessages(demoLoginMessages);
  const common = useT();
  const appTitle = common('app.title');
  useEffect(() => {
    document.title = appTitle;
  }, [appTitle]);
  return (
    <Container size={980} py="xl" component="main">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{appTitle}</Title>
            <Title order={2} size="h3" c="dimmed">
              {t('title')}
            </Title>
          </Stack>
          <LanguageSwitch />
        </Group>
        <Text>{t('intro')}</Text>
        <SimpleGrid cols={2} spacing="md">
          {DEMO_USERS.map((user) => (
            <UserCard key={user.token} user={user} t={t} />
          ))}
        </SimpleGrid>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('partnerTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('partnerBody')}
            </Text>
            <Anchor href={signInHref('demo-doctor', { sourceType: DEMO_SOURCE_TYPE })}>
              {t('partnerLink')}
            </Anchor>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('codesTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('codesBody')}
            </Text>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{common('common.code')}</Table.Th>
                  <Table.Th>{common('common.type')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {DEMO_CODES.map((c) => (
                  <Table.Tr key={c.code}>
                    <Table.Td>
                      <Code>{c.code}</Code>
                    </Table.Td>
                    <Table.Td>{t(c.label)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
