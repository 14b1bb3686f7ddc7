import { residentQueries, teamResidentQuery } from '@mch/sdk';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useSessionState, useWorkbench } from '../../platform/workbench-context';
import type { Loadable } from './resident-details';

/**
 * The server data of one resident record: the resident, the names of its coded fields (cached for the app's
 * life), the names of its area (cached per code) and the team check for the current doctor. Nothing is fetched
 * while the page is hidden or without a card.
 */
export function useResidentRecord(idCard: string | null, active: boolean) {
  const wb = useWorkbench();
  const session = useSessionState();
  const doctorId = session.status === 'ready' ? session.user.doctorId : null;
  const enabled = active && idCard !== null;

  const resident = useQuery({
    ...residentQueries.byIdCard(wb, idCard ?? ''),
    enabled,
  });
  const enumerations = useQuery({
    ...residentQueries.enumerations(wb),
    enabled: enabled && resident.data != null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const areaCode = resident.data?.areaCode ?? null;
  const areas = useQuery({
    ...residentQueries.areaNames(wb, areaCode ?? ''),
    enabled: enabled && areaCode !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const teamQuery = teamResidentQuery(idCard ?? '', doctorId);
  const team = useQuery({
    ...residentQueries.teamCheck(wb, teamQuery),
    enabled: enabled && resident.data != null,
  });

  return { resident, enumerations, areas, team };
}

/** The state of a query as the record's pieces show it (pending, failed with a retry, or its data). */
export function loadableOf<T>(query: UseQueryResult<T>): Loadable<T> {
  if (query.isSuccess) return { status: 'success', data: query.data };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'pending' };
}
