import { useUiTexts } from '../../list/i18n';
import en from './en.json';
import zh from './zh.json';

export const remoteTexts = { zh, en };
export type RemoteTextKey = keyof typeof zh;

/** t() of the remote kit ('ui' namespace, prefix 'remote'). */
export function useRemoteText(): (key: RemoteTextKey, vars?: Record<string, string | number>) => string {
  return useUiTexts('remote', remoteTexts);
}
