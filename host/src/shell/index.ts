export { ShellLayout, SIDEBAR_WIDTH, SIDEBAR_COLLAPSED_WIDTH } from './ShellLayout';
export { SHELL_NS } from './i18n';
