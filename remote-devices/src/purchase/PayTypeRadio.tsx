// Payment methods the server offers; the balance option shows what is available.
import { formatFen } from '@console/shared';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayType } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';

interface Props {
  payTypes: PayType[];
  balanceFen: number | null;
  value?: PayType;
  onChange?: (v: PayType) => void;
}

export function PayTypeRadio({ payTypes, balanceFen, value, onChange }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange?.(e.target.value as PayType)}
      options={payTypes.map((p) => ({
        value: p,
        label:
          p === 'balance'
            ? balanceFen === null
              ? t('purchase.payTypes.balance')
              : `${t('purchase.payTypes.balance')}（${t('purchase.balance', { amount: formatFen(balanceFen) })}）`
            : t(`purchase.payTypes.${p}`),
      }))}
    />
  );
}
