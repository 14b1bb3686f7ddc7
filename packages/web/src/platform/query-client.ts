import {
  ApiError,
  CancelledError,
  isUncertainFailure,
  type MutationDescriptor,
  type QueryKey,
  SessionExpiredError,
  TimeoutError,
} from '@mch/sdk';
import {
  QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** How many times a query is retried after a failure that may pass (a call that got no answer). */
export const QUERY_RETRY_LIMIT = 1;

/**
 * Whether a failed query is worth retrying: once for a call that got no answer at once (a network failure);
 * never for a timeout (the user has already waited the whole limit of SPEC.md §9 and been told so: a retry would
 * keep the block loading as long again and tell it twice; the block's Retry is there), never when the server
 * answered (an ApiError of any status: its warning was already shown, and a retry would show it again), nor for an
 * expired session or a cancelled call.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_LIMIT) return false;
  if (error instanceof SessionExpiredError || error instanceof CancelledError) return false;
  if (error instanceof ApiError || error instanceof TimeoutError) return false;
  return true;
}

/**
 * An answer younger than this is not asked for again because a page mounted: the route's loader asked for it while
 * the page's code loaded, and the page takes that answer (older data is read again on mount, as usual).
 */
export const JUST_LOADED_MS = 2_000;

/** Whether a query with data is read again when a component using it mounts (see {@link JUST_LOADED_MS}). */
export function shouldRefetchOnMount(query: { state: { dataUpdatedAt: number } }, now = Date.now()): boolean {
  return now - query.state.dataUpdatedAt >= JUST_LOADED_MS;
}

/**
 * Whether a query that failed is asked again when a component using it mounts: not when it has just failed (the
 * route's loader asked while the page's code loaded, the user has just been told, and the page shows the failure
 * with its Retry; asking again would tell the same failure twice), otherwise yes, as usual.
 */
export function shouldRetryOnMount(query: { state: { errorUpdatedAt: number } }, now = Date.now()): boolean {
  return now - query.state.errorUpdatedAt >= JUST_LOADED_MS;
}

/**
 * The app's TanStack Query client: no refetch on window focus, none on mount for an answer or a failure that has
 * just arrived, retries only where a retry can help.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => shouldRefetchOnMount(query),
        retryOnMount: (query) => shouldRetryOnMount(query),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Marks stale every query whose key starts with one of `keys` (a mutation descriptor's `invalidates`), and reads the
 * shown ones again. A first read still on its way was asked before the change: TanStack Query lets a new read join
 * one running without data rather than start afresh (it cancels a running read only when there is data), so the
 * list would go on showing the state before the change (a node moved under a parent being expanded vanished from
 * the tree). Such a read is cancelled first, so the new one sees the change.
 */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({
        queryKey,
        predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
      });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}

/**
 * `useMutation` over an SDK mutation descriptor: after a success, the queries the descriptor names are read again
 * (awaited, so `mutateAsync` resolves once the lists show the change), then `options.onSuccess` runs. After a
 * failure whose answer was lost on the way (`isUncertainFailure`: the change may stand) they are read again too.
 */
export function useSdkMutation<V, T>(
  descriptor: MutationDescriptor<V, T>,
  options: Omit<UseMutationOptions<T, Error, V>, 'mutationFn'> = {},
): UseMutationResult<T, Error, V> {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: descriptor.mutationFn,
    onSuccess: async (...args) => {
      await invalidateKeys(queryClient, descriptor.invalidates);
      await options.onSuccess?.(...args);
    },
    onError: async (...args) => {
      if (isUncertainFailure(args[0])) void invalidateKeys(queryClient, descriptor.invalidates);
      await options.onError?.(...args);
    },
  });
}

/**
 * Runs an SDK mutation descriptor outside `useMutation` (a confirmed action), then reads its stale queries again;
 * also after a failure whose answer was lost on the way (the change may stand: the lists show whether it does).
 * It resolves once they are read again, unless `waitForQueries` is false (what they show is elsewhere, behind a
 * dialog that answers at once).
 */
export async function runMutation<V, T>(
  queryClient: QueryClient,
  descriptor: MutationDescriptor<V, T>,
  variables: V,
  { waitForQueries = true }: { waitForQueries?: boolean } = {},
): Promise<T> {
  let result: T;
  try {
    result = await descriptor.mutationFn(variables);
  } catch (error) {
    if (isUncertainFailure(error)) void invalidateKeys(queryClient, descriptor.invalidates);
    throw error;
  }
  const read = invalidateKeys(queryClient, descriptor.invalidates);
  if (waitForQueries) await read;
  return result;
}
