import { createLiveTraining, type LiveTrainingFlow, type Workbench } from '@mch/sdk';
import { useWorkbench } from '../../app/workbench-context';

const flows = new WeakMap<Workbench, LiveTrainingFlow>();

/** The live-training calls of the app's SDK instance (made once per instance). */
export function useLiveTraining(): LiveTrainingFlow {
  const wb = useWorkbench();
  let flow = flows.get(wb);
  if (!flow) {
    flow = createLiveTraining({ live: wb.live, getUser: () => wb.session.getUser() });
    flows.set(wb, flow);
  }
  return flow;
}

/** The query key of the live projects of a year. */
export const liveProjectsKey = (year: number) => ['live', 'projects', year] as const;
/** The query key of the user's live alert. */
export const LIVE_ALERTS_KEY = ['live', 'alerts'] as const;
