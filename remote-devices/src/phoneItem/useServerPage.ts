// One server-paged table of the phone's screens: the current page, its rows and the loading flag.
import { useEffect, useState } from 'react';

export interface ServerPage<T> { total: number; list: T[] }

export function useServerPage<T>(load: (page: number) => Promise<ServerPage<T>>, key: unknown) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ServerPage<T>>();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    load(page)
      .then((d) => live && setData(d))
      .catch(() => undefined) // shown by the request layer
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; what it loads changes only with `key` and the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page]);

  return { page, setPage, data, loading };
}
