import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { LanguageSwitch, useT } from '../i18n';

/** A placeholder page until the shell lands: the product title and the language switch. */
export function App() {
  const t = useT();
  const title = t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Center mih="100vh" p="xl" component="main">
      <Paper withBorder p="xl" shadow="xs">
        <Stack align="center">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('app.subtitle')}</Text>
          <Group>
            <LanguageSwitch />
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
