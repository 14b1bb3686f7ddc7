import { Badge } from '@mantine/core';
import { useMessages } from '../../i18n/define-messages';
import { orgMessages } from './messages';

/** Whether an organisation has signed up, as a tag with the words (the colour only repeats them). */
export function SignedBadge({ signed }: { signed: boolean }) {
  const t = useMessages(orgMessages);
  return (
    <Badge variant="filled" color={signed ? 'green' : 'gray'} tt="none" style={{ minWidth: 'max-content' }}>
      {signed ? t('signedYes') : t('signedNo')}
    </Badge>
  );
}
