export { decide, isOpenPath, OPEN_PATHS } from './decide';
export type { Decision, GuardInput } from './decide';
export { Guard } from './Guard';
export { GuardedOutlet, ForbiddenPage } from './forbidden';
