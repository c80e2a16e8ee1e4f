// One sub-account in a drawer: GET /account/detail (state, bindings, environment, what its state
// allows) and, once it has an environment at the provider, GET /account/getPodDetail (not reported).
import { Descriptions, Drawer, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accounts } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';
import { AccountStateTag } from './AccountStateTag';
import { resolutionLabel } from './states';

const dash = (v: string | number | null | undefined) => (v === '' || v === null || v === undefined ? '-' : v);

export function DetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  // the drawer's body scrolls on small screens: keyboard users reach it (axe scrollable-region-focusable)
  const inner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = inner.current?.closest<HTMLElement>('.ant-drawer-body');
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', t('detail.title'));
  });
  const detail = useQuery({
    queryKey: accountsKeys.detail(id ?? 0),
    queryFn: () => accounts.detail(id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const d = detail.data;
  const hasPod = !!d && ['running', 'powered_off'].includes(d.state);
  const pod = useQuery({
    queryKey: accountsKeys.pod(id ?? 0),
    queryFn: () => accounts.podDetail(id!),
    enabled: id !== null && hasPod,
    staleTime: 0,
    retry: false,
  });
  const res = d ? resolutionLabel(d.env.resolution) : '';
  return (
    <Drawer open={id !== null} onClose={onClose} title={d?.name ?? t('detail.title')} size={480} destroyOnHidden>
      <div ref={inner}>
        {!d ? (
          <Spin />
        ) : (
          <>
            <Descriptions column={1} size="small" bordered data-testid="account-detail">
              <Descriptions.Item label={t('columns.status')}>
                <AccountStateTag state={d.state} paid={d.paid} />
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.phone')}>{d.phone_name || t('unbound')}</Descriptions.Item>
              <Descriptions.Item label={t('columns.group')}>{dash(d.group_name)}</Descriptions.Item>
              <Descriptions.Item label={t('columns.networkCard')}>
                {d.network_card ? `${d.network_card} ${d.network_card_ip}` : t('unbound')}
              </Descriptions.Item>
              <Descriptions.Item label={t('env.brand')}>{dash(d.env.model || d.env.brand)}</Descriptions.Item>
              <Descriptions.Item label={t('env.country')}>{dash(d.env.country)}</Descriptions.Item>
              <Descriptions.Item label={t('env.resolution')}>
                {res === null ? t('env.followComputer') : dash(res)}
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.memory')}>
                {d.memory_gb ? `+${d.memory_gb} GB` : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.remark')}>{dash(d.remark)}</Descriptions.Item>
              <Descriptions.Item label={t('columns.expirationTime')}>
                {d.paid ? new Date(d.expiration_time).toLocaleString() : t('state.unpaid')}
              </Descriptions.Item>
            </Descriptions>
            {hasPod && (
              <>
                <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
                  {t('detail.pod')}
                </Typography.Title>
                {pod.isLoading ? (
                  <Spin />
                ) : pod.data ? (
                  <Descriptions column={1} size="small" bordered data-testid="pod-detail">
                    <Descriptions.Item label={t('detail.online')}>
                      {pod.data.online ? t('live.online') : t('live.offline')}
                    </Descriptions.Item>
                    <Descriptions.Item label="CPU">{pod.data.cpu_cores}</Descriptions.Item>
                    <Descriptions.Item label={t('detail.ram')}>{pod.data.memory_mb} MB</Descriptions.Item>
                    <Descriptions.Item label={t('detail.storage')}>{pod.data.storage_gb} GB</Descriptions.Item>
                    <Descriptions.Item label={t('detail.android')}>{pod.data.android_version}</Descriptions.Item>
                    <Descriptions.Item label="IP">{pod.data.ip}</Descriptions.Item>
                  </Descriptions>
                ) : (
                  <Typography.Text type="secondary">{t('live.failed')}</Typography.Text>
                )}
              </>
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
