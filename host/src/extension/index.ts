export {
  CONSOLE_SOURCE,
  EXTENSION_SOURCE,
  ExtensionEvent,
  extensionPresence,
  postToExtension,
  onExtensionMessage,
  requestFromExtension,
  isExtensionMessage,
  notifyExtensionLogout,
  getPlugin,
  watchExtension,
  useWatchExtension,
} from './bridge';
export type { ExtensionEventType, ConsoleMessage, ExtensionInfo, ExtensionMessage, ExtensionPresence } from './bridge';
