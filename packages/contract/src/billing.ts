// Wallet recharge and the payment gateway's notification / checkout simulator.
import { Type, type Static } from 'typebox';

export const RechargeBody = Type.Object({
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: 'yuan, >0, at most 2 decimals' }),
  pay_type: Type.Literal(1, { description: '1 = Alipay (the only method offered)' }),
});
export type RechargeBody = Static<typeof RechargeBody>;
export const RechargeResult = Type.Object({ url: Type.String(), status: Type.Integer(), order_no: Type.String() });
export type RechargeResult = Static<typeof RechargeResult>;

export const PayNotifyParams = Type.Object({ channel: Type.Union([Type.Literal('alipay'), Type.Literal('wechat')]) });
export const PayNotifyBody = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 2048 }), {
  maxProperties: 40,
});
const OneTimeToken = Type.String({ maxLength: 64 });
export const OrderNoParams = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 32 }) });
export const SimulatorPageQuery = Type.Object({ token: Type.Optional(OneTimeToken) });
export const SimulatorConfirmBody = Type.Optional(Type.Object({ token: Type.Optional(OneTimeToken) }));
