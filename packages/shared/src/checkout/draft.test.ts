import { checkoutDraft, DRAFT_TTL_MS } from './draft';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

it('keeps a purchase for the recharge: where it was and what it said, taken once', () => {
  expect(checkoutDraft.returnPath()).toBeNull();
  checkoutDraft.save('/phone/renew?selectPhoneIds=1,2', { duration: 'month:1', pay_type: 'balance' }, [2]);
  expect(checkoutDraft.returnPath()).toBe('/phone/renew?selectPhoneIds=1,2');
  expect(checkoutDraft.page('/phone/buy')).toBeUndefined();
  expect(checkoutDraft.page('/phone/renew?selectPhoneIds=1,2')).toEqual([2]);
  expect(checkoutDraft.take('/phone/buy')).toBeNull();
  expect(checkoutDraft.take('/phone/renew?selectPhoneIds=1,2')).toEqual({ duration: 'month:1', pay_type: 'balance' });
  expect(checkoutDraft.take('/phone/renew?selectPhoneIds=1,2')).toBeNull();
  expect(checkoutDraft.returnPath()).toBeNull();
});

it('forgets it after half an hour', () => {
  jest.useFakeTimers();
  checkoutDraft.save('/phone/buy', { quantity: 2 });
  jest.advanceTimersByTime(DRAFT_TTL_MS + 1);
  expect(checkoutDraft.returnPath()).toBeNull();
});
