import { createSubsystems, type SubsystemKind, type SubsystemsFlow, type Workbench } from '@mch/sdk';
import { useCallback, useRef, useState } from 'react';
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

/** The state of the newest attempt to open a subsystem. */
type Attempt =
  | { kind: SubsystemKind; status: 'pending' }
  | { kind: SubsystemKind; status: 'failed'; error: unknown }
  | null;

/**
 * Opens the online exam or online training subsystem after the token exchange (SPEC.md §1, §8). Only the newest
 * attempt counts: an older exchange that settles later neither opens its page nor reports its failure. (Used by
 * the side menu, so it does not load TanStack Query, which the landing does without.)
 */
export function useOpenSubsystem(): OpenSubsystem {
  const flow = useSubsystemsFlow();
  const openEmbedded = useOpenEmbedded();
  const t = useMessages(subsystemsMessages);
  const [attempt, setAttempt] = useState<Attempt>(null);
  const newest = useRef(0);
  const open = useCallback(
    (kind: SubsystemKind) => {
      newest.current += 1;
      const id = newest.current;
      setAttempt({ kind, status: 'pending' });
      flow.entryUrl(kind).then(
        (url) => {
          if (id !== newest.current) return;
          setAttempt(null);
          openEmbedded(url, t(kind));
        },
        (error: unknown) => {
          if (id !== newest.current) return;
          setAttempt({ kind, status: 'failed', error });
        },
      );
    },
    [flow, openEmbedded, t],
  );
  return {
    open,
    pending: attempt?.status === 'pending' ? attempt.kind : null,
    error: attempt?.status === 'failed' ? attempt.error : null,
    failedKind: attempt?.status === 'failed' ? attempt.kind : null,
  };
}
