import { apartFromRequest, inRoute, keyed, moneyMayMove } from './money-scope';

test('in a request, money moves only in a keyed transaction or a gateway notification', async () => {
  expect(() => inRoute('POST /member/add', moneyMayMove)).toThrow(/money moved in POST \/member\/add/);
  expect(() => inRoute('POST /phone/buyV1', moneyMayMove)).toThrow(/outside an idempotent request/);
  expect(() => inRoute('POST /phone/buyV1', () => keyed(moneyMayMove))).not.toThrow();
  expect(() => inRoute('POST /pay/notify/:channel', moneyMayMove)).not.toThrow();
  // the scope follows the request's async work
  await expect(
    inRoute('POST /order/pay', async () => {
      await new Promise((r) => setTimeout(r, 1));
      moneyMayMove();
    }),
  ).rejects.toThrow(/POST \/order\/pay/);
});

test('jobs, seeds and scripts are not requests; a request may start them apart from itself', () => {
  expect(() => moneyMayMove()).not.toThrow();
  expect(() => inRoute('POST /dev/clock', () => apartFromRequest(moneyMayMove))).not.toThrow();
});
