import { type ConsultationRoomsFlow, createConsultationRooms, type Workbench } from '@mch/sdk';
import { useWorkbench } from '../../app/workbench-context';

const flows = new WeakMap<Workbench, ConsultationRoomsFlow>();

/** The consultation-room calls of the app's SDK instance (made once per instance). */
export function useConsultationRooms(): ConsultationRoomsFlow {
  const wb = useWorkbench();
  let flow = flows.get(wb);
  if (!flow) {
    flow = createConsultationRooms({ main: wb.main });
    flows.set(wb, flow);
  }
  return flow;
}
