// The new-user guide as an in-page checklist on the console home (spec §4 "new-user guide"): it
// follows real progress, stays until every step is done or the member closes it (remembered per
// user), and never covers the page like a modal did. It is there from the first paint, at its
// final height, while the progress loads: the home list below it never moves (CLS).
import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import { get, useCan, useSession } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Progress as Bar, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember } from '../member/useMember';
import { closedKey, isDone, legacyDismissKey, stepsFor } from './gettingStarted';

/** Whether the enterprise has a paid recharge order (order list: recharges, paid). */
async function hasPaidRecharge(): Promise<boolean> {
  const res = await get<{ total: number }>('/order/list', { type: 'invest', filterStatus: 1, page: 1, limit: 1 });
  return (res.data?.total ?? 0) > 0;
}

export function GettingStarted({ onRecharge }: { onRecharge: () => void }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const username = useSession().userInfo?.username;
  const { member } = useMember();
  const can = useCan();
  const steps = stepsFor(can);
  const key = username ? closedKey(username) : undefined;
  const [closedNow, setClosedNow] = useState<string[]>([]);
  const hidden = !key || closedNow.includes(key) || !!localStorage.getItem(key) || steps.length === 0;
  const wantsRecharge = !hidden && steps.some((s) => s.key === 'recharge');
  const { data: recharged, isPending } = useQuery({
    queryKey: ['shell', 'gettingStarted', 'recharged'],
    queryFn: hasPaidRecharge,
    enabled: wantsRecharge,
    retry: false,
  });
  const progress = member && !(wantsRecharge && isPending) ? { member, recharged } : undefined;
  const done = progress ? steps.filter((s) => isDone(s.key, progress)).length : 0;
  // dismissed under the old per-member key, or every step done: closed for good, from the next paint on
  const over = !!progress && (done === steps.length || !!localStorage.getItem(legacyDismissKey(member!.id)));
  // remembered for the next first paint (this one already shows nothing)
  useEffect(() => {
    if (!hidden && over && key) localStorage.setItem(key, String(Date.now()));
  }, [hidden, over, key]);
  if (hidden || over) return null;
  const close = () => {
    localStorage.setItem(key, String(Date.now()));
    setClosedNow((c) => [...c, key]);
  };

  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="getting-started"
      aria-busy={!progress}
      title={
        <Flex align="center" gap={12} wrap>
          <h2 style={{ fontSize: 16, margin: 0 }}>{t('guide.title')}</h2>
          <span style={{ color: token.colorTextSecondary, fontWeight: 'normal', fontSize: 14 }}>
            {progress ? t('guide.progress', { done, total: steps.length }) : '\u00a0'}
          </span>
        </Flex>
      }
      extra={
        <Button type="text" size="small" icon={<CloseOutlined />} onClick={close} aria-label={t('guide.dismiss')} />
      }
    >
      <Bar percent={Math.round((done / steps.length) * 100)} showInfo={false} size="small" aria-hidden />
      <ol style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {steps.map((s) => {
          const finished = !!progress && isDone(s.key, progress);
          return (
            <li key={s.key} data-testid={`step-${s.key}`} data-done={finished}>
              {/* the row's height is its two text lines, with or without the action */}
              <Flex align="center" gap={12} wrap style={{ padding: '6px 0', minHeight: 54 }}>
                <CheckCircleFilled
                  style={{ color: finished ? token.colorSuccess : token.colorTextSecondary, fontSize: 16 }}
                  aria-hidden
                />
                <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <div style={{ fontWeight: 500 }}>
                    {t(`guide.${s.key}.title`)}
                    {finished && <span style={{ color: token.colorSuccessText }}> · {t('guide.finished')}</span>}
                  </div>
                  <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{t(`guide.${s.key}.text`)}</div>
                </div>
                {!finished &&
                  (s.to ? (
                    <Link to={s.to}>{t(`guide.${s.key}.action`)}</Link>
                  ) : (
                    <Button size="small" onClick={onRecharge}>
                      {t(`guide.${s.key}.action`)}
                    </Button>
                  ))}
              </Flex>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
