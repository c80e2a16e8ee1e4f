// 绑定设置 (/company/binding, spec §2 enterprise configuration; §3 is_bind_wc and the website
// config weixingongzhonghao): the boss's WeChat binding with the official account's QR code to
// scan for binding, unbinding after a confirmation (logged by the server), and the bound mobile,
// masked. Only the boss (40003 for staff: a 403 panel).
import { shellServices } from '@console/shared';
import { PageTitle, useConfirm } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden } from '../Forbidden';
import { ORG_NS } from '../i18n';
import { bindings, companyKeys, isForbidden } from './api';
import { CompanyTabs } from './CompanyTabs';

export function BindingPage() {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const modal = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const q = useQuery({ queryKey: companyKeys.bindings, queryFn: bindings.get, retry: false });

  if (q.error && isForbidden(q.error)) {
    return (
      <Forbidden
        texts="bindings.forbidden"
        endpoint="GET /company/bindings"
        reason={q.error.message}
        testId="bindings-forbidden"
      />
    );
  }

  const unbind = () =>
    modal.confirm({
      title: t('bindings.confirmTitle'),
      content: t('bindings.confirmContent'),
      okText: t('bindings.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('bindings.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          await bindings.unbindWechat();
          void message.success(t('bindings.unbound'));
          // member info carries is_bind_wc too (spec §3)
          void shellServices()
            .refreshMember()
            .catch(() => undefined);
        } catch (err) {
          void message.error({
            content: `${t('bindings.unbindFailed')}${(err as Error)?.message ? `：${(err as Error).message}` : ''}`,
            duration: 5,
          });
        } finally {
          setBusy(false);
          await queryClient.invalidateQueries({ queryKey: companyKeys.bindings });
          void queryClient.invalidateQueries({ queryKey: companyKeys.log });
        }
      },
    });

  const data = q.data;
  return (
    <>
      <PageTitle>{t('bindings.title')}</PageTitle>
      <CompanyTabs />
      <Card>
        {!data ? (
          q.error ? (
            <Button onClick={() => void q.refetch()}>{t('bindings.refresh')}</Button>
          ) : (
            <Skeleton active />
          )
        ) : (
          <Descriptions column={1} bordered size="middle" data-testid="bindings">
            <Descriptions.Item label={t('bindings.wechat')}>
              <Space orientation="vertical" size="middle">
                <Space wrap>
                  {data.is_bind_wc ? (
                    <Tag color="success">{t('bindings.wechatBound')}</Tag>
                  ) : (
                    <Tag>{t('bindings.wechatUnbound')}</Tag>
                  )}
                  {data.is_bind_wc === 1 && (
                    <Button danger size="small" loading={busy} onClick={unbind}>
                      {t('bindings.unbind')}
                    </Button>
                  )}
                </Space>
                {data.is_bind_wc === 0 &&
                  (data.wechat_qr ? (
                    <Space orientation="vertical">
                      <img
                        src={data.wechat_qr}
                        alt={t('bindings.qrAlt')}
                        width={160}
                        height={160}
                        style={{ maxWidth: '100%', height: 'auto' }}
                      />
                      <Typography.Text type="secondary">{t('bindings.scanHint')}</Typography.Text>
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{t('bindings.qrMissing')}</Typography.Text>
                  ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('bindings.phone')}>
              {data.phone_masked || <Typography.Text type="secondary">{t('bindings.phoneNone')}</Typography.Text>}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </>
  );
}
