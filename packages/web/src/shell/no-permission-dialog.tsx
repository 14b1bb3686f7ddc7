import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { appMessages } from '../platform/messages';
import { BlockingNotice } from '../ui/blocking-notice';

/** The blocking 'Tip' dialog of a user without any accessible function (SPEC.md §6, §8). */
export function NoPermissionDialog({ onConfirm }: { onConfirm: () => void }) {
  const t = useMessages(appMessages);
  const common = useT();
  return (
    <BlockingNotice
      title={common('common.tip')}
      body={common('permission.noAccess')}
      actionLabel={t('noPermissionConfirm')}
      onAction={onConfirm}
    />
  );
}
