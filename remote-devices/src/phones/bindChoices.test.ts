import { i18n } from 'i18next';
import { devicesZh } from '../i18n';
import { bindChoices } from './usePhoneActions';

// a minimal t over the zh strings (interpolates {{name}})
const t = ((key: string, o?: Record<string, string>) => {
  const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], devicesZh) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k) => o?.[k] ?? '');
}) as unknown as i18n['t'];

test('a card or sub-account serving another phone, or expired, cannot be chosen; the own one can', () => {
  const choices = bindChoices(
    [
      { id: 1, label: '网卡-A', phone_id: null, phone_name: '', unusable: false },
      { id: 2, label: '网卡-B', phone_id: 7, phone_name: '云手机-007', unusable: false },
      { id: 3, label: '网卡-C', phone_id: 11, phone_name: '云手机-011', unusable: false },
      { id: 4, label: '网卡-D', phone_id: null, phone_name: '', unusable: true },
    ],
    11,
    t,
  );
  expect(choices).toEqual([
    { value: 1, label: '网卡-A', disabled: false },
    { value: 2, label: '网卡-B （已绑定 云手机-007）', disabled: true },
    { value: 3, label: '网卡-C', disabled: false },
    { value: 4, label: '网卡-D （已过期）', disabled: true },
  ]);
});
