import { Paper, Stack, Text, Title } from '@mantine/core';
import { findPageDefinition } from '@mch/sdk';
import { IconHammer } from '@tabler/icons-react';
import { isPageTitleKey, pageTitles } from '../../app/page-titles';
import { useMessages } from '../../i18n/define-messages';
import { notBuiltMessages } from './messages';

/** Props of NotBuilt. */
export interface NotBuiltProps {
  /** The pathname of the page; its route gives the title. */
  path: string;
}

/** The panel of a route whose screen is not built yet: the page title and a clear 'not built yet' text. */
export function NotBuilt({ path }: NotBuiltProps) {
  const t = useMessages(notBuiltMessages);
  const titles = useMessages(pageTitles);
  const key = findPageDefinition(path)?.titleKey;
  const title = key && isPageTitleKey(key) ? titles(key) : path;
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs">
        <IconHammer size={36} stroke={1.5} aria-hidden />
        <Title order={2}>{title}</Title>
        <Text fw={500}>{t('notBuilt')}</Text>
        <Text c="dimmed" size="sm">
          {t('notBuiltHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
