// The end of every sub-account pay screen: a duration (buy, renew) or a storage size (memory), the
// payment method, the server's price (POST /account/prices, quiet and outside the loading count)
// and the submit. The order pays exactly the amount shown; the balance pays at once, a gateway
// sends the browser to its checkout. After a balance payment the shell's balance follows.
import { formatFen, shellServices } from '@console/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchPaymentList, type PayKind, type PayResult, accounts, type PriceBody } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';

interface Values {
  duration?: string;
  memory_gb?: number;
  pay_type?: string;
}

interface Props {
  kind: PayKind;
  ids: number[];
  options: BatchPaymentList;
  onPaid: (r: PayResult) => void;
}

/** 'month:3' ⇄ { unit, value } (one Select value per offered duration). */
const durationKey = (d: { unit: string; value: number }) => `${d.unit}:${d.value}`;
export function parseDuration(key: string | undefined): { duration_unit: 'day' | 'month'; duration: number } | null {
  const m = /^(day|month):(\d+)$/.exec(key ?? '');
  return m ? { duration_unit: m[1] as 'day' | 'month', duration: Number(m[2]) } : null;
}

/** The price request of the form, or null while it lacks what a price needs. */
export function priceBody(kind: PayKind, ids: number[], v: Values): PriceBody | null {
  if (!ids.length) return null;
  if (kind === 'memory') return v.memory_gb ? { kind, account_ids: ids, memory_gb: v.memory_gb } : null;
  const d = parseDuration(v.duration);
  return d ? { kind, account_ids: ids, ...d } : null;
}

export function PayForm({ kind, ids, options, onPaid }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ pay_type: options.pay_types[0] });
  const body = priceBody(kind, ids, values);
  const price = useQuery({
    queryKey: [...accountsKeys.price, JSON.stringify(body)],
    queryFn: () => accounts.price(body!),
    enabled: body !== null,
    staleTime: 0,
    retry: false,
  });
  const pay = useMutation({
    mutationFn: (v: Values) => {
      const b = priceBody(kind, ids, v)!;
      const common = { pay_type: v.pay_type!, expected_pay_fen: price.data!.pay_fen };
      return kind === 'memory'
        ? accounts.payMemory({ account_ids: ids, memory_gb: b.memory_gb!, ...common })
        : accounts.pay({ kind, account_ids: ids, duration_unit: b.duration_unit!, duration: b.duration!, ...common });
    },
    onSuccess: (r) => {
      if (r.url) return window.location.assign(r.url); // paid at the gateway; the shell reloads on return
      void shellServices().refreshMember(); // the top bar's balance
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
      onPaid(r);
    },
    // shown by the request layer; the form stays and the price is asked again
    onError: () => void queryClient.invalidateQueries({ queryKey: accountsKeys.price }),
  });
  const short =
    values.pay_type === 'balance' &&
    price.data &&
    options.balance_fen !== null &&
    price.data.pay_fen > options.balance_fen;

  return (
    <Form<Values>
      initialValues={values}
      onValuesChange={(_, all) => setValues(all)}
      onFinish={(v) => {
        if (!price.data || pay.isPending) return;
        pay.mutate(v);
      }}
      labelCol={{ flex: '120px' }}
      data-testid={`pay-form-${kind}`}
    >
      {kind === 'memory' ? (
        <Form.Item
          name="memory_gb"
          label={t('pay.memory')}
          rules={[{ required: true, message: t('pay.memoryRequired') }]}
        >
          <Radio.Group
            options={options.memory.map((m) => ({ value: m.gb, label: `${m.gb} GB (${formatFen(m.fen)})` }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="duration"
          label={t('pay.duration')}
          rules={[{ required: true, message: t('pay.durationRequired') }]}
        >
          <Select
            data-testid="pay-duration"
            placeholder={t('pay.durationRequired')}
            options={options.durations.map((d) => ({
              value: durationKey(d),
              label: t(d.unit === 'day' ? 'pay.days' : 'pay.months', { count: d.value }),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="pay_type"
        label={t('pay.payType')}
        rules={[{ required: true, message: t('pay.payTypeRequired') }]}
      >
        <Radio.Group
          options={options.pay_types.map((p) => ({
            value: p,
            label:
              p === 'balance' && options.balance_fen !== null
                ? `${t('payType.balance')} (${formatFen(options.balance_fen)})`
                : t(`payType.${p}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('pay.amount')}>
        <Typography.Text strong data-testid="pay-amount" aria-live="polite">
          {!body
            ? t('pay.incomplete')
            : price.data
              ? formatFen(price.data.pay_fen)
              : price.isError
                ? t('pay.priceFailed')
                : t('pay.pricing')}
        </Typography.Text>
        {price.data && price.data.discount_fen > 0 && (
          <Typography.Text type="secondary">
            {' '}
            {t('pay.discount', { amount: formatFen(price.data.discount_fen) })}
          </Typography.Text>
        )}
      </Form.Item>
      {short && <Typography.Paragraph type="danger">{t('pay.balanceShort')}</Typography.Paragraph>}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={pay.isPending}
          disabled={!price.data || !!short || ids.length === 0}
        >
          {t(`pay.submit.${kind}`)}
        </Button>
      </Form.Item>
    </Form>
  );
}
