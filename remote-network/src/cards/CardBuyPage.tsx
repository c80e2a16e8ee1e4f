// /NetworkCard/buyCard (spec §2, §5): region, type, quantity, duration and auto-renewal as GET
// /networkCard/resource offers them; the rest (coupon, payment, the server's price, the confirm
// step, the result) is the checkout kit's (purchase/checkouts.ts).
import { CheckoutPage } from '@console/ui';
import { useTranslation } from 'react-i18next';
import type { CardBuyQuery, CardOptions } from '../api/networkCards';
import { NETWORK_NS } from '../i18n';
import { BuyFields } from '../purchase/BuyFields';
import { type CardBuyValues, useCardBuyCheckout, useCardOptions } from '../purchase/checkouts';
import { CheckoutState } from '../purchase/CheckoutState';

const INITIAL: CardBuyValues = {
  region: 'cn',
  card_type: 'dedicated',
  quantity: 1,
  duration: 'month:1',
  auto_renew: 0,
};

export function CardBuyPage() {
  const { t } = useTranslation(NETWORK_NS);
  const options = useCardOptions();
  if (!options.data)
    return <CheckoutState title={t('buyCard.title')} failed={options.isError} onRetry={() => void options.refetch()} />;
  return <CardBuyCheckout options={options.data} />;
}

function CardBuyCheckout({ options }: { options: CardOptions }) {
  const { t } = useTranslation(NETWORK_NS);
  const definition = useCardBuyCheckout(options);
  return (
    <CheckoutPage<CardBuyValues, CardBuyQuery>
      definition={definition}
      title={t('buyCard.title')}
      initialValues={INITIAL}
    >
      <BuyFields
        options={options}
        typeField="card_type"
        typeLabel={t('purchase.cardType')}
        typeName={(v) => t(`cardTypes.${v}`)}
      />
    </CheckoutPage>
  );
}
