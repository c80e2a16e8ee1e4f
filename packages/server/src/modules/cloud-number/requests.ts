// The cloud-number bodies after schema validation: the shapes and the per-field sentences of
// spec §5 are the request schemas of @console/contract (cloudNumber.ts). Left here: a price
// request names its mode by its fields, and repeated ids count once.
import { CLOUD_NUMBER_MESSAGES as M, type NumberPriceBody } from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import type { Region } from './pricing';

const bad = (message: Localized): never => {
  throw new AppError(Code.VALIDATION, message);
};

/** A purchase price needs region and quantity (a renewal names ids instead). */
export function purchaseOf(b: NumberPriceBody): { region: Region; quantity: number } {
  return { region: b.region ?? bad(M.region), quantity: b.quantity ?? bad(M.quantity) };
}

export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];
