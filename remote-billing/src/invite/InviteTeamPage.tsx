// My team (/inviteReward/team): the enterprises registered with the invite code or a channel link,
// what they paid for delivered purchases and what that earned.
import { formatFen } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invite } from '../api/invite';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { InviteScreen } from './InviteScreen';

const PAGE = 10;

export function InviteTeamPage() {
  const { t } = useTranslation(BILLING_NS);
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: [...billingKeys.invite, 'invited', page],
    queryFn: () => invite.invited(page, PAGE),
    retry: false,
  });
  return (
    <InviteScreen screen="team" error={q.error}>
      <Table
        size="small"
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data?.list}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE, total: q.data?.total ?? 0, onChange: setPage }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('invite.columns.company') },
          { key: 'channel', title: t('invite.columns.channel'), render: (_, c) => c.channel || t('invite.mainLink') },
          {
            key: 'registered_at',
            title: t('invite.columns.registeredAt'),
            render: (_, c) => formatTime(c.registered_at),
          },
          {
            key: 'certified',
            title: t('invite.columns.certified'),
            render: (_, c) => (c.certified ? t('invite.yes') : t('invite.no')),
          },
          { key: 'spent', title: t('invite.columns.spent'), align: 'right', render: (_, c) => formatFen(c.spent_fen) },
          {
            key: 'rewards',
            title: t('invite.columns.reward'),
            align: 'right',
            render: (_, c) => formatFen(c.rewards_fen),
          },
          {
            key: 'status',
            title: t('invite.columns.status'),
            render: (_, c) => (
              <Tag color={c.status === 'paying' ? 'success' : 'default'}>{t(`invite.status.${c.status}`)}</Tag>
            ),
          },
        ]}
      />
    </InviteScreen>
  );
}
