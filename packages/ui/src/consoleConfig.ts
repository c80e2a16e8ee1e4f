// What every ConfigProvider of the console sets (the host's, each area's, the crash screen's, the
// standalone shell's): one source, so an area never looks or behaves unlike the shell around it.
import type { ConfigProviderProps } from 'antd';
import { passwordIcon } from './passwordIcon';
import { consoleTheme, prefersReducedMotion } from './theme';

export const consoleConfig = {
  theme: consoleTheme,
  // buttons' click ripple fades its opacity for 2 s whatever the motion token says: off for a user
  // who asks for less motion (and under e2e, whose axe checks wait for every animation to end)
  wave: { disabled: prefersReducedMotion() },
  // every password field's show/hide toggle is a 24 px target (WCAG 2.5.8)
  inputPassword: { iconRender: passwordIcon },
} satisfies ConfigProviderProps;
