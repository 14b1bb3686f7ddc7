import {
  checkTeamResident,
  fetchAreaNames,
  fetchResidentByIdCard,
  fetchResidentEnumerations,
  RESIDENT_ENUMERATION_IDS,
  teamResidentQuery,
} from '@mch/sdk';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useSessionState, useWorkbench } from '../../app/workbench-context';
import type { Loadable } from './resident-details';

/** The enumerations never change while the app runs: they are loaded once and shared by every record tab. */
export const ENUMERATIONS_QUERY_KEY = [
  'fds',
  '/v1/fds-pc/sys-enum/keys-values-map',
  RESIDENT_ENUMERATION_IDS,
];

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
    queryKey: ['fds', '/v1/fds-pc/residents-info/card/{idCard}', idCard],
    queryFn: ({ signal }) => fetchResidentByIdCard(wb.fds, idCard ?? '', signal),
    enabled,
  });
  const enumerations = useQuery({
    queryKey: ENUMERATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchResidentEnumerations(wb.fds, signal),
    enabled: enabled && resident.data != null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const areaCode = resident.data?.areaCode ?? null;
  const areas = useQuery({
    queryKey: ['fds', '/v1/fds-pc/dict-area/code/{code}', areaCode],
    queryFn: ({ signal }) => fetchAreaNames(wb.fds, areaCode ?? '', signal),
    enabled: enabled && areaCode !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const teamQuery = teamResidentQuery(idCard ?? '', doctorId);
  const team = useQuery({
    queryKey: ['fds', '/v1/fds-pc/doctor-base-info/check-team-resident', teamQuery],
    queryFn: ({ signal }) => checkTeamResident(wb.fds, teamQuery, signal),
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
