// One page of an invite-reward list in the query cache, with the table's pagination bound to it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingKeys } from '../queryKeys';

const PAGE = 10;

export function usePagedInvite<P extends { total: number }>(
  name: string,
  fetch: (page: number, limit: number) => Promise<P>,
) {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: [...billingKeys.invite, name, page],
    queryFn: () => fetch(page, PAGE),
    retry: false,
  });
  return { q, pagination: { current: page, pageSize: PAGE, total: q.data?.total ?? 0, onChange: setPage } };
}
