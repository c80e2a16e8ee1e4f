// The new-user guide as an in-page checklist on the console home (spec §4 "new-user guide"): it
// follows real progress, stays until every step is done or the member dismisses it (remembered
// per user), and never covers the page like a modal did.
import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import { get, useCan } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Progress as Bar, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember } from '../member/useMember';
import { dismissKey, isDone, stepsFor } from './gettingStarted';

/** Whether the enterprise has a paid recharge order (order list: recharges, paid). */
async function hasPaidRecharge(): Promise<boolean> {
  const res = await get<{ total: number }>('/order/list', { type: 'invest', filterStatus: 1, page: 1, limit: 1 });
  return (res.data?.total ?? 0) > 0;
}

export function GettingStarted({ onRecharge }: { onRecharge: () => void }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { member } = useMember();
  const can = useCan();
  const steps = stepsFor(can);
  const key = member ? dismissKey(member.id) : undefined;
  const [dismissed, setDismissed] = useState<string[]>([]);
  const hidden = !member || !key || dismissed.includes(key) || !!localStorage.getItem(key) || steps.length === 0;
  const wantsRecharge = !hidden && steps.some((s) => s.key === 'recharge');
  const { data: recharged, isPending } = useQuery({
    queryKey: ['shell', 'gettingStarted', 'recharged'],
    queryFn: hasPaidRecharge,
    enabled: wantsRecharge,
    retry: false,
  });
  if (hidden) return null;

  const progress = { member, recharged };
  const done = steps.filter((s) => isDone(s.key, progress)).length;
  // nothing left to guide (or not known yet): no card
  if (done === steps.length || (wantsRecharge && isPending)) return null;
  const dismiss = () => {
    localStorage.setItem(key, String(Date.now()));
    setDismissed((d) => [...d, key]);
  };

  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="getting-started"
      title={
        <Flex align="center" gap={12} wrap>
          <h2 style={{ fontSize: 16, margin: 0 }}>{t('guide.title')}</h2>
          <span style={{ color: token.colorTextSecondary, fontWeight: 'normal', fontSize: 14 }}>
            {t('guide.progress', { done, total: steps.length })}
          </span>
        </Flex>
      }
      extra={
        <Button type="text" size="small" icon={<CloseOutlined />} onClick={dismiss} aria-label={t('guide.dismiss')} />
      }
    >
      <Bar percent={Math.round((done / steps.length) * 100)} showInfo={false} size="small" aria-hidden />
      <ol style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {steps.map((s) => {
          const finished = isDone(s.key, progress);
          return (
            <li key={s.key} data-testid={`step-${s.key}`} data-done={finished}>
              <Flex align="center" gap={12} wrap style={{ padding: '6px 0' }}>
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
