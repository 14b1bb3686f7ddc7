import { Group, Loader, type MantineSpacing, Text } from '@mantine/core';
import { useT } from '../i18n';

/** Where a part's content will be while it loads: a small spinner and 'Loading…', centred, with room above and below. */
export function LoadingLine({ py }: { py: MantineSpacing }) {
  const t = useT();
  return (
    <Group justify="center" gap="xs" py={py}>
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('common.loading')}
      </Text>
    </Group>
  );
}
