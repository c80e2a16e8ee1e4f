// Invitation gifts (/inviteReward/gifts): what an enterprise invited by this one receives on
// registering (the server's rule), and the gifts received so far with whether they were used.
import { formatFen } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invite } from '../api/invite';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { InviteScreen } from './InviteScreen';

const PAGE = 10;
const STATUS_COLOR = { usable: 'success', used: 'default', expired: 'warning' } as const;

export function InviteGiftsPage() {
  const { t } = useTranslation(BILLING_NS);
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: [...billingKeys.invite, 'gifts', page],
    queryFn: () => invite.gifts(page, PAGE),
    retry: false,
  });
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
      <Table
        size="small"
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data?.list}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE, total: q.data?.total ?? 0, onChange: setPage }}
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
