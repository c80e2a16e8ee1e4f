// The console's one server-state cache (TanStack Query). The host creates the client and hands it
// to every remote through the shell services (shell/services.ts); standalone, the area's shell does.
import { QueryClient } from '@tanstack/react-query';
import { getLanguage, subscribeLanguage } from '../i18n/language';
import { RequestError } from '../request/handle';

/** Business errors (a non-success `code`) are answers, not outages: retrying them changes nothing. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof RequestError) && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  refetchOnLanguageChange(client);
  return client;
}

/**
 * The server writes its texts (catalogue labels, goods names, remarks, messages) in the request's
 * language: when the reader switches language, what is cached was written in the other one.
 */
function refetchOnLanguageChange(client: QueryClient): void {
  let shown = getLanguage();
  subscribeLanguage(() => {
    const now = getLanguage();
    if (now === shown) return;
    shown = now;
    void client.invalidateQueries();
  });
}
