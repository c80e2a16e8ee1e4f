// The two columns every list of expiring things shows — expiry time and time left — so devices,
// sub-accounts and network cards read the same.
import type { ReactNode } from 'react';
import type { ListColumn } from '../list';
import { formatDateTime } from './format';
import { RemainingCell } from './RemainingCell';
import type { Expiring } from './remaining';

export function expiryColumns<Row extends Expiring>(titles: {
  expiration: ReactNode;
  remaining: ReactNode;
}): ListColumn<Row>[] {
  return [
    { key: 'expiration_time', title: titles.expiration, render: (_, row) => formatDateTime(row.expiration_time) },
    { key: 'remaining', title: titles.remaining, render: (_, row) => <RemainingCell item={row} /> },
  ];
}
