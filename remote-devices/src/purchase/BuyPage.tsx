// /phone/buy and /buyall (spec §2, §5 "Purchase", §6/§9 cap): what can be bought comes from GET
// /phone/resource and the form starts from the server's defaults (buyDefaults), so the price is
// there at once; everything from the price to the result is the checkout kit's (checkouts.ts).
import { MAX_BUY_QUANTITY } from '@console/contract/limits';
import { PHONE_ORDER_MESSAGES } from '@console/contract/phoneOrderMessages';
import { formatFen, useLocalized } from '@console/shared';
import { CheckoutPage, DurationSelect } from '@console/ui';
import { Form, InputNumber, Radio, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyOptions } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { buyDefaults } from './buyDefaults';
import { CapHint } from './CapHint';
import { usePhoneBuyCheckout } from './checkouts';
import { LoadFailed } from './LoadFailed';
import { type BuyFormValues, specsFor } from './priceQuery';
import { useBuyOptions } from './useBuyOptions';

// Choices as separate chips with gaps: joined buttons that wrap put a second row under the first
// out of step, its first button without a left edge (issue 34: the specs, 4 long prices a row).
const CHOICES_CSS =
  '.buy-choices{display:flex;flex-wrap:wrap;gap:8px}' +
  '.buy-choices .ant-radio-button-wrapper{border-inline-start-width:1px;border-radius:6px}' +
  '.buy-choices .ant-radio-button-wrapper::before{display:none}';

export function BuyPage() {
  const { options, failed, reload } = useBuyOptions();
  if (failed && !options) return <LoadFailed onRetry={reload} />;
  if (!options) return <Spin />;
  return <BuyCheckout options={options} />;
}

function BuyCheckout({ options }: { options: BuyOptions }) {
  const { t } = useTranslation(DEVICES_NS);
  const definition = usePhoneBuyCheckout(options);
  const [initial] = useState(() => buyDefaults(options));
  return (
    <CheckoutPage<BuyFormValues, NonNullable<ReturnType<typeof definition.query>>>
      definition={definition}
      title={t('purchase.buyTitle')}
      initialValues={initial}
      intro={<CapHint cap={options.cap} />}
      // a spec not sold in the new region is cleared, so the user picks again
      onValuesChange={(changed, all, form) => {
        if ('region' in changed && all.spec && !specsFor(options, all.region).some((s) => s.value === all.spec)) {
          form.setFieldValue('spec', undefined);
          return { ...all, spec: undefined };
        }
      }}
    >
      <PhoneFields options={options} />
    </CheckoutPage>
  );
}

/** What a phone purchase names (spec §5): platform, region, spec, duration, quantity, auto-renewal. */
function PhoneFields({ options }: { options: BuyOptions }) {
  const { t } = useTranslation(DEVICES_NS);
  const say = useLocalized();
  const region = Form.useWatch<BuyFormValues['region']>('region');
  const { cap } = options;
  const quantityRule = {
    validator: (_: unknown, q: number | null | undefined) => {
      if (q === null || q === undefined) return Promise.resolve(); // the required rule speaks
      if (cap.remaining !== null && q > cap.remaining)
        return Promise.reject(new Error(t('purchase.capExceeded', { limit: cap.limit })));
      if (!Number.isInteger(q) || q < 1 || q > MAX_BUY_QUANTITY)
        return Promise.reject(new Error(t('purchase.quantityRange', { min: 1, max: MAX_BUY_QUANTITY })));
      return Promise.resolve();
    },
  };
  return (
    <>
      <style href="buy-choices" precedence="default">
        {CHOICES_CSS}
      </style>
      <Form.Item
        name="platform"
        label={t('purchase.fields.platform')}
        rules={[{ required: true, message: say(PHONE_ORDER_MESSAGES.platformRequired) }]}
      >
        <Radio.Group optionType="button" className="buy-choices" options={options.platforms} />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('purchase.fields.region')}
        rules={[{ required: true, message: say(PHONE_ORDER_MESSAGES.regionRequired) }]}
      >
        <Radio.Group
          optionType="button"
          className="buy-choices"
          options={options.regions.map((r) => ({
            value: r.value,
            label: t(`purchase.regions.${r.value}`, { defaultValue: r.label }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="spec"
        label={t('purchase.fields.spec')}
        rules={[{ required: true, message: say(PHONE_ORDER_MESSAGES.specRequired) }]}
      >
        <Radio.Group
          optionType="button"
          className="buy-choices"
          options={specsFor(options, region).map((s) => ({
            value: s.value,
            label: t('purchase.specPrice', {
              label: s.label,
              month: formatFen(s.month_fen),
              day: formatFen(s.day_fen),
            }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="duration"
        label={t('purchase.fields.duration')}
        rules={[{ required: true, message: t('purchase.required.duration') }]}
      >
        <DurationSelect durations={options.durations} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('purchase.fields.quantity')}
        rules={[{ required: true, message: t('purchase.required.quantity') }, quantityRule]}
      >
        <InputNumber min={1} max={MAX_BUY_QUANTITY} precision={0} data-testid="quantity" />
      </Form.Item>
      <Form.Item
        name="auto_renew"
        label={t('purchase.fields.autoRenew')}
        rules={[{ required: true, message: say(PHONE_ORDER_MESSAGES.autoRenewRequired) }]}
      >
        <Radio.Group
          options={[
            { value: 1, label: t('purchase.yes') },
            { value: 0, label: t('purchase.no') },
          ]}
        />
      </Form.Item>
    </>
  );
}
