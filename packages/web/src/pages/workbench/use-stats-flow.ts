import {
  createWorkbenchStats,
  type StatsFilter,
  statsAllQuery,
  type Workbench,
  type WorkbenchStatsFlow,
} from '@mch/sdk';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { useWorkbench } from '../../app/workbench-context';

/**
 * How long the statistics panel's figures count as current: the figures asked for at sign-in are shown as they are
 * when the panel appears, and so are figures shown again within this time; older ones are asked for again.
 */
export const STATS_STALE_TIME_MS = 30_000;

const ofWorkbench = new WeakMap<Workbench, WorkbenchStatsFlow>();

/** The workbench statistics calls of an SDK instance (made once per instance). */
export function statsOf(wb: Workbench): WorkbenchStatsFlow {
  let flow = ofWorkbench.get(wb);
  if (!flow) {
    flow = createWorkbenchStats({
      main: wb.main,
      live: wb.live,
      exam: wb.exam,
      training: wb.training,
      trainingToken: wb.trainingToken,
      getUser: () => wb.session.getUser(),
    });
    ofWorkbench.set(wb, flow);
  }
  return flow;
}

/** The query of the statistics panel's figures (`/stats/all`) for a filter: filters with the same query are one. */
export function statsAllQueryOptions(wb: Workbench, filter: StatsFilter) {
  const flow = statsOf(wb);
  return queryOptions({
    queryKey: ['workbench', 'stats', statsAllQuery(filter)] as const,
    queryFn: ({ signal }) => flow.all(filter, { signal }),
    staleTime: STATS_STALE_TIME_MS,
  });
}

/**
 * Starts loading the statistics panel's first figures (no filter) while the session loads, so the landing does
 * not wait for the shell to render before asking for them; the panel's query takes this call when it mounts.
 */
export function prefetchLandingStats(queryClient: QueryClient, wb: Workbench): void {
  void queryClient.prefetchQuery(statsAllQueryOptions(wb, {}));
}

/** The workbench statistics calls of the app's SDK instance (made once per instance). */
export function useStatsFlow(): WorkbenchStatsFlow {
  return statsOf(useWorkbench());
}
