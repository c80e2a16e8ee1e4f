// The phone named by ?id=, read with GET /phone/detail (unknown or foreign ids: 40004).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type PhoneDetail, phoneDetail } from '../api/phoneDetail';
import { parsePhoneId } from './phoneId';

export type DetailState =
  | { state: 'missing' }
  | { state: 'loading'; id: number }
  | { state: 'failed'; id: number }
  | { state: 'ready'; id: number; phone: PhoneDetail };

export function usePhoneDetail(): DetailState {
  const id = parsePhoneId(useLocation().search);
  const [s, setS] = useState<DetailState>(id ? { state: 'loading', id } : { state: 'missing' });

  useEffect(() => {
    if (!id) {
      setS({ state: 'missing' });
      return;
    }
    let live = true;
    setS({ state: 'loading', id });
    phoneDetail
      .get(id)
      .then((phone) => live && setS({ state: 'ready', id, phone }))
      .catch(() => live && setS({ state: 'failed', id })); // the request layer showed why
    return () => {
      live = false;
    };
  }, [id]);

  return s;
}
