// Where the console opens for a member (settings "起始页"): the device list (spec §2's home) or
// the dashboard, chosen per user and kept in this browser's localStorage.
import { HOME_PATH } from '../../routes/table';

export const DASHBOARD_PATH = '/dashboard';
export const START_PAGES = [
  { path: HOME_PATH, label: 'deviceList' },
  { path: DASHBOARD_PATH, label: 'dashboard' },
] as const;
export type StartPath = (typeof START_PAGES)[number]['path'];

const storageKey = (username: string) => `startPage:${username}`;
const isStartPath = (v: string | null): v is StartPath => START_PAGES.some((p) => p.path === v);

/**
 * The member's chosen start page, or `fallback` (the role's landing page) when none is chosen or
 * the member may no longer open it (a boss's choice kept in a browser a manager now signs in on).
 */
export function startPath(
  username: string | undefined,
  fallback: string = HOME_PATH,
  mayOpen: (path: string) => boolean = () => true,
): string {
  if (!username) return fallback;
  const chosen = localStorage.getItem(storageKey(username));
  return isStartPath(chosen) && mayOpen(chosen) ? chosen : fallback;
}

export function setStartPath(username: string, path: StartPath): void {
  localStorage.setItem(storageKey(username), path);
}
