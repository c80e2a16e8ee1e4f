// Recharge dialog (spec §1, §4 "After recharge", §5 amount rule, §8 non-zero code).
import { isRechargeAmount, phoneApi, useAttemptKey } from '@console/shared';
import { FormDialog } from '@console/ui';
import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMember } from '../member/useMember';

/** Alipay: the only method the recharge dialog offers (spec §9). */
const ALIPAY = 1 as const;

interface Values {
  amount: string;
  pay_type: typeof ALIPAY;
}

/** The suggested amount for a shortfall: whole fen as yuan with two decimals (passes the §5 rule). */
export function shortAmount(shortFen: number | undefined): string | undefined {
  return shortFen && shortFen > 0 ? (Math.ceil(shortFen) / 100).toFixed(2) : undefined;
}

interface Props {
  open: boolean;
  /** Fen the user is short of (a remote's openRecharge({ shortFen })): prefilled as the amount. */
  shortFen?: number;
  onClose: () => void;
}

export function RechargeDialog({ open, shortFen, onClose }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { reload } = useMember();
  // one recharge attempt per opening: a double click or a retry sends the same key (one order)
  const attemptKey = useAttemptKey(open);

  // A non-zero code: the request layer showed the server message (§8) and the dialog stays open.
  const paid = (res: Awaited<ReturnType<typeof phoneApi.recharge>>) => {
    if (res.data?.url) {
      window.location.href = res.data.url;
    } else if (res.data?.status === 1) {
      void navigate('/pay/success');
      void reload();
    }
    onClose(); // the form is destroyed with the dialog, so the next opening starts empty
  };

  return (
    <FormDialog<Values, Awaited<ReturnType<typeof phoneApi.recharge>>>
      open={open}
      title={t('recharge.title')}
      okText={t('recharge.pay')}
      cancelText={t('cancel')}
      initialValues={{ pay_type: ALIPAY, amount: shortAmount(shortFen) }}
      onSubmit={({ amount }) => phoneApi.recharge({ amount: Number(amount), pay_type: ALIPAY }, attemptKey)}
      onSuccess={paid}
      onClose={onClose}
    >
      <Form.Item
        name="amount"
        label={t('recharge.amount')}
        rules={[
          {
            required: true,
            validator: (_r, v: string | undefined) =>
              isRechargeAmount(v) ? Promise.resolve() : Promise.reject(new Error(t('recharge.amountInvalid'))),
          },
        ]}
      >
        <Input
          suffix={t('recharge.yuan')}
          placeholder={t('recharge.amountPlaceholder')}
          // the dialog pattern (WAI-ARIA APG): opening a dialog moves focus to its first field
          autoFocus
          inputMode="decimal"
        />
      </Form.Item>
      <Form.Item name="pay_type" label={t('recharge.payType')}>
        <Radio.Group options={[{ value: ALIPAY, label: t('recharge.alipay') }]} />
      </Form.Item>
      <Alert type="warning" showIcon title={t('recharge.note')} />
    </FormDialog>
  );
}
