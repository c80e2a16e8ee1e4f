// The new-user guide (spec §2/§4: "shown once; a local flag is kept"): a dialog on the console's
// home, first of the first-visit dialogs (they take turns, ./dialogQueue.tsx). It shows the
// member's real progress through the steps that matter (./gettingStarted.ts) with a way into each.
// Opening it sets the flag, per user (several people may share a browser); an enterprise that has
// done every step never sees it. It was an in-page checklist until issue 34/36: that card pushed a
// newcomer's list below the fold and was not the spec's shape.
import { CheckCircleFilled } from '@ant-design/icons';
import { get, useCan, useSession } from '@console/shared';
import { DraggableModal } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Progress as Bar, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../routes';
import { useMember } from '../member/useMember';
import { useDialogTurn } from './dialogQueue';
import { closedKey, isDone, legacyDismissKey, stepsFor } from './gettingStarted';

/** Where the guide shows: the console's home (spec §2 landing) and the dashboard. */
export const GUIDE_PAGES = new Set([HOME_PATH, '/dashboard']);

/** Whether the enterprise has a paid recharge order (order list: recharges, paid). */
async function hasPaidRecharge(): Promise<boolean> {
  const res = await get<{ total: number }>('/order/list', { type: 'invest', filterStatus: 1, page: 1, limit: 1 });
  return (res.data?.total ?? 0) > 0;
}

export function NewUserGuide({ onRecharge }: { onRecharge: () => void }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const username = useSession().userInfo?.username;
  const { member } = useMember();
  const can = useCan();
  const steps = stepsFor(can);
  const key = username ? closedKey(username) : undefined;
  // read once: the flag this visit sets must not take the dialog away while it is open
  const [shownBefore] = useState(() => !key || !!localStorage.getItem(key));
  const mayShow = !shownBefore && steps.length > 0;
  const wantsRecharge = mayShow && steps.some((s) => s.key === 'recharge');
  const { data: recharged, isPending } = useQuery({
    queryKey: ['shell', 'gettingStarted', 'recharged'],
    queryFn: hasPaidRecharge,
    enabled: wantsRecharge,
    retry: false,
  });
  const progress = member && !(wantsRecharge && isPending) ? { member, recharged } : undefined;
  const done = progress ? steps.filter((s) => isDone(s.key, progress)).length : 0;
  // dismissed under the old per-member key, or every step done: nothing to guide
  const over = !!progress && (done === steps.length || !!localStorage.getItem(legacyDismissKey(member!.id)));
  const [closed, setClosed] = useState(false);
  const wanted = mayShow && !!progress && !over && !closed && GUIDE_PAGES.has(pathname);
  const { open, close } = useDialogTurn('guide', wanted);
  useEffect(() => {
    // shown once: the flag is kept as it opens, or when there is nothing left to guide
    if (key && mayShow && (open || over)) localStorage.setItem(key, String(Date.now()));
  }, [key, mayShow, open, over]);
  const hide = () => {
    setClosed(true);
    close();
  };

  return (
    <DraggableModal
      open={open}
      onCancel={hide}
      title={t('guide.title')}
      footer={
        <Button type="primary" onClick={hide}>
          {t('guide.gotIt')}
        </Button>
      }
    >
      <div data-testid="new-user-guide">
        <p style={{ margin: '0 0 4px', color: token.colorTextSecondary }}>
          {t('guide.progress', { done, total: steps.length })}
        </p>
        <Bar percent={Math.round((done / steps.length) * 100)} showInfo={false} size="small" aria-hidden />
        <ol style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {steps.map((s, i) => {
            const finished = !!progress && isDone(s.key, progress);
            return (
              <li key={s.key} data-testid={`step-${s.key}`} data-done={finished}>
                <Flex align="center" gap={12} style={{ padding: '6px 0' }}>
                  {finished ? (
                    <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 18 }} aria-hidden />
                  ) : (
                    // an unfinished step is its number, never a tick (issue 34)
                    <span
                      aria-hidden
                      data-step-state="open"
                      style={{
                        width: 18,
                        height: 18,
                        flex: 'none',
                        borderRadius: '50%',
                        border: `1px solid ${token.colorTextSecondary}`,
                        color: token.colorTextSecondary,
                        fontSize: 12,
                        lineHeight: '16px',
                        textAlign: 'center',
                      }}
                    >
                      {i + 1}
                    </span>
                  )}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <div style={{ fontWeight: 500 }}>
                      {t(`guide.${s.key}.title`)}
                      {finished && <span style={{ color: token.colorSuccessText }}> · {t('guide.finished')}</span>}
                    </div>
                    <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{t(`guide.${s.key}.text`)}</div>
                  </div>
                  {!finished &&
                    (s.to ? (
                      // following it changes the route, which hands the turn on (the queue closes it)
                      <Link to={s.to} onClick={() => setClosed(true)}>
                        {t(`guide.${s.key}.action`)}
                      </Link>
                    ) : (
                      <Button
                        size="small"
                        onClick={() => {
                          hide(); // one dialog at a time: the recharge dialog replaces this one
                          onRecharge();
                        }}
                      >
                        {t(`guide.${s.key}.action`)}
                      </Button>
                    ))}
                </Flex>
              </li>
            );
          })}
        </ol>
      </div>
    </DraggableModal>
  );
}
