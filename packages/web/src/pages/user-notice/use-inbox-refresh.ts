import { inboxQueries } from '@mch/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWorkbench } from '../../platform/workbench-context';

/**
 * Marks the notice and work-tip lists stale when something is read (here, in another tab, or from an invitation)
 * or when the notice center reports news, so the lists show the new state the next time they are on screen.
 */
export function useInboxRefresh(): void {
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  useEffect(() => {
    const invalidate = (kind: 'notice' | 'workTip' | 'both') => {
      if (kind !== 'workTip') void queryClient.invalidateQueries({ queryKey: inboxQueries.notices });
      if (kind !== 'notice') void queryClient.invalidateQueries({ queryKey: inboxQueries.workTips });
    };
    const offRead = wb.notices.onRead((event) => invalidate(event.kind));
    const offNews = wb.notices.onNews(() => invalidate('both'));
    return () => {
      offRead();
      offNews();
    };
  }, [wb, queryClient]);
}
