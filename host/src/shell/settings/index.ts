// Shell settings: the drawer, the layout switches and the member's start page.
export { SettingsDrawer } from './SettingsDrawer';
export { useSettings, DEFAULT_SETTINGS, type ShellSettings } from './useSettings';
export { DASHBOARD_PATH, setStartPath, startPath, START_PAGES, type StartPath } from './startPage';
