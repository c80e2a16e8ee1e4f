// Every unit test starts with a fresh shell (cache, spies for the shell services), as a test of a
// remote runs without the host. Tests read `testShell()` to assert what a screen asked of the shell.
import { createQueryClient, provideShellServices, type ShellServices } from '@console/shared';

// A full antd table, form or dialog rendered in jsdom takes seconds on a cold transform cache with
// both cores busy: one generous bound for every unit suite (not a timing assertion). jest's
// `testTimeout` is global, and would apply to the server suites too.
jest.setTimeout(60_000);

let shell: ShellServices & { calls: string[] };

export function testShell(): typeof shell {
  return shell;
}

beforeEach(() => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 0, gcTime: Infinity },
    mutations: { retry: false },
  });
  const calls: string[] = [];
  shell = {
    calls,
    queryClient,
    refreshMember: async () => void calls.push('refreshMember'),
    openRecharge: (o) => void calls.push(`openRecharge${o?.shortFen !== undefined ? `:${o.shortFen}` : ''}`),
    countersChanged: () => void calls.push('countersChanged'),
    navigate: (to) => void calls.push(`navigate:${to}`),
  };
  provideShellServices(shell);
});

afterEach(() => {
  shell.queryClient.clear();
});
