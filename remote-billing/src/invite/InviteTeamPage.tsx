// My team (/inviteReward/team): the enterprises registered with the invite code or a channel link,
// what they paid for delivered purchases and what that earned.
import { formatFen } from '@console/shared';
import { Tag } from 'antd';
import { LabelledTable } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { invite } from '../api/invite';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { InviteScreen } from './InviteScreen';
import { usePagedInvite } from './usePagedInvite';

export function InviteTeamPage() {
  const { t } = useTranslation(BILLING_NS);
  const { q, pagination } = usePagedInvite('invited', invite.invited);
  return (
    <InviteScreen screen="team" error={q.error}>
      <LabelledTable
        label={t('invite.screens.team')}
        size="small"
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data?.list}
        scroll={{ x: 'max-content' }}
        pagination={pagination}
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
