// My income (/inviteReward/income): rewards by month (China time), the last 12 months.
import { formatFen } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { invite } from '../api/invite';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { InviteScreen } from './InviteScreen';

export function InviteIncomePage() {
  const { t } = useTranslation(BILLING_NS);
  const q = useQuery({ queryKey: [...billingKeys.invite, 'income'], queryFn: invite.income, retry: false });
  return (
    <InviteScreen screen="income" error={q.error}>
      <Table
        size="small"
        rowKey="month"
        loading={q.isPending}
        dataSource={q.data}
        pagination={false}
        columns={[
          { key: 'month', dataIndex: 'month', title: t('invite.columns.month') },
          { key: 'orders', dataIndex: 'orders', title: t('invite.columns.orders'), align: 'right' },
          { key: 'spent', title: t('invite.columns.spent'), align: 'right', render: (_, m) => formatFen(m.spent_fen) },
          {
            key: 'reward',
            title: t('invite.columns.reward'),
            align: 'right',
            render: (_, m) => formatFen(m.rewards_fen),
          },
        ]}
      />
    </InviteScreen>
  );
}
