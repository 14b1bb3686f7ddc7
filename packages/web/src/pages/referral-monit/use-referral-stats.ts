import { createWorkbenchStats, type Workbench, type WorkbenchStatsFlow } from '@mch/sdk';
import { useWorkbench } from '../../app/workbench-context';

const flows = new WeakMap<Workbench, WorkbenchStatsFlow>();

/** The statistics calls (the SDK's workbench statistics flow) of the app's SDK instance, made once per instance. */
export function useReferralStats(): WorkbenchStatsFlow {
  const wb = useWorkbench();
  let flow = flows.get(wb);
  if (!flow) {
    flow = createWorkbenchStats({
      main: wb.main,
      live: wb.live,
      exam: wb.exam,
      training: wb.training,
      trainingToken: wb.trainingToken,
      getUser: () => wb.session.getUser(),
    });
    flows.set(wb, flow);
  }
  return flow;
}
