import zh from '../i18n/zh.json';
import { labelKey, ORDER_STATUS_COLOR, ORDER_STATUSES, PAY_TYPES, yuan } from './labels';

const get = (key: string) => key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], zh);

test('every server value has a zh label; unknown values have none', () => {
  for (const s of ORDER_STATUSES) expect(get(labelKey('status', s)!)).toBeTruthy();
  for (const s of PAY_TYPES) expect(get(labelKey('payType', s)!)).toBeTruthy();
  expect(labelKey('status', 'refunded')).toBeUndefined();
  expect(labelKey('payType', 'paypal')).toBeUndefined();
});

test('status colours: paid green, failed red, awaiting payment amber, buying blue, closed grey', () => {
  expect(ORDER_STATUS_COLOR).toEqual({
    awaiting_payment: 'warning',
    paid: 'success',
    buying: 'processing',
    cancelled: 'default',
    expired: 'default',
    payment_failed: 'error',
  });
});

test('yuan strings get the ¥ prefix', () => {
  expect(yuan('300.00')).toBe('¥300.00');
  expect(yuan('0.00')).toBe('¥0.00');
  expect(yuan(null)).toBe('-');
});
