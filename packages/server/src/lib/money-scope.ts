// Which request may move money (issue 31). Every route handler runs in a scope naming its endpoint
// and how @console/contract/idempotency guards it; idempotent() marks its transaction keyed. The
// wallet and the order writer call moneyMayMove() before they write: in a request, money moves
// only inside a keyed transaction or in a gateway's notification. Jobs, the demo seed and scripts
// are not requests and are not checked.
import { AsyncLocalStorage } from 'node:async_hooks';
import { MONEY_ROUTES, type MoneyGuard } from '@console/contract/idempotency';

interface MoneyScope {
  endpoint: string;
  guard: MoneyGuard | null;
  /** Inside idempotent()'s transaction. */
  keyed: boolean;
}

const scope = new AsyncLocalStorage<MoneyScope>();
const guards: Readonly<Record<string, MoneyGuard>> = MONEY_ROUTES;

/** Runs a route's handler ('POST /phone/buyV1') in its scope. */
export const inRoute = <T>(endpoint: string, fn: () => T): T =>
  scope.run({ endpoint, guard: guards[endpoint] ?? null, keyed: false }, fn);

export const routeScope = (): Readonly<MoneyScope> | undefined => scope.getStore();

/** Runs `fn` as the keyed transaction of the current route. */
export function keyed<T>(fn: () => T): T {
  const s = scope.getStore();
  if (!s) throw new Error('keyed() outside a route');
  return scope.run({ ...s, keyed: true }, fn);
}

/** Work a request starts that is not the request's own (the dev clock runs the jobs). */
export const apartFromRequest = <T>(fn: () => T): T => scope.exit(fn);

/** The wallet and the order writer call this before they write. */
export function moneyMayMove(): void {
  const s = scope.getStore();
  if (!s || s.keyed || s.guard === 'gateway') return;
  throw new Error(
    `money moved in ${s.endpoint} outside an idempotent request: declare it in @console/contract/idempotency and run it through idempotent()`,
  );
}
