// Invitation gifts (/inviteReward/gifts): what an enterprise invited by this one receives on
// registering (the server's rule), and the gifts received so far with whether they were used.
import { formatFen } from '@console/shared';
import { Card, Descriptions, Tag } from 'antd';
import { LabelledTable } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { invite } from '../api/invite';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { InviteScreen } from './InviteScreen';
import { usePagedInvite } from './usePagedInvite';

const STATUS_COLOR = { usable: 'success', used: 'default', expired: 'warning' } as const;

export function InviteGiftsPage() {
  const { t } = useTranslation(BILLING_NS);
  const { q, pagination } = usePagedInvite('gifts', invite.gifts);
  return (
    <InviteScreen screen="gifts" error={q.error}>
      {q.data?.rules.map((r) => (
        <Card
          key={r.kind}
          size="small"
          title={t('invite.gifts.welcome')}
          style={{ marginBottom: 16 }}
          data-testid="gift-rule"
        >
          <Descriptions
            size="small"
            column={{ xs: 1, md: 4 }}
            items={[
              { key: 'name', label: t('invite.gifts.coupon'), children: r.name },
              { key: 'amount', label: t('invite.gifts.amount'), children: formatFen(r.amount_fen) },
              { key: 'min', label: t('invite.gifts.minSpend'), children: formatFen(r.min_spend_fen) },
              {
                key: 'days',
                label: t('invite.gifts.valid'),
                children: t('invite.gifts.days', { count: r.valid_days }),
              },
            ]}
          />
        </Card>
      ))}
      <LabelledTable
        label={t('invite.screens.gifts')}
        size="small"
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data?.list}
        scroll={{ x: 'max-content' }}
        pagination={pagination}
        columns={[
          { key: 'company', dataIndex: 'company', title: t('invite.columns.company') },
          { key: 'coupon', dataIndex: 'coupon', title: t('invite.gifts.coupon') },
          { key: 'amount', title: t('invite.gifts.amount'), align: 'right', render: (_, g) => formatFen(g.amount_fen) },
          { key: 'granted', title: t('invite.gifts.grantedAt'), render: (_, g) => formatTime(g.granted_at) },
          { key: 'expires', title: t('invite.gifts.expiresAt'), render: (_, g) => formatTime(g.expires_at) },
          {
            key: 'status',
            title: t('invite.columns.status'),
            render: (_, g) => <Tag color={STATUS_COLOR[g.status]}>{t(`invite.gifts.status.${g.status}`)}</Tag>,
          },
        ]}
      />
    </InviteScreen>
  );
}
