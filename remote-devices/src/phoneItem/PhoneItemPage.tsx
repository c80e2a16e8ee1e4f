// /phoneItem?id= (spec §2): one phone — its fields, status, power state, expiry (spec §4 rule),
// bindings, member, region/platform, instance properties, recent tasks; renewal and the 2.0
// remote-operation notice.
import { RemainingCell, formatDateTime } from '@console/ui';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '@console/shared';
import { useNavigate } from 'react-router';
import type { PhoneDetail } from '../api/phoneDetail';
import { DEVICES_NS } from '../i18n';
import { BoundName } from '../phones/BoundName';
import { businessMinute } from '../phones/businessTime';
import { PhoneStateTag } from '../phones/PhoneStateTag';
import { renewPath } from '../phones/views';
import { PhoneItemFrame } from './PhoneItemFrame';
import { PhoneTasksCard } from './PhoneTasksCard';
import { RemoteOperationCard } from './RemoteOperationCard';

const dash = (v: string | null | undefined) => v || '-';

export function PhoneItemPage() {
  return <PhoneItemFrame tab="detail">{(phone) => <PhoneDetailView phone={phone} />}</PhoneItemFrame>;
}

function PhoneDetailView({ phone: p }: { phone: PhoneDetail }) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  const can = useCan();
  const f = (k: string) => t(`phoneItem.fields.${k}`);
  const pod = Object.entries(p.pod_property ?? {});

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={t('phoneItem.basics')}
        extra={
          can('POST /phone/renewV1') && (
            <Button type="primary" onClick={() => navigate(renewPath([p.id]))}>
              {t('phoneItem.renew')}
            </Button>
          )
        }
        data-testid="phone-detail"
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={f('phoneName')}>{p.phone_name}</Descriptions.Item>
          <Descriptions.Item label={f('info')}>{dash(p.is_domestic_name)}</Descriptions.Item>
          <Descriptions.Item label={f('spec')}>{dash(p.spec_name)}</Descriptions.Item>
          <Descriptions.Item label={f('version')}>{dash(p.version)}</Descriptions.Item>
          <Descriptions.Item label={f('platform')}>{dash(p.platform)}</Descriptions.Item>
          <Descriptions.Item label={f('region')}>
            {p.region ? t(`purchase.regions.${p.region}`, { defaultValue: p.region }) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <PhoneStateTag state={p.state} />
          </Descriptions.Item>
          <Descriptions.Item label={f('powerState')}>
            {t(`phoneItem.powerStates.${p.power_state}`, { defaultValue: p.power_state })}
          </Descriptions.Item>
          <Descriptions.Item label={f('expirationTime')}>{businessMinute(p.expiration_time)}</Descriptions.Item>
          <Descriptions.Item label={f('remaining')}>
            <RemainingCell item={p} />
          </Descriptions.Item>
          <Descriptions.Item label={f('autoRenew')}>
            {t(p.auto_renew ? 'purchase.yes' : 'purchase.no')}
          </Descriptions.Item>
          <Descriptions.Item label={f('group')}>{dash(p.group_name)}</Descriptions.Item>
          <Descriptions.Item label={f('remark')}>{dash(p.remark)}</Descriptions.Item>
          <Descriptions.Item label={f('account')}>
            <BoundName kind="account" id={p.account_id} name={p.account_name} />
          </Descriptions.Item>
          <Descriptions.Item label={f('networkCard')}>
            <BoundName kind="networkCard" id={p.network_card_id} name={p.network_card_name} />
          </Descriptions.Item>
          <Descriptions.Item label={f('assignedUser')}>
            {p.assigned_user_id ? dash(p.assigned_user_name) : t('phoneItem.unassigned')}
          </Descriptions.Item>
          <Descriptions.Item label={f('orderNo')}>{dash(p.order_no)}</Descriptions.Item>
          <Descriptions.Item label={f('lastSynced')}>{formatDateTime(p.last_synced_at)}</Descriptions.Item>
          <Descriptions.Item label={f('createdAt')}>{formatDateTime(p.created_at)}</Descriptions.Item>
          <Descriptions.Item label={f('podProperty')} span="filled">
            {pod.length
              ? pod.map(([k, v]) => <Tag key={k}>{`${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`}</Tag>)
              : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <RemoteOperationCard />
      <PhoneTasksCard phoneId={p.id} />
    </Space>
  );
}
