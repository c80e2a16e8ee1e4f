// The console's one server-state cache (TanStack Query). The host creates the client and hands it
// to every remote through the shell services (shell/services.ts); standalone, the area's shell does.
import { QueryClient } from '@tanstack/react-query';
import { RequestError } from '../request/handle';

/** Business errors (a non-success `code`) are answers, not outages: retrying them changes nothing. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof RequestError) && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Returning to an area shows what it had at once and revalidates in the background.
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        // The request layer already tells the user about failures; a focus refetch storm helps no one.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
