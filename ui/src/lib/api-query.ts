import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';

// The endpoint files under features/*/api each wrote the same functions around their one request: a query
// hook that reads a GET under its cache key, or a mutation hook that refetches what the change touched.
// These two build those hooks; the files keep what differs (the request, the key, a poll, what to refetch).

/** What a query may add to its key and request: a poll, a stale time, placeholder rows. */
type QueryExtras<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * The arguments, when none of them may be left out. The signal follows them, so a left-out one would put
 * the signal in its place: hooks with optional arguments are written out by hand.
 */
type AllRequired<Args extends unknown[]> = Args extends Required<Args> ? Args : never;

/**
 * The hook reading one GET: `key(...args)` names it in the cache, `fetch(...args, signal)` asks the server
 * (the signal cancels a request nobody waits for any more).
 */
export function apiQuery<Args extends unknown[], T>(
  key: (...args: Args) => QueryKey,
  fetch: (...args: [...Args, AbortSignal]) => Promise<T>,
  extras: QueryExtras<T> = {},
) {
  return function useApiQuery(...args: AllRequired<Args>) {
    return useQuery({ ...extras, queryKey: key(...args), queryFn: ({ signal }) => fetch(...args, signal) });
  };
}

/** The queries under a key prefix, or a function that invalidates what a change touched. */
type Refetch = QueryKey | ((queryClient: QueryClient) => unknown);

/**
 * The hook running one change, after which the screens refetch `refetch`: on a refusal too, since a 404 or
 * 409 means another tab changed the data first and the screens should show the server's truth. `failed`,
 * when given, is logged with the error (for changes whose screens show no error of their own).
 */
export function refetchingMutation<Vars = void, T = unknown>(
  mutate: (vars: Vars) => Promise<T>,
  refetch: Refetch,
  failed?: string,
) {
  return function useRefetchingMutation() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: mutate,
      ...(failed !== undefined && { onError: (error: Error) => console.error(failed, error) }),
      onSettled: () =>
        typeof refetch === 'function' ? refetch(queryClient) : queryClient.invalidateQueries({ queryKey: refetch }),
    });
  };
}
