import {
  createLatestCall,
  createWorkbenchStats,
  type LatestCall,
  type StatsFilter,
  statsAllQuery,
  type Workbench,
  type WorkbenchStats,
  type WorkbenchStatsFlow,
} from '@mch/sdk';
import { useWorkbench } from '../../app/workbench-context';

/** The workbench statistics of one SDK instance: its calls, and the statistics panel's figures as a store. */
interface StatsOfWorkbench {
  flow: WorkbenchStatsFlow;
  /** The figures of `/stats/all` the panel shows (filters with the same query are one call). */
  all: LatestCall<StatsFilter, WorkbenchStats>;
}

const ofWorkbench = new WeakMap<Workbench, StatsOfWorkbench>();

/** The workbench statistics of an SDK instance (made once per instance). */
export function statsOf(wb: Workbench): StatsOfWorkbench {
  let stats = ofWorkbench.get(wb);
  if (!stats) {
    const flow = createWorkbenchStats({
      main: wb.main,
      live: wb.live,
      exam: wb.exam,
      training: wb.training,
      trainingToken: wb.trainingToken,
      getUser: () => wb.session.getUser(),
    });
    const all = createLatestCall<StatsFilter, WorkbenchStats>({
      call: (filter, signal) => flow.all(filter, { signal }),
      keyOf: (filter) => JSON.stringify(statsAllQuery(filter)),
    });
    stats = { flow, all };
    ofWorkbench.set(wb, stats);
  }
  return stats;
}

/**
 * Starts loading the statistics panel's first figures (no filter) while the session loads, so the landing does
 * not wait for the shell to render before asking for them; the panel takes this call when it mounts.
 */
export function prefetchLandingStats(wb: Workbench): void {
  statsOf(wb).all.prefetch({});
}

/** The workbench statistics calls of the app's SDK instance (made once per instance). */
export function useStatsFlow(): WorkbenchStatsFlow {
  return statsOf(useWorkbench()).flow;
}

/** The statistics panel's `/stats/all` store of the app's SDK instance. */
export function useStatsAll(): LatestCall<StatsFilter, WorkbenchStats> {
  return statsOf(useWorkbench()).all;
}
