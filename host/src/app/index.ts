// What the shell (host/src/shell) may import from the app folder. Deliberately does not
// re-export App/router, so shell → app → router → shell is no cycle.
export { LanguageSwitch, LANGUAGE_LABELS, type LanguageSwitchProps } from './LanguageSwitch';
export { useLogout, logoutSession } from './logout';
export { progress, useProgressActive } from './progress';
export { PROGRESS_COLOR } from './NavigationProgress';
