// Layout settings (spec §3 "Settings"), kept per browser in localStorage.
import { useCallback, useState } from 'react';

export interface ShellSettings {
  /** Sticky top bar. */
  fixedHeader: boolean;
  /** Product logo/name at the top of the sidebar. */
  sidebarLogo: boolean;
}

const KEYS: Record<keyof ShellSettings, string> = { fixedHeader: 'fixedHeader', sidebarLogo: 'sidebarLogo' };
// The spec does not give the defaults; these are ours.
export const DEFAULT_SETTINGS: ShellSettings = { fixedHeader: false, sidebarLogo: true };

function read(key: keyof ShellSettings): boolean {
  const v = localStorage.getItem(KEYS[key]);
  return v === null ? DEFAULT_SETTINGS[key] : v === '1';
}

export function useSettings() {
  const [settings, setSettings] = useState<ShellSettings>(() => ({
    fixedHeader: read('fixedHeader'),
    sidebarLogo: read('sidebarLogo'),
  }));
  const change = useCallback((key: keyof ShellSettings, value: boolean) => {
    localStorage.setItem(KEYS[key], value ? '1' : '0');
    setSettings((s) => ({ ...s, [key]: value }));
  }, []);
  return { settings, change };
}
