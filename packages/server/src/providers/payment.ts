// Payment gateway. The embedded default simulates Alipay: it hands out a URL to our own
// simulator page (/pay/simulator/:orderNo) where a person confirms the payment.
export interface PaymentGateway {
  readonly name: string;
  readonly simulator: boolean;
  /** Returns the URL the browser should open to pay. */
  createPayUrl(input: { orderNo: string; amountFen: number; publicBase: string }): Promise<string>;
}

export class AlipaySimulator implements PaymentGateway {
  readonly name = 'alipay-simulator';
  readonly simulator = true;
  async createPayUrl({ orderNo, publicBase }: { orderNo: string; publicBase: string }) {
    return `${publicBase}/pay/simulator/${encodeURIComponent(orderNo)}`;
  }
}
