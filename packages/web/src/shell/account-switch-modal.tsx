import { useEffect, useState } from 'react';
import { lazyChunk } from '../platform/chunk';
import { useWorkbench } from '../platform/workbench-context';
import { PartSuspense } from '../ui/part-suspense';

// The dialog's code loads when an account switch is seen.
const AccountSwitchDialog = lazyChunk(() => import('./account-switch-dialog'));

/**
 * The token watch of SPEC.md §4: when the tab becomes visible and the login cookie is another account's (or gone),
 * a warning dialog says so; confirming reloads the page.
 */
export function AccountSwitchModal() {
  const wb = useWorkbench();
  const [switched, setSwitched] = useState<{ signedOut: boolean } | null>(null);

  useEffect(() => {
    const off = wb.tokenWatch.events.on('accountSwitched', ({ current }) => {
      setSwitched({ signedOut: current === null });
    });
    wb.tokenWatch.start();
    return () => {
      off();
      wb.tokenWatch.stop();
    };
  }, [wb]);

  if (switched === null) return null;
  return (
    <PartSuspense quiet>
      <AccountSwitchDialog signedOut={switched.signedOut} />
    </PartSuspense>
  );
}
