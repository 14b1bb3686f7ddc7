import { createSubsystems, type SubsystemKind, type SubsystemsFlow, type Workbench } from '@mch/sdk';
import { useMutation } from '@tanstack/react-query';
import { useWorkbench } from '../../app/workbench-context';
import { useMessages } from '../../i18n/define-messages';
import { subsystemsMessages } from './messages';
import { useOpenEmbedded } from './use-open-embedded';

const flows = new WeakMap<Workbench, SubsystemsFlow>();

function useSubsystemsFlow(): SubsystemsFlow {
  const wb = useWorkbench();
  let flow = flows.get(wb);
  if (!flow) {
    flow = createSubsystems({
      main: wb.main,
      trainingToken: wb.trainingToken,
      getUser: () => wb.session.getUser(),
    });
    flows.set(wb, flow);
  }
  return flow;
}

/** What `useOpenSubsystem` gives: open a subsystem, the one being opened, and the last failure. */
export interface OpenSubsystem {
  /** Syncs the user, exchanges the token and opens the subsystem in the out-system page. */
  open: (kind: SubsystemKind) => void;
  /** The subsystem being opened, or null. */
  pending: SubsystemKind | null;
  /** Why the last attempt failed (a `SyncError` says 'syncing user info failed'), or null. */
  error: unknown;
  /** The subsystem whose opening failed last, or null. */
  failedKind: SubsystemKind | null;
}

/** Opens the online exam or online training subsystem after the token exchange (SPEC.md §1, §8). */
export function useOpenSubsystem(): OpenSubsystem {
  const flow = useSubsystemsFlow();
  const openEmbedded = useOpenEmbedded();
  const t = useMessages(subsystemsMessages);
  const mutation = useMutation({
    mutationFn: (kind: SubsystemKind) => flow.entryUrl(kind),
    onSuccess: (url, kind) => {
      openEmbedded(url, t(kind));
    },
  });
  return {
    open: (kind) => mutation.mutate(kind),
    pending: mutation.isPending ? (mutation.variables ?? null) : null,
    error: mutation.isError ? mutation.error : null,
    failedKind: mutation.isError ? (mutation.variables ?? null) : null,
  };
}
