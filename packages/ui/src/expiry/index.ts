export { remainingTime, URGENT_DAYS, type Expiring, type Remaining } from './remaining';
export { RemainingCell } from './RemainingCell';
export { expiryColumns } from './columns';
export { formatDateTime } from './format';
