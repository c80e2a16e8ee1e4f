// Every purchase and renewal screen (issue 31): the page's title, the screen's item fields (its
// children), then what every checkout shares — coupon, payment method, the server's amount, a
// shortfall with a recharge that comes back here, the order summary, one confirm step, the pay
// (once per attempt) and its result. The definition says what is sold; nothing else differs.
import { checkoutDraft, formatFen, shellServices } from '@console/shared';
import { Alert, Button, Card, Col, Form, type FormInstance, Row } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../page';
import { CheckoutResult } from './CheckoutResult';
import { ConfirmCharge } from './ConfirmCharge';
import { useCheckoutText } from './i18n';
import { OrderSummary } from './OrderSummary';
import { PaymentFields } from './PaymentFields';
import type { CheckoutDefinition, CheckoutValues, PayType } from './types';
import { useApplicableCoupons } from './useCoupons';
import { usePay } from './usePay';
import { usePrice } from './usePrice';

export interface CheckoutPageProps<V extends CheckoutValues, Q extends object> {
  definition: CheckoutDefinition<V, Q>;
  title: string;
  /** What the item fields start with (the kit adds the payment method). */
  initialValues: V;
  /** Inside the form's card, above the fields: the chosen items' table, a cap notice. */
  intro?: ReactNode;
  /** A changed field may change another (a spec not sold in the new region): return the values to keep. */
  onValuesChange?: (changed: Partial<V>, all: V, form: FormInstance<V>) => V | void;
  /** Under the result: the renewed items with their new expiry. */
  resultExtra?: ReactNode;
  /**
   * What the page around the form holds that a recharge must bring back too (a table's
   * selection): saved with the form; the page reads it back with checkoutDraft.page(path).
   */
  pageState?: unknown;
  /** The screen's item fields (Form.Items). */
  children: ReactNode;
}

/** Balance when the server offers it, else the first method it does. */
const firstPayType = (types: readonly PayType[]): PayType | undefined =>
  types.includes('balance') ? 'balance' : types[0];

export function CheckoutPage<V extends CheckoutValues, Q extends object>({
  definition: def,
  title,
  initialValues,
  intro,
  onValuesChange,
  resultExtra,
  pageState,
  children,
}: CheckoutPageProps<V, Q>) {
  const t = useCheckoutText();
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const [form] = Form.useForm<V>();
  // the fields the kit itself owns
  const own = form as unknown as FormInstance<CheckoutValues>;
  // a purchase left for a recharge comes back with what it said (checkoutDraft)
  const [restored] = useState(() => checkoutDraft.take(path) as Partial<V> | null);
  const [initial] = useState<V>(() => ({ pay_type: firstPayType(def.payTypes), ...initialValues, ...restored }));
  const [values, setValues] = useState<V>(initial);
  // the member chose how to pay (the kit stops choosing for them)
  const payChosen = useRef(restored?.pay_type !== undefined);
  const [confirming, setConfirming] = useState(false);
  const pay = usePay(def, () => setConfirming(false));

  const base = def.query(values);
  const { coupons, offered } = useApplicableCoupons(def, base);
  // a chosen coupon that no longer applies (the order changed) is dropped, not priced or sent
  const couponApplies = !values.coupon_id || coupons.some((c) => c.id === values.coupon_id);
  const couponId = couponApplies && values.coupon_id ? values.coupon_id : undefined;
  // usePrice keys on the question's text, so a new object per render asks nothing again
  const question = base ? { ...base, ...(couponId ? { coupon_id: couponId } : {}) } : null;
  const priceState = usePrice(def, question);
  const { price } = priceState;
  const shortFen =
    values.pay_type === 'balance' && price && def.balanceFen !== null ? Math.max(0, price.pay_fen - def.balanceFen) : 0;

  useEffect(() => {
    if (!couponApplies) own.setFieldValue('coupon_id', null);
  }, [couponApplies, own]);

  // the balance cannot pay: the first other method is preselected, unless the member chose
  const gateway = def.payTypes.find((p) => p !== 'balance');
  useEffect(() => {
    if (shortFen > 0 && !payChosen.current && gateway) {
      own.setFieldValue('pay_type', gateway);
      setValues((v) => ({ ...v, pay_type: gateway }));
    }
  }, [shortFen, gateway, own]);

  if (pay.result)
    return (
      <CheckoutResult definition={def} result={pay.result}>
        {resultExtra}
      </CheckoutResult>
    );

  const lines = def.lines(values);
  const change = (changed: Partial<V>, all: V) => {
    if ('pay_type' in changed) payChosen.current = true;
    setValues(onValuesChange?.(changed, all, form) ?? all);
  };
  const recharge = () => {
    checkoutDraft.save(path, form.getFieldsValue(true) as Record<string, unknown>, pageState);
    shellServices().openRecharge({ shortFen });
  };
  const confirm = () => {
    const q = def.query(values);
    if (!q || !price || !values.pay_type) return;
    pay.pay({
      ...q,
      ...(couponId ? { coupon_id: couponId } : {}),
      ...def.payExtra?.(values),
      pay_type: values.pay_type,
      expected_pay_fen: price.pay_fen,
    });
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Row gutter={[24, 16]} align="top">
        <Col xs={24} lg={16}>
          <Card>
            {restored && price && def.balanceFen !== null && (
              <Alert
                type={def.balanceFen >= price.pay_fen ? 'success' : 'warning'}
                showIcon
                closable
                style={{ marginBottom: 16 }}
                data-testid="recharged"
                title={t(def.balanceFen >= price.pay_fen ? 'recharged' : 'rechargedShort', {
                  balance: formatFen(def.balanceFen),
                })}
              />
            )}
            {intro}
            <Form<V>
              form={form}
              initialValues={initial}
              onValuesChange={change}
              onFinish={() => price && setConfirming(true)}
              labelCol={{ flex: '120px' }}
              labelWrap
              data-testid="checkout-form"
              data-checkout={def.id}
            >
              {children}
              <PaymentFields
                payTypes={def.payTypes}
                balanceFen={def.balanceFen}
                coupons={offered ? coupons : undefined}
                priceState={priceState}
                shortFen={shortFen}
                onRecharge={recharge}
              />
              <Form.Item style={{ marginTop: 16 }}>
                <Button type="primary" htmlType="submit" disabled={priceState.pending || shortFen > 0}>
                  {def.texts?.submit ?? t(def.kind === 'buy' ? 'submitBuy' : 'submitRenew')}
                </Button>
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={8} style={{ position: 'sticky', top: 16 }}>
          <Card title={t('summaryTitle')} size="small">
            <OrderSummary lines={lines} price={price} payType={values.pay_type} balanceFen={def.balanceFen} />
          </Card>
        </Col>
      </Row>
      <ConfirmCharge
        open={confirming}
        lines={lines}
        price={price}
        payType={values.pay_type}
        balanceFen={def.balanceFen}
        paying={pay.paying}
        unknown={pay.unknown}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(false);
          pay.abandon();
        }}
      />
    </>
  );
}
