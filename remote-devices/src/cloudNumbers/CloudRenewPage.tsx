// Renewal of the cloud numbers in ?ids=1,2 (spec §2): each number with its monthly fee, a
// duration and a payment method; the server prices it and extends each expiry by the months paid
// (from the balance: the shell's balance follows).
import { formatFen } from '@console/shared';
import { App, Alert, Button, Card, Form, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime, PageTitle } from '@console/ui';
import { DEVICES_NS } from '../i18n';
import { paidWithBalance } from '../purchase/paidWithBalance';
import { devicesKeys } from '../queryKeys';
import { type CloudNumber, cloudNumbers, type PayType } from './api';
import { afterPay, PayFields } from './PayFields';
import { usePrice } from './usePrice';
import { LIST_PATH, parseIds } from './views';

interface RenewForm {
  months?: number;
  pay_type?: PayType;
}

/** Every number of the enterprise in use, so the page can show the selected ones. */
const ALL_IN_USE = { page: 1, limit: 99999, view: 'inUse' as const };

export function CloudRenewPage() {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const [form] = Form.useForm<RenewForm>();
  const queryClient = useQueryClient();
  const inUse = useQuery({
    // under the list's key: a renewal (or any write to the numbers) refreshes it
    queryKey: [...devicesKeys.cloudNumbers, 'list', ALL_IN_USE],
    queryFn: () => cloudNumbers.list(ALL_IN_USE),
    enabled: ids.length > 0,
  });
  // a failed read (shown by the request layer) shows as no number found
  const rows = useMemo<CloudNumber[] | undefined>(() => {
    if (ids.length === 0 || inUse.isError) return [];
    return inUse.data?.list.filter((n) => ids.includes(n.id));
  }, [ids, inUse.data, inUse.isError]);

  const found = rows?.map((r) => r.id) ?? [];
  const months = Form.useWatch('months', form);
  const { price, loading } = usePrice(found.length > 0 && months ? { ids: found, months } : null);

  const renew = useMutation({
    mutationFn: (body: Parameters<typeof cloudNumbers.renew>[0]) => cloudNumbers.renew(body),
    // a refusal was shown by the request layer
    onSuccess: (result) =>
      afterPay(result, () => {
        // paid from the balance: the top bar's balance and the numbers' expiry are stale
        paidWithBalance(queryClient, [devicesKeys.cloudNumbers], { phoneCounters: false });
        void message.success(t('cloudNumbers.renew.done'));
        void navigate(LIST_PATH);
      }),
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined); // the form shows what is wrong
    if (!v || !price || renew.isPending) return;
    renew.mutate({ ids: found, months: v.months!, pay_type: v.pay_type!, expected_pay_fen: price.pay_fen });
  };

  const missing = rows !== undefined && rows.length < ids.length;
  return (
    <Card title={<PageTitle>{t('cloudNumbers.renew.title')}</PageTitle>}>
      {(ids.length === 0 || missing) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(ids.length === 0 ? 'cloudNumbers.renew.none' : 'cloudNumbers.renew.missing')}
        />
      )}
      <Table<CloudNumber>
        rowKey="id"
        size="small"
        pagination={false}
        loading={rows === undefined}
        dataSource={rows ?? []}
        style={{ marginBottom: 24 }}
        columns={[
          { key: 'number', dataIndex: 'number', title: t('cloudNumbers.columns.number') },
          {
            key: 'region',
            title: t('cloudNumbers.columns.region'),
            render: (_, n) => t(`cloudNumbers.regions.${n.region}`),
          },
          { key: 'fee', title: t('cloudNumbers.columns.monthlyFee'), render: (_, n) => formatFen(n.monthly_fee_fen) },
          {
            key: 'exp',
            title: t('cloudNumbers.columns.expirationTime'),
            render: (_, n) => formatDateTime(n.expiration_time),
          },
        ]}
      />
      <Form<RenewForm> form={form} labelCol={{ flex: '120px' }} initialValues={{ months: 1, pay_type: 'balance' }}>
        <PayFields price={price} loading={loading} />
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={renew.isPending} disabled={!price} onClick={() => void submit()}>
            {t('cloudNumbers.renew.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
