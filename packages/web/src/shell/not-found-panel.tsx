import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { WORKBENCH_PATH } from '@mch/sdk';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { useOpenPage } from '../platform/workbench-context';
import { shellMessages } from './messages';

/** Shown in the content area for an address that is no page of the shell. */
export function NotFoundPanel() {
  const t = useMessages(shellMessages);
  const common = useT();
  const openPage = useOpenPage();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
          <IconMapQuestion size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('notFoundTitle')}
        </Title>
        <Text c="dimmed">{common('error.notFound')}</Text>
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
