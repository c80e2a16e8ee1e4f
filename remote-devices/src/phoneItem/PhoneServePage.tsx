// /phoneItem/serve?id= (spec §2): what serves the phone — bound sub-account and network card,
// assigned member, installed apps and the order that bought it.
import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PhoneDetail } from '../api/phoneDetail';
import { DEVICES_NS } from '../i18n';
import { BoundName } from '../phones/BoundName';
import { InstalledAppsCard } from './InstalledAppsCard';
import { PhoneItemFrame } from './PhoneItemFrame';
import { PurchaseOrderCard } from './PurchaseOrderCard';

export function PhoneServePage() {
  return <PhoneItemFrame tab="serve">{(phone) => <PhoneServices phone={phone} />}</PhoneItemFrame>;
}

function PhoneServices({ phone: p }: { phone: PhoneDetail }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={`${p.phone_name} · ${t('phoneItem.serve.binding')}`} size="small" data-testid="phone-bindings">
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('phoneItem.fields.account')}>
            <BoundName kind="account" id={p.account_id} name={p.account_name} />
          </Descriptions.Item>
          <Descriptions.Item label={t('phoneItem.fields.networkCard')}>
            <BoundName kind="networkCard" id={p.network_card_id} name={p.network_card_name} />
          </Descriptions.Item>
          <Descriptions.Item label={t('phoneItem.fields.assignedUser')}>
            {p.assigned_user_id ? p.assigned_user_name || '-' : t('phoneItem.unassigned')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <InstalledAppsCard phoneId={p.id} />
      <PurchaseOrderCard orderNo={p.order_no} />
    </Space>
  );
}
