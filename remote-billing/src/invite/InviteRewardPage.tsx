// Invite rewards (/inviteReward/all, menu only for level_type 4; the server refuses others): the
// invite link (page origin + /login?invite_code=…, copy → 复制成功), what the program earned, and
// three views on real data — invited companies (my team), rewards credited, income by month.
import { CopyOutlined } from '@ant-design/icons';
import { commonText, formatFen, RequestError } from '@console/shared';
import { PageTitle } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Input, Result, Row, Space, Statistic, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invite, inviteLink } from '../api/invite';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';

const PAGE = 10;
const refused = (e: unknown) => e instanceof RequestError && e.code === 40003;

export function InviteRewardPage() {
  const { t } = useTranslation(BILLING_NS);
  const { message } = App.useApp();
  const summary = useQuery({ queryKey: [...billingKeys.invite, 'summary'], queryFn: invite.summary, retry: false });

  if (summary.isError) {
    return refused(summary.error) ? (
      <Result status="403" title={t('invite.refused')} subTitle={summary.error.message} data-testid="invite-refused" />
    ) : (
      <Alert type="error" showIcon title={t('invite.loadFailed')} />
    );
  }
  const s = summary.data;
  const link = s ? inviteLink(window.location.origin, s.invite_code) : '';
  const copy = () => {
    // spec §8: success shows 复制成功, failure is silent
    navigator.clipboard
      ?.writeText(link)
      .then(() => message.success(commonText('copySuccess')))
      .catch(() => {});
  };

  return (
    <>
      <PageTitle>{t('invite.title')}</PageTitle>
      <Card size="small" style={{ marginBottom: 16 }}>
        <label htmlFor="invite-link" style={{ display: 'block', marginBottom: 8 }}>
          {t('invite.link')}
        </label>
        <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
          <Input id="invite-link" readOnly value={link} data-testid="invite-link" />
          <Button icon={<CopyOutlined />} onClick={copy} disabled={!s}>
            {t('invite.copy')}
          </Button>
        </Space.Compact>
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
      <Tabs
        items={[
          { key: 'team', label: t('invite.tabs.team'), children: <InvitedTable /> },
          { key: 'rewards', label: t('invite.tabs.rewards'), children: <RewardTable /> },
          { key: 'income', label: t('invite.tabs.income'), children: <IncomeTable /> },
        ]}
      />
    </>
  );
}

function InvitedTable() {
  const { t } = useTranslation(BILLING_NS);
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: [...billingKeys.invite, 'invited', page], queryFn: () => invite.invited(page, PAGE) });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={q.isPending}
      dataSource={q.data?.list}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: PAGE, total: q.data?.total ?? 0, onChange: setPage }}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('invite.columns.company') },
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
  );
}

function RewardTable() {
  const { t } = useTranslation(BILLING_NS);
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: [...billingKeys.invite, 'rewards', page], queryFn: () => invite.rewards(page, PAGE) });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={q.isPending}
      dataSource={q.data?.list}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: PAGE, total: q.data?.total ?? 0, onChange: setPage }}
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

function IncomeTable() {
  const { t } = useTranslation(BILLING_NS);
  const q = useQuery({ queryKey: [...billingKeys.invite, 'income'], queryFn: invite.income });
  return (
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
  );
}
