import {
  EXTERNAL_LINK_REL,
  OUT_SYSTEM_URL_PATH,
  roomTarget,
  SUBSYSTEM_QUERY_KEY,
  type SubsystemKind,
} from '@mch/sdk';
import { useCallback, useRef, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useFramePolicy } from '../../platform/frame-policy';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { subsystemsMessages } from './messages';

/** What `useOpenSubsystem` gives: open a subsystem, the one being opened, and the last failure. */
export interface OpenSubsystem {
  /**
   * Syncs the user, exchanges the token and opens the subsystem: in the out-system page, whose query names only
   * the subsystem (the page frames the address with the token it holds in memory), or in a new window when a
   * frame cannot show it.
   */
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
  const flow = useWorkbench().subsystems;
  const openPage = useOpenPage();
  const t = useMessages(subsystemsMessages);
  const policy = useFramePolicy();
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
          const target = roomTarget(url, globalThis.location?.href ?? '', policy);
          if (target?.mode === 'window') {
            globalThis.open(target.url, '_blank', EXTERNAL_LINK_REL.replace(' ', ','));
            return;
          }
          openPage(OUT_SYSTEM_URL_PATH, { [SUBSYSTEM_QUERY_KEY]: kind }, t(kind));
        },
        (error: unknown) => {
          if (id !== newest.current) return;
          setAttempt({ kind, status: 'failed', error });
        },
      );
    },
    [flow, openPage, t, policy],
  );
  return {
    open,
    pending: attempt?.status === 'pending' ? attempt.kind : null,
    error: attempt?.status === 'failed' ? attempt.error : null,
    failedKind: attempt?.status === 'failed' ? attempt.kind : null,
  };
}
