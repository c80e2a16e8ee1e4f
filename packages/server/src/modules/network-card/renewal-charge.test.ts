import { monthlyRenewal } from './renewal-charge';

const now = new Date('2030-01-15T04:00:00.000Z');
const D = 24 * 3600_000;
const fen = () => 3000;

test('on and unexpired: charged one day before expiry, one month at a time', () => {
  const exp = new Date(now.getTime() + 10 * D);
  expect(monthlyRenewal(fen, exp, true, now)).toEqual({
    expires_at: exp.toISOString(),
    auto_renew: true,
    renewal_fen: 3000,
    period_months: 1,
    next_charge_at: new Date(exp.getTime() - D).toISOString(),
  });
});

test('inside the last day the charge is due now; off or expired there is none', () => {
  const soon = new Date(now.getTime() + 3600_000);
  expect(monthlyRenewal(fen, soon, true, now).next_charge_at).toBe(now.toISOString());
  expect(monthlyRenewal(fen, soon, false, now).next_charge_at).toBeNull();
  expect(monthlyRenewal(fen, new Date(now.getTime() - D), true, now).next_charge_at).toBeNull();
  expect(monthlyRenewal(() => null, soon, true, now).renewal_fen).toBeNull();
});
