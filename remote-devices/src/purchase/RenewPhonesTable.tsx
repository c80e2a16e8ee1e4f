// The phones a renewal covers, read by GET /phone/renewList (spec §3 renewal fields, §4 expiry rule).
import { RemainingCell } from '@console/ui';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RenewPhone } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { businessMinute } from '../phones/businessTime';

export function RenewPhonesTable({ phones }: { phones: RenewPhone[] }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Table<RenewPhone>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={phones}
      scroll={{ y: 400 }}
      data-testid="renew-phones"
      columns={[
        { key: 'phone_name', dataIndex: 'phone_name', title: t('columns.phoneName') },
        { key: 'is_domestic_name', dataIndex: 'is_domestic_name', title: t('columns.info') },
        { key: 'spec_name', dataIndex: 'spec_name', title: t('columns.spec') },
        { key: 'version', dataIndex: 'version', title: t('columns.version') },
        {
          key: 'expiration_time',
          title: t('columns.expirationTime'),
          render: (_, p) => <span data-testid={`expiry-${p.id}`}>{businessMinute(p.expiration_time)}</span>,
        },
        { key: 'remaining', title: t('columns.remaining'), render: (_, p) => <RemainingCell item={p} /> },
        {
          key: 'auto_renew',
          title: t('purchase.renew.autoRenew'),
          render: (_, p) =>
            p.auto_renew ? <Tag color="processing">{t('purchase.yes')}</Tag> : <Tag>{t('purchase.no')}</Tag>,
        },
      ]}
    />
  );
}
