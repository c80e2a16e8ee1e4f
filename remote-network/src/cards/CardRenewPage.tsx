// /NetworkCard/renew?ids=1,2 (spec §2): the chosen cards (GET /networkCard/renewList; an unknown or
// foreign id is the server's refusal), then the checkout kit with a duration; the server prices it
// and extends each card from the later of now and its expiry. The result shows the cards again.
import { NETWORK_ORDER_MESSAGES } from '@console/contract/networkOrderMessages';
import { useLocalized } from '@console/shared';
import { CheckoutPage, DurationSelect, formatDateTime, useTableA11y } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Table } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CardOptions, type CardRenewQuery, type NetworkCard, networkCards } from '../api/networkCards';
import { NETWORK_NS } from '../i18n';
import { type RenewValues, useCardOptions, useCardRenewCheckout } from '../purchase/checkouts';
import { CheckoutState } from '../purchase/CheckoutState';
import { parseIds } from '../purchase/renewIds';
import { networkKeys } from '../queryKeys';

export function CardRenewPage() {
  const { t } = useTranslation(NETWORK_NS);
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  if (ids.length === 0) return <CheckoutState title={t('renewCard.title')} warning={t('renewCard.none')} />;
  return <CardRenewScreen ids={ids} />;
}

function CardRenewScreen({ ids }: { ids: number[] }) {
  const { t } = useTranslation(NETWORK_NS);
  const options = useCardOptions();
  // a refusal (a card not found) was shown by the request layer: nothing to renew then
  const cards = useQuery({
    queryKey: networkKeys.renewCards(ids),
    queryFn: () => networkCards.renewList(ids),
    retry: false,
  });
  const title = t('renewCard.title');
  if (cards.data?.length === 0 || (cards.isError && !cards.data))
    return <CheckoutState title={title} warning={t('renewCard.missing')} />;
  if (!options.data || !cards.data)
    return <CheckoutState title={title} failed={options.isError} onRetry={() => void options.refetch()} />;
  return <CardRenewCheckout options={options.data} cards={cards.data} missing={cards.data.length < ids.length} />;
}

interface CheckoutProps {
  options: CardOptions;
  cards: NetworkCard[];
  missing: boolean;
}

function CardRenewCheckout({ options, cards, missing }: CheckoutProps) {
  const { t } = useTranslation(NETWORK_NS);
  const say = useLocalized();
  const definition = useCardRenewCheckout(
    options,
    cards.map((c) => c.id),
  );
  return (
    <CheckoutPage<RenewValues, CardRenewQuery>
      definition={definition}
      title={t('renewCard.title')}
      initialValues={{ duration: 'month:1' }}
      intro={
        <>
          {missing && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('renewCard.missing')} />}
          <CardsTable cards={cards} />
        </>
      }
      // read again after the renewal (under the list's key): the cards with their new expiry
      resultExtra={<CardsTable cards={cards} />}
    >
      <Form.Item
        name="duration"
        label={t('purchase.duration')}
        rules={[{ required: true, message: say(NETWORK_ORDER_MESSAGES.durationRequired) }]}
      >
        <DurationSelect durations={options.durations} />
      </Form.Item>
    </CheckoutPage>
  );
}

function CardsTable({ cards }: { cards: NetworkCard[] }) {
  const { t } = useTranslation(NETWORK_NS);
  // a table wider than the screen scrolls: keyboard users reach it (axe scrollable-region-focusable)
  const ref = useRef<HTMLDivElement>(null);
  useTableA11y(ref, t('renewCard.title'));
  return (
    <div ref={ref}>
      <Table<NetworkCard>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={cards}
        style={{ marginBottom: 24 }}
        scroll={{ x: 'max-content' }}
        data-testid="renew-items"
        columns={[
          { key: 'name', dataIndex: 'name', title: t('columns.name') },
          { key: 'ip', title: t('columns.ip'), render: (_, c) => c.ip || '-' },
          { key: 'region', dataIndex: 'region', title: t('columns.region') },
          { key: 'type', title: t('columns.type'), render: (_, c) => t(`cardTypes.${c.card_type}`) },
          { key: 'exp', title: t('columns.expirationTime'), render: (_, c) => formatDateTime(c.expiration_time) },
        ]}
      />
    </div>
  );
}
