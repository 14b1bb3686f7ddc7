/**
 * Query and mutation descriptors: what a cache (TanStack Query, SWR, a plain Map) needs to read and invalidate the
 * backends' data, without the SDK depending on one. A query descriptor is `{ queryKey, queryFn }` (plus how long its
 * data counts as current when that is a product rule); spread it into `useQuery`, `queryClient.ensureQueryData`
 * or a router loader. A mutation descriptor is `{ mutationFn, invalidates }`: after it succeeds, every query whose
 * key starts with one of `invalidates` is stale. Keys start with the feature's root key and hold only plain data.
 */

/** A query key: the feature's root, then plain, serialisable parts. */
export type QueryKey = readonly unknown[];

/** What a cache calls to read one query. */
export interface QueryDescriptor<T, K extends QueryKey = QueryKey> {
  readonly queryKey: K;
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** How long the data counts as current, in ms, when the product says so (else the cache's default). */
  readonly staleTime?: number;
}

/** What a cache calls to change data, and the queries that are stale after it succeeds. */
export interface MutationDescriptor<V, T> {
  readonly mutationFn: (variables: V) => Promise<T>;
  /** Key prefixes of the queries to read again after a success. */
  readonly invalidates: readonly QueryKey[];
}

/** A query descriptor (keeps the key's literal type). */
export function describeQuery<const K extends QueryKey, T>(
  queryKey: K,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
  staleTime?: number,
): QueryDescriptor<T, K> {
  return staleTime === undefined ? { queryKey, queryFn } : { queryKey, queryFn, staleTime };
}

/** A mutation descriptor. */
export function describeMutation<V, T>(
  mutationFn: (variables: V) => Promise<T>,
  invalidates: readonly QueryKey[],
): MutationDescriptor<V, T> {
  return { mutationFn, invalidates };
}
