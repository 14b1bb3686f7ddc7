import { memo, useEffect, useState } from 'react';
import { signupDialogOpenAtom } from '../features/signup/signup-atoms';
import { useAtomSnapshot } from '../platform/atom-snapshot';
import { lazyChunk } from '../platform/chunk';
import { PartSuspense } from '../ui/part-suspense';

const SignupDialog = lazyChunk(() => import('../features/signup').then((m) => ({ default: m.SignupDialog })));

/** Renders the sign-up dialog (src/features/signup) from the first time it is opened on; loads its code then. */
export const SignupDialogSlot = memo(function SignupDialogSlot() {
  const open = useAtomSnapshot(signupDialogOpenAtom);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <PartSuspense quiet>
      <SignupDialog />
    </PartSuspense>
  );
});
