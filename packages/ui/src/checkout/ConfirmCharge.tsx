// The one step before money moves: the order and exactly what will be charged, then 确认支付.
// A 450 px draggable dialog (spec §2). While a try is in flight the button is busy and a second
// click sends nothing; when a try's outcome is unknown the dialog says so and 确认支付 sends the
// same attempt again. 返回修改 closes it (a new attempt next time).
import { formatFen } from '@console/shared';
import { Alert, Typography } from 'antd';
import { DraggableModal } from '../DraggableModal';
import { useCheckoutText } from './i18n';
import { OrderSummary } from './OrderSummary';
import type { OrderLine, PayType, Price } from './types';

interface Props {
  open: boolean;
  lines: OrderLine[];
  price?: Price;
  payType?: PayType;
  balanceFen: number | null;
  paying: boolean;
  unknown: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmCharge({
  open,
  lines,
  price,
  payType,
  balanceFen,
  paying,
  unknown,
  onConfirm,
  onCancel,
}: Props) {
  const t = useCheckoutText();
  return (
    <DraggableModal
      open={open}
      title={t('confirmTitle')}
      okText={price ? t('confirmPay', { amount: formatFen(price.pay_fen) }) : t('confirmTitle')}
      cancelText={t('confirmCancel')}
      okButtonProps={{ disabled: !price, loading: paying }}
      cancelButtonProps={{ disabled: paying }}
      onOk={onConfirm}
      onCancel={() => !paying && onCancel()}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="confirm-charge"
    >
      <OrderSummary lines={lines} price={price} payType={payType} balanceFen={balanceFen} />
      {payType && payType !== 'balance' && (
        <Typography.Paragraph type="secondary">
          {t('confirmGateway', { channel: t(`payType_${payType}`) })}
        </Typography.Paragraph>
      )}
      {unknown && <Alert type="warning" showIcon title={t('unanswered')} data-testid="pay-unknown" />}
    </DraggableModal>
  );
}
