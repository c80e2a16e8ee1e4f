// One way for every org screen to run a change: success message, or the §8 failure title followed
// by the server's reason (添加成员失败：用户名已存在), shown for 5 seconds with a close button.
import type { TFunction } from 'i18next';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../api/org';
import { ORG_NS } from '../i18n';

/** "<title>：<reason>" (the reason alone when there is no title). */
export function failureText(title: string, reason: string, t: TFunction<'org'>): string {
  return reason ? t('transfer.failedPrefix', { title, reason }) : title;
}

export function useOrgAction() {
  const { message } = App.useApp();
  const { t } = useTranslation(ORG_NS);
  const fail = useCallback(
    (title: string, err: unknown) => {
      // a RequestError (login invalid) was shown by the request layer already
      if (!(err instanceof ActionError)) return;
      void message.error({ content: failureText(title, err.message, t), duration: 5 });
    },
    [message, t],
  );
  /** Runs `fn`; true when it succeeded. */
  const run = useCallback(
    async <R>(fn: () => Promise<R>, opts: { failed: string; done: (r: R) => string }): Promise<boolean> => {
      try {
        const r = await fn();
        void message.success(opts.done(r));
        return true;
      } catch (err) {
        fail(opts.failed, err);
        return false;
      }
    },
    [message, fail],
  );
  return { run, fail };
}
