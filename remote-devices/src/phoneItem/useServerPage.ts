// One server-paged table of the phone's screens: the current page, its rows and the loading flag.
// Each page is cached under `key(page)`; the page shown stays while the next one loads.
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface ServerPage<T> {
  total: number;
  list: T[];
}

export function useServerPage<T>(key: (page: number) => QueryKey, load: (page: number) => Promise<ServerPage<T>>) {
  const [page, setPage] = useState(1);
  // a failure was shown by the request layer; the table keeps what it had
  const { data, isFetching } = useQuery({
    queryKey: key(page),
    queryFn: () => load(page),
    placeholderData: keepPreviousData,
  });
  return { page, setPage, data, loading: isFetching };
}
