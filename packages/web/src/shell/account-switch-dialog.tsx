import { useMessages } from '../i18n/define-messages';
import { appMessages } from '../platform/messages';
import { useWorkbench } from '../platform/workbench-context';
import { BlockingNotice } from '../ui/blocking-notice';

/**
 * The blocking dialog of an account switch (SPEC.md §4), or of a sign-out in another window: it says which, and
 * confirming reloads the page.
 */
export default function AccountSwitchDialog({ signedOut }: { signedOut: boolean }) {
  const wb = useWorkbench();
  const t = useMessages(appMessages);
  return (
    <BlockingNotice
      title={signedOut ? t('accountSignedOutTitle') : t('accountSwitchedTitle')}
      body={signedOut ? t('accountSignedOutBody') : t('accountSwitchedBody')}
      actionLabel={t('reload')}
      onAction={() => {
        wb.tokenWatch.acknowledge();
        wb.adapters.location.reload();
      }}
    />
  );
}
