// Invite rewards (/inviteReward/all, menu only for level_type 4; the server refuses others): the
// invite link (page origin + /login?invite_code=…, copy → 复制成功), what the program earned, and
// the rewards credited. Channels, team, income and gifts are the sibling screens (InviteScreen).
import { formatFen } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { LabelledTable } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { invite, inviteLink } from '../api/invite';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { CopyLink } from './CopyLink';
import { InviteScreen } from './InviteScreen';
import { usePagedInvite } from './usePagedInvite';

export function InviteRewardPage() {
  const { t } = useTranslation(BILLING_NS);
  const summary = useQuery({ queryKey: [...billingKeys.invite, 'summary'], queryFn: invite.summary, retry: false });
  const s = summary.data;
  return (
    <InviteScreen screen="overview" error={summary.error}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <CopyLink
          id="invite-link"
          label={t('invite.link')}
          link={s ? inviteLink(window.location.origin, s.invite_code) : ''}
        />
        {s && <p style={{ margin: '8px 0 0' }}>{t('invite.rule', { percent: s.reward_percent })}</p>}
      </Card>
      {s && (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6}>
            <Statistic title={t('invite.invited')} value={s.invited} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('invite.paying')} value={s.paying} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('invite.rewards')} value={formatFen(s.rewards_fen)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('invite.monthRewards')} value={formatFen(s.month_rewards_fen)} />
          </Col>
        </Row>
      )}
      <h2 style={{ fontSize: 16 }}>{t('invite.rewardList')}</h2>
      <RewardTable />
    </InviteScreen>
  );
}

function RewardTable() {
  const { t } = useTranslation(BILLING_NS);
  const { q, pagination } = usePagedInvite('rewards', invite.rewards);
  return (
    <LabelledTable
      label={t('invite.screens.overview')}
      size="small"
      rowKey="id"
      loading={q.isPending}
      dataSource={q.data?.list}
      scroll={{ x: 'max-content' }}
      pagination={pagination}
      columns={[
        { key: 'time', title: t('invite.columns.time'), render: (_, r) => formatTime(r.created_at) },
        { key: 'company', dataIndex: 'company', title: t('invite.columns.company') },
        { key: 'order_no', dataIndex: 'order_no', title: t('columns.orderNo') },
        { key: 'spent', title: t('invite.columns.spent'), align: 'right', render: (_, r) => formatFen(r.spent_fen) },
        { key: 'reward', title: t('invite.columns.reward'), align: 'right', render: (_, r) => formatFen(r.reward_fen) },
      ]}
    />
  );
}
