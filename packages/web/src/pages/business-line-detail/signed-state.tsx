import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useMessages } from '../../i18n/define-messages';
import { lineMessages } from './messages';

/** Whether an organisation has signed up, as an icon and a word (never colour alone). */
export function SignedState({ signed }: { signed: boolean }) {
  const t = useMessages(lineMessages);
  return (
    <Group gap={4} wrap="nowrap">
      {signed ? (
        <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconCircleDashed size={16} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {signed ? t('signedYes') : t('signedNo')}
      </Text>
    </Group>
  );
}
