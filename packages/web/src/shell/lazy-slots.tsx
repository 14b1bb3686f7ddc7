import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { signupDialogOpenAtom } from './shell-atoms';

const SignupDialog = lazy(() => import('../features/signup').then((m) => ({ default: m.SignupDialog })));
const ServiceCard = lazy(() => import('../features/service-card').then((m) => ({ default: m.ServiceCard })));

/** Renders the sign-up dialog (src/features/signup) from the first time it is opened on; loads its code then. */
export function SignupDialogSlot() {
  const open = useAtomValue(signupDialogOpenAtom);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignupDialog />
    </Suspense>
  );
}

/** The service card of the content area (src/features/service-card). */
export function ServiceCardSlot() {
  return (
    <Suspense fallback={null}>
      <ServiceCard />
    </Suspense>
  );
}
