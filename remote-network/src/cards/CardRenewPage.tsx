// /NetworkCard/renew?ids=1,2 (spec §2): the chosen cards, a duration and a payment method; the
// server prices it and extends each card from the later of now and its expiry.
import type { CardRenewBody } from '@console/contract';
import { formatDateTime, PageTitle, useTableA11y } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Table } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type NetworkCard, networkCards } from '../api/networkCards';
import { NETWORK_NS } from '../i18n';
import { durationFields, parseIds } from '../purchase/duration';
import { afterPay, paidWithBalance } from '../purchase/paidWithBalance';
import { PayFields } from '../purchase/PayFields';
import { usePrice } from '../purchase/usePrice';
import { networkKeys } from '../queryKeys';

interface RenewForm {
  duration?: string;
  pay_type?: CardRenewBody['pay_type'];
}

export function CardRenewPage() {
  const { t } = useTranslation(NETWORK_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const [form] = Form.useForm<RenewForm>();
  // a table wider than the screen scrolls: keyboard users reach it (axe scrollable-region-focusable)
  const tableRef = useRef<HTMLDivElement>(null);
  useTableA11y(tableRef, t('renewCard.title'));
  const options = useQuery({ queryKey: networkKeys.cardOptions, queryFn: () => networkCards.resource() }).data;
  // a refusal (a card not found) was shown by the request layer: nothing to renew then
  const cards = useQuery({
    queryKey: networkKeys.renewCards(ids),
    queryFn: () => networkCards.renewList(ids),
    enabled: ids.length > 0,
    retry: false,
  });
  const rows = cards.data ?? [];
  const duration = durationFields(Form.useWatch('duration', form));
  const { price, loading } = usePrice(
    networkKeys.cardPrice,
    rows.length > 0 && duration ? { ids: rows.map((r) => r.id), ...duration } : null,
    networkCards.totalPrice,
  );

  const renew = useMutation({
    mutationFn: (b: CardRenewBody) => networkCards.renew(b),
    onSuccess: (result) =>
      afterPay(result, () => {
        paidWithBalance(queryClient, [networkKeys.cards]);
        void message.success(t('renewCard.done'));
        void navigate('/NetworkCard/all');
      }),
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    const d = durationFields(v?.duration);
    if (!v || !d || !price || renew.isPending) return;
    renew.mutate({ ids: rows.map((r) => r.id), ...d, pay_type: v.pay_type!, expected_pay_fen: price.pay_fen });
  };

  return (
    <Card title={<PageTitle>{t('renewCard.title')}</PageTitle>}>
      {(ids.length === 0 || cards.isError) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(ids.length === 0 ? 'renewCard.none' : 'renewCard.missing')}
        />
      )}
      <div ref={tableRef}>
        <Table<NetworkCard>
          rowKey="id"
          size="small"
          pagination={false}
          loading={cards.isLoading}
          dataSource={rows}
          style={{ marginBottom: 24 }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('columns.name') },
            { key: 'ip', title: t('columns.ip'), render: (_, c) => c.ip || '-' },
            { key: 'region', dataIndex: 'region', title: t('columns.region') },
            { key: 'type', title: t('columns.type'), render: (_, c) => t(`cardTypes.${c.card_type}`) },
            { key: 'exp', title: t('columns.expirationTime'), render: (_, c) => formatDateTime(c.expiration_time) },
          ]}
        />
      </div>
      <Form<RenewForm>
        form={form}
        labelCol={{ flex: '120px' }}
        initialValues={{ duration: 'month:1', pay_type: 'balance' }}
      >
        <PayFields
          durations={options?.durations ?? []}
          payTypes={options?.pay_types ?? []}
          balanceFen={options?.balance_fen}
          price={price}
          loading={loading}
        />
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={renew.isPending} disabled={!price} onClick={() => void submit()}>
            {t('renewCard.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
