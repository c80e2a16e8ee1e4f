// Coupon choice: only the usable coupons the server says apply to this order (useApplicableCoupons).
import { formatFen } from '@console/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';

interface Props {
  /** Set by Form.Item, so the field's <label for> names the select (axe 'label'). */
  id?: string;
  coupons: Coupon[];
  value?: number | null;
  onChange?: (id: number | null) => void;
}

export function CouponSelect({ id, coupons, value, onChange }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Select<number>
      id={id}
      allowClear
      value={value ?? undefined}
      onChange={(couponId) => onChange?.(couponId ?? null)}
      placeholder={t(coupons.length ? 'purchase.couponPlaceholder' : 'purchase.noCoupon')}
      disabled={coupons.length === 0}
      options={coupons.map((c) => ({
        value: c.id,
        label: t('purchase.couponOption', { name: c.name, amount: formatFen(c.amount_fen) }),
      }))}
      style={{ maxWidth: 360 }}
    />
  );
}
