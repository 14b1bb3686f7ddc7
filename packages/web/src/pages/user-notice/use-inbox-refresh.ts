import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWorkbench } from '../../app/workbench-context';
import { NOTICE_LIST_KEY, WORK_TIP_LIST_KEY } from './query-keys';

/**
 * Marks the notice and work-tip lists stale when something is read (here, in another tab, or from an invitation)
 * or when the notice center reports news, so the lists show the new state the next time they are on screen.
 */
export function useInboxRefresh(): void {
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  useEffect(() => {
    const invalidate = (kind: 'notice' | 'workTip' | 'both') => {
      if (kind !== 'workTip') void queryClient.invalidateQueries({ queryKey: NOTICE_LIST_KEY });
      if (kind !== 'notice') void queryClient.invalidateQueries({ queryKey: WORK_TIP_LIST_KEY });
    };
    const offRead = wb.notices.onRead((event) => invalidate(event.kind));
    const offNews = wb.notices.onNews(() => invalidate('both'));
    return () => {
      offRead();
      offNews();
    };
  }, [wb, queryClient]);
}
