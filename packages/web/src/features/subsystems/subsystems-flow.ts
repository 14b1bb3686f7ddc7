import { createSubsystems, type SubsystemsFlow, type Workbench } from '@mch/sdk';
import { useWorkbench } from '../../app/workbench-context';

const flows = new WeakMap<Workbench, SubsystemsFlow>();

/** The subsystems flow of the app's workbench (one per workbench; its function list is read once per user). */
export function useSubsystemsFlow(): SubsystemsFlow {
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
