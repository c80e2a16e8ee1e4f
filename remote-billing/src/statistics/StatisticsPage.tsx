// Data statistics (/statistics/all): spending by day and by order type, devices by state,
// expiries by week, members' orders, over a China-time date range. The money figures are the
// wallet ledger's own sums (GET /statistics/summary), so they equal the wallet flow's for the same
// range. The charts (ECharts) are loaded only here, after the numbers; each has its numbers in a
// table too.
import { formatFen, fenToYuan } from '@console/shared';
import { PageTitle } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Statistic, Table } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Statistics, statisticsApi } from '../api/statistics';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { dateRangeError } from '../wallet/flows';
import { lastDays } from './range';

const Chart = lazy(() => import('./Charts'));

export function StatisticsPage() {
  const { t } = useTranslation(BILLING_NS);
  const [range, setRange] = useState(() => lastDays(Date.now(), 30));
  const [draft, setDraft] = useState(range);
  const bad = dateRangeError(draft);
  const q = useQuery({ queryKey: billingKeys.stats(range), queryFn: () => statisticsApi.summary(range) });

  return (
    <>
      <PageTitle>{t('stats.title')}</PageTitle>
      <Form
        layout="inline"
        onFinish={() => !bad && setRange(draft)}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label={t('stats.range')}
      >
        <Form.Item label={t('filter.dateFrom')} htmlFor="stats-from">
          <Input
            id="stats-from"
            value={draft.date_from}
            placeholder="YYYY-MM-DD"
            onChange={(e) => setDraft({ ...draft, date_from: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('filter.dateTo')} htmlFor="stats-to">
          <Input
            id="stats-to"
            value={draft.date_to}
            placeholder="YYYY-MM-DD"
            onChange={(e) => setDraft({ ...draft, date_to: e.target.value })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!!bad}>
          {t('stats.apply')}
        </Button>
      </Form>
      {bad && <Alert type="warning" showIcon title={t(bad)} style={{ marginBottom: 16 }} />}
      {q.isError && <Alert type="error" showIcon title={t('stats.loadFailed')} />}
      {q.data && <StatisticsBody s={q.data} />}
    </>
  );
}

function StatisticsBody({ s }: { s: Statistics }) {
  const { t } = useTranslation(BILLING_NS);
  const spent = s.totals.purchase_fen + s.totals.renewal_fen;
  const daily = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 48, right: 16, bottom: 32 },
      xAxis: { type: 'category', data: s.by_day.map((d) => d.day) },
      yAxis: { type: 'value' },
      series: (['purchase_fen', 'renewal_fen', 'recharge_fen'] as const).map((k) => ({
        name: t(`stats.series.${k}`),
        type: k === 'recharge_fen' ? 'line' : 'bar',
        stack: k === 'recharge_fen' ? undefined : 'spent',
        data: s.by_day.map((d) => Number(fenToYuan(d[k]))),
      })),
    }),
    [s, t],
  );
  const byType = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          data: s.by_type.map((x) => ({ name: x.label, value: Number(fenToYuan(x.paid_fen)) })),
        },
      ],
    }),
    [s],
  );
  const weeks = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, bottom: 32 },
      xAxis: { type: 'category', data: s.expiries_by_week.map((w) => w.week_start) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: t('stats.expiries'), data: s.expiries_by_week.map((w) => w.count) }],
    }),
    [s, t],
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="stats-body">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <div data-testid="stats-spent">
            <Statistic title={t('stats.spent')} value={formatFen(spent)} />
          </div>
        </Col>
        <Col xs={12} md={6}>
          <div data-testid="stats-recharge">
            <Statistic title={t('stats.series.recharge_fen')} value={formatFen(s.totals.recharge_fen)} />
          </div>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('stats.refunds')} value={formatFen(s.totals.refund_fen + s.totals.reward_fen)} />
        </Col>
        <Col xs={12} md={6}>
          <div data-testid="stats-net">
            <Statistic title={t('stats.net')} value={formatFen(s.totals.net_fen)} />
          </div>
        </Col>
      </Row>
      <Suspense fallback={<div style={{ height: 280 }} aria-busy="true" />}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card size="small" title={t('stats.byDay')}>
              <Chart option={daily} label={t('stats.byDay')} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card size="small" title={t('stats.byType')}>
              <Chart option={byType} label={t('stats.byType')} />
              <Table
                size="small"
                rowKey="type"
                pagination={false}
                dataSource={s.by_type}
                columns={[
                  { key: 'label', dataIndex: 'label', title: t('columns.type') },
                  { key: 'orders', dataIndex: 'orders', title: t('stats.orders'), align: 'right' },
                  { key: 'paid', title: t('columns.paid'), align: 'right', render: (_, x) => formatFen(x.paid_fen) },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('stats.expiries')}>
              <Chart option={weeks} label={t('stats.expiries')} height={220} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('stats.phones')}>
              <Row gutter={16}>
                {(['normal', 'abnormal', 'expiring', 'expired'] as const).map((k) => (
                  <Col span={6} key={k}>
                    <Statistic title={t(`stats.phoneState.${k}`)} value={s.phones[k]} />
                  </Col>
                ))}
              </Row>
            </Card>
            <Card size="small" title={t('stats.members')} style={{ marginTop: 16 }}>
              <Table
                size="small"
                rowKey="member"
                pagination={false}
                dataSource={s.members}
                columns={[
                  { key: 'member', dataIndex: 'member', title: t('columns.member') },
                  { key: 'orders', dataIndex: 'orders', title: t('stats.orders'), align: 'right' },
                  { key: 'paid', title: t('columns.paid'), align: 'right', render: (_, m) => formatFen(m.paid_fen) },
                ]}
              />
            </Card>
          </Col>
        </Row>
      </Suspense>
    </Space>
  );
}
