// The last step before money moves: the order and exactly what will be charged, then 确认支付.
// Cancelling closes it and nothing is sent.
import { formatFen } from '@console/shared';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Price } from '../api/phoneOrders';
import { DEVICES_NS } from '../i18n';
import { type OrderLines, OrderSummary } from './OrderSummary';

interface Props {
  open: boolean;
  lines: OrderLines;
  price?: Price;
  paying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmCharge({ open, lines, price, paying, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Modal
      open={open}
      title={t('purchase.confirm.title')}
      okText={price ? t('purchase.confirm.pay', { amount: formatFen(price.pay_fen) }) : t('purchase.submitBuy')}
      cancelText={t('purchase.confirm.cancel')}
      okButtonProps={{ disabled: !price, loading: paying }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="confirm-charge"
    >
      <OrderSummary lines={lines} price={price} />
    </Modal>
  );
}
