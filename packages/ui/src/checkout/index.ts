export { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';
export { DurationSelect, useDurationKeyLabel, useDurationLabel } from './DurationSelect';
export { durationKey, parseDurationKey, type Duration, type DurationUnit } from './duration';
export { checkoutKeys } from './usePrice';
export type {
  CheckoutDefinition,
  CheckoutValues,
  Delivery,
  OrderLine,
  PayFields,
  PayResult,
  PayType,
  Price,
} from './types';
