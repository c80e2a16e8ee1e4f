// Small cells shared by the billing lists: money, time, labelled values.
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { signedAmount } from '../wallet/flows';
import { yuan } from '../orders/labels';

/** ISO time → 'YYYY-MM-DD HH:mm:ss' in local time; null/empty → '-'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : iso;
}

/** '¥300.00', tabular digits so right-aligned amounts line up. */
export function Money({ value }: { value: string | null | undefined }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{yuan(value)}</span>;
}

/** A wallet change: green when money came in, red when it went out. */
export function SignedMoney({ change }: { change: string }) {
  const { sign, text } = signedAmount(change);
  const type = sign === 'plus' ? 'success' : sign === 'minus' ? 'danger' : undefined;
  return (
    <Typography.Text type={type} data-sign={sign} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {text}
    </Typography.Text>
  );
}
