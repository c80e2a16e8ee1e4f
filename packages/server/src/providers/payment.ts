// Payment gateway. The embedded default is a SIMULATOR for both channels the console offers
// (Alipay and WeChat Pay): it hands out a URL to our own checkout page
// (/pay/simulator/:orderNo, labelled with the order's channel) where a person confirms the
// payment; no real money moves. A real gateway adapter implements the same interface.
export type PayChannel = 'alipay' | 'wechat';

export interface PaymentGateway {
  readonly name: string;
  readonly simulator: boolean;
  /** The channels this gateway takes payments on. */
  readonly channels: readonly PayChannel[];
  /** Returns the URL the browser should open to pay the order on the channel. */
  createPayUrl(input: { orderNo: string; amountFen: number; publicBase: string; channel: PayChannel }): Promise<string>;
}

export class PaymentSimulator implements PaymentGateway {
  readonly name: string = 'payment-simulator';
  readonly simulator = true;
  readonly channels: readonly PayChannel[] = ['alipay', 'wechat'];
  async createPayUrl({ orderNo, publicBase }: { orderNo: string; publicBase: string; channel: PayChannel }) {
    return `${publicBase}/pay/simulator/${encodeURIComponent(orderNo)}`;
  }
}

/** The historical name (app.ts, index.ts): the same simulator, Alipay and WeChat Pay. */
export class AlipaySimulator extends PaymentSimulator {}

export const PAY_CHANNEL_NAMES: Record<PayChannel, { zh: string; en: string }> = {
  alipay: { zh: '支付宝', en: 'Alipay' },
  wechat: { zh: '微信支付', en: 'WeChat Pay' },
};
