// One order (GET /order/detail): what it is, its lines, the resources it created or renewed, its
// ledger rows; while it awaits payment, the 10-minute window counting down with "pay" (balance or
// a gateway) and "cancel". A paid purchase not delivered yet can be cancelled (refunded). What is
// offered follows the server's can_pay / can_cancel and the access table (useCan). Paying and
// cancelling move money: each attempt has one Idempotency-Key (a double click or a retry is one pay).
import { formatFen, outcomeUnknown, shellServices, useAttemptKey, useCan } from '@console/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Popconfirm, Radio, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type OrderDetail, type OrderPayType, orders } from '../api/orders';
import { formatTime, Money, SignedMoney } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { isOrderStatus, labelKey, ORDER_STATUS_COLOR } from './labels';
import { PaymentCountdown } from './PaymentCountdown';

const PAY_TYPES: OrderPayType[] = ['balance', 'alipay', 'wechat'];

export function OrderDetailDrawer({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      title={t('orderDetail.title')}
      size="min(720px, 100vw)"
      destroyOnHidden
    >
      {orderNo && <OrderDetailBody orderNo={orderNo} />}
    </Drawer>
  );
}

function OrderDetailBody({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(BILLING_NS);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: billingKeys.orderDetail(orderNo), queryFn: () => orders.detail(orderNo) });
  const [payType, setPayType] = useState<OrderPayType>('balance');
  const [failed, setFailed] = useState(false);
  // a refused pay (shown) makes the next click a new attempt, so does another pay method; a pay whose
  // outcome is unknown is sent again as the same attempt
  const [refusals, setRefusals] = useState(0);
  const payKey = useAttemptKey(`${payType}:${refusals}`);
  const cancelKey = useAttemptKey(orderNo);
  // a click while a pay is in flight sends nothing (a double click outruns the button's loading state)
  const paying = useRef(false);

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: billingKeys.orders });
    await shellServices().refreshMember(); // the top bar's balance
  };
  const pay = useMutation({
    mutationFn: (p: OrderPayType) => orders.pay(orderNo, p, payKey),
    onMutate: () => setFailed(false),
    onSettled: () => {
      paying.current = false;
    },
    onSuccess: async (res) => {
      if (res.url) return window.location.assign(res.url); // paid at the gateway; /pay/success brings the user back
      void message.success(t('orderDetail.paid'));
      shellServices().countersChanged();
      await afterChange();
    },
    // the request layer showed the server's reason; say what to do next (spec §8: retry later; pay again)
    onError: (e) => {
      setFailed(true);
      if (!outcomeUnknown(e)) setRefusals((n) => n + 1);
    },
  });
  const cancel = useMutation({
    mutationFn: () => orders.cancel(orderNo, cancelKey),
    onSuccess: async (res) => {
      void message.success(
        res.refunded_fen > 0
          ? t('orderDetail.cancelledRefunded', { amount: formatFen(res.refunded_fen) })
          : t('orderDetail.cancelled'),
      );
      await afterChange();
    },
  });

  if (detail.isPending) return <Typography.Text>{t('orderDetail.loading')}</Typography.Text>;
  if (detail.isError) return <Alert type="error" showIcon title={t('orderDetail.loadFailed')} />;
  const d: OrderDetail = detail.data;
  const o = d.order;
  const label = (group: 'status' | 'payType', value: string) => {
    const k = labelKey(group, value);
    return k ? t(k) : value || '-';
  };
  const mayPay = d.can_pay && can('POST /order/pay');
  const mayCancel = d.can_cancel && can('POST /order/cancel');
  const recharge = o.type === 'recharge';
  // a recharge cannot be paid from the balance it tops up
  const chosen: OrderPayType = recharge && payType === 'balance' ? 'alipay' : payType;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="order-detail">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label={t('columns.orderNo')}>{o.order_no}</Descriptions.Item>
        <Descriptions.Item label={t('columns.type')}>{o.type_label}</Descriptions.Item>
        <Descriptions.Item label={t('columns.goodsName')} span="filled">
          {o.goods_name}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.status')}>
          <Tag color={isOrderStatus(o.status) ? ORDER_STATUS_COLOR[o.status] : 'default'}>
            {label('status', o.status)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.payType')}>{label('payType', o.pay_type)}</Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.total')}>
          <Money value={o.total} />
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.discount')}>
          <Money value={o.discount} />
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.coupon')}>
          <Money value={o.coupon} />
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.paid')}>
          <Money value={o.paid} />
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.createdAt')}>{formatTime(o.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.paidAt')}>{formatTime(o.paid_at)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.member')} span="filled">
          {o.member || '-'}
        </Descriptions.Item>
        {o.refund_reason && (
          <Descriptions.Item label={t('orderDetail.refund')} span="filled">
            {o.refund_reason}
          </Descriptions.Item>
        )}
      </Descriptions>

      {(mayPay || mayCancel) && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {o.status === 'awaiting_payment' && (
            <PaymentCountdown
              remaining={d.remaining_seconds}
              answeredAt={detail.dataUpdatedAt}
              onElapsed={() => void queryClient.invalidateQueries({ queryKey: billingKeys.orders })}
            />
          )}
          {mayPay && (
            <Radio.Group
              aria-label={t('columns.payType')}
              value={chosen}
              onChange={(e) => setPayType(e.target.value as OrderPayType)}
              options={PAY_TYPES.map((p) => ({
                value: p,
                label: label('payType', p),
                disabled: p === 'balance' && recharge,
              }))}
            />
          )}
          <Space wrap>
            {mayPay && (
              <Button
                type="primary"
                loading={pay.isPending}
                onClick={() => {
                  if (paying.current) return;
                  paying.current = true;
                  pay.mutate(chosen);
                }}
              >
                {t('orderDetail.pay', { amount: formatFen(o.total_fen - o.discount_fen - o.coupon_fen) })}
              </Button>
            )}
            {mayCancel && (
              <Popconfirm
                title={o.status === 'buying' ? t('orderDetail.withdrawConfirm') : t('orderDetail.cancelConfirm')}
                onConfirm={() => cancel.mutate()}
                okText={t('orderDetail.cancelOk')}
                cancelText={t('orderDetail.keep')}
              >
                <Button danger loading={cancel.isPending}>
                  {t('orderDetail.cancel')}
                </Button>
              </Popconfirm>
            )}
          </Space>
          {failed && <Alert type="error" showIcon title={t('orderDetail.payFailed')} data-testid="pay-failed" />}
        </Space>
      )}

      <section aria-labelledby="order-items">
        <Typography.Title level={2} id="order-items" style={{ fontSize: 16 }}>
          {t('orderDetail.items')}
        </Typography.Title>
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={d.items}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('columns.goodsName') },
            { key: 'quantity', dataIndex: 'quantity', title: t('columns.quantity'), align: 'right' },
            { key: 'unit', title: t('orderDetail.unit'), align: 'right', render: (_, i) => <Money value={i.unit} /> },
            {
              key: 'amount',
              title: t('orderDetail.amount'),
              align: 'right',
              render: (_, i) => <Money value={i.amount} />,
            },
          ]}
        />
      </section>

      <section aria-labelledby="order-resources">
        <Typography.Title level={2} id="order-resources" style={{ fontSize: 16 }}>
          {t('orderDetail.resources')}
        </Typography.Title>
        {d.resources.length === 0 ? (
          <Typography.Text type="secondary">{t('orderDetail.noResources')}</Typography.Text>
        ) : (
          <ul style={{ paddingInlineStart: 20, margin: 0 }} data-testid="order-resources">
            {d.resources.map((r) => (
              <li key={`${r.kind}-${r.id}`}>
                {r.path ? <Link to={r.path}>{r.name}</Link> : r.name}
                {r.expires_at && ` · ${t('orderDetail.expires', { time: formatTime(r.expires_at) })}`}
                {r.gone && (
                  <Tag style={{ marginInlineStart: 8 }} color="default">
                    {t('orderDetail.gone')}
                  </Tag>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {d.flows.length > 0 && (
        <section aria-labelledby="order-flows">
          <Typography.Title level={2} id="order-flows" style={{ fontSize: 16 }}>
            {t('orderDetail.flows')}
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={d.flows}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'time', title: t('columns.flowTime'), render: (_, f) => formatTime(f.created_at) },
              {
                key: 'kind',
                title: t('columns.kind'),
                render: (_, f) => t(`kind.${f.kind}`, { defaultValue: f.kind }),
              },
              {
                key: 'change',
                title: t('columns.change'),
                align: 'right',
                render: (_, f) => <SignedMoney change={f.change} />,
              },
              {
                key: 'after',
                title: t('columns.balanceAfter'),
                align: 'right',
                render: (_, f) => <Money value={f.balance_after} />,
              },
            ]}
          />
        </section>
      )}
    </Space>
  );
}
