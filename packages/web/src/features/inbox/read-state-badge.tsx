import { Badge } from '@mantine/core';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { useMessages } from '../../i18n/define-messages';
import { inboxMessages } from './messages';

/** 'Unread' (filled, with a closed envelope) or 'Read' (light, with an open one): the word carries the state. */
export function ReadStateBadge({ read }: { read: boolean }) {
  const t = useMessages(inboxMessages);
  return read ? (
    <Badge variant="light" color="gray" leftSection={<IconMailOpened size={12} aria-hidden />}>
      {t('read')}
    </Badge>
  ) : (
    <Badge variant="filled" color="red" leftSection={<IconMail size={12} aria-hidden />}>
      {t('unread')}
    </Badge>
  );
}
