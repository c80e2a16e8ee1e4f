// The phone named by ?id=, read with GET /phone/detail (unknown or foreign ids: 40004).
import { skipToken, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { type PhoneDetail, phoneDetail } from '../api/phoneDetail';
import { devicesKeys } from '../queryKeys';
import { parsePhoneId } from './phoneId';

export type DetailState =
  | { state: 'missing' }
  | { state: 'loading'; id: number }
  | { state: 'failed'; id: number }
  | { state: 'ready'; id: number; phone: PhoneDetail };

export function usePhoneDetail(): DetailState {
  const id = parsePhoneId(useLocation().search);
  const detail = useQuery({
    queryKey: devicesKeys.phone(id ?? 0),
    queryFn: id ? () => phoneDetail.get(id) : skipToken,
  });
  if (!id) return { state: 'missing' };
  if (detail.data) return { state: 'ready', id, phone: detail.data };
  if (detail.isError) return { state: 'failed', id }; // the request layer showed why
  return { state: 'loading', id };
}
