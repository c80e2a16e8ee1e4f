export { remainingTime, URGENT_DAYS, type Expiring, type Remaining } from './remaining';
export { RemainingCell } from './RemainingCell';
