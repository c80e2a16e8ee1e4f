export { StandaloneShell, type StandaloneShellProps } from './StandaloneShell';
