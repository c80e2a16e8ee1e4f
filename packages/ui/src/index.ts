export { consoleTheme, PRIMARY_COLOR } from './theme';
export { DraggableModal, DIALOG_WIDTH, type DraggableModalProps } from './DraggableModal';
export * from './list';
export * from './form';
export { StandaloneShell, type StandaloneShellProps } from './standalone';
export * from './remote';
export * from './expiry';
export * from './page';
export * from './checkout';
