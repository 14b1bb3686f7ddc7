import { ApiError, CancelledError, SessionExpiredError } from '@mch/sdk';
import { QueryClient } from '@tanstack/react-query';

/** How many times a query is retried after a failure that may pass (network, timeout, server error). */
export const QUERY_RETRY_LIMIT = 1;

/**
 * Whether a failed query is worth retrying: once for a call that got no answer (network, timeout); never when the
 * server answered (an ApiError of any status: its warning was already shown, and a retry would show it again),
 * nor for an expired session or a cancelled call.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_LIMIT) return false;
  if (error instanceof SessionExpiredError || error instanceof CancelledError) return false;
  if (error instanceof ApiError) return false;
  return true;
}

/** The app's TanStack Query client: no refetch on window focus, retries only where a retry can help. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
