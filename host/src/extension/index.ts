export {
  CONSOLE_SOURCE,
  EXTENSION_SOURCE,
  ExtensionEvent,
  postToExtension,
  onExtensionMessage,
  requestFromExtension,
  isExtensionMessage,
  notifyExtensionLogout,
  pushInstallPlugin,
  getPlugin,
} from './bridge';
export type { ExtensionEventType, ConsoleMessage, ExtensionMessage } from './bridge';
