import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { onSessionReset } from './session';

/** Client errors will not change on retry; only network and 5xx failures get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}

/** One client for the whole app; only the signed-in parts (auth, dashboard) load this module. */
export const queryClient = createQueryClient();
onSessionReset(() => queryClient.clear());
