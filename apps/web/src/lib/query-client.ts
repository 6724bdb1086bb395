import { QueryClient } from '@tanstack/react-query';

/** The API client already refreshes and retries once on 403; TanStack Query must not retry on top. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
