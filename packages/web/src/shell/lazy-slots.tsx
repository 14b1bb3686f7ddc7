import { useAtomValue } from 'jotai';
import { lazy, useEffect, useState } from 'react';
import { lazyChunk } from '../app/chunk';
import { deferredImport } from '../app/deferred-load';
import { lazyPart } from '../app/lazy-part';
import { PartSuspense } from '../ui/part-suspense';
import { signupDialogOpenAtom } from './shell-atoms';

const SignupDialog = lazyChunk(() => import('../features/signup').then((m) => ({ default: m.SignupDialog })));
// The service card and the session-wide hosts load after the landing's main content (src/app/deferred-load.ts).
const ServiceCard = lazyPart<Record<string, never>>(
  () => import('../features/service-card').then((m) => ({ default: m.ServiceCard })),
  { deferred: true },
);
const EvaluationHost = lazyPart<Record<string, never>>(
  () => import('../features/evaluation').then((m) => ({ default: m.EvaluationHost })),
  { deferred: true },
);
const WorkTipInvitations = lazy(
  deferredImport(() => import('../features/work-tips').then((m) => ({ default: m.WorkTipInvitations }))),
);

/** Renders the sign-up dialog (src/features/signup) from the first time it is opened on; loads its code then. */
export function SignupDialogSlot() {
  const open = useAtomValue(signupDialogOpenAtom);
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
}

/** The service card of the content area (src/features/service-card). */
export function ServiceCardSlot() {
  return (
    <PartSuspense>
      <ServiceCard />
    </PartSuspense>
  );
}

/**
 * The session-wide hosts of the workbench features, rendered once inside the shell: the evaluation dialog
 * (src/features/evaluation) and the work-tip invitations (src/features/work-tips).
 */
export function FeatureHostsSlot() {
  return (
    <PartSuspense quiet>
      <EvaluationHost />
      <WorkTipInvitations />
    </PartSuspense>
  );
}
