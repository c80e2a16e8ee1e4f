// Binding a network card (spec §2 screen capabilities): to a cloud phone (POST
// /networkCard/bindYunPhone) or to a sub-account (POST /networkCard/bindAccount), both of the same
// enterprise; the choices are the phones and sub-accounts the user sees that hold no card yet.
import { ACCOUNT_MESSAGES } from '@console/contract/accountMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NetworkCard, networkCards } from '../api/networkCards';
import { NETWORK_NS } from '../i18n';
import { networkKeys } from '../queryKeys';

interface BindForm {
  target: 'phone' | 'account';
  phone_id?: number;
  account_id?: number;
}

export function BindDialog({ card, onClose }: { card: NetworkCard | null; onClose: () => void }) {
  const { t } = useTranslation(NETWORK_NS);
  const say = useLocalized();
  const [form] = Form.useForm<BindForm>();
  const target = Form.useWatch('target', form);
  const open = card !== null;
  const phones =
    useQuery({ queryKey: networkKeys.phones, queryFn: () => networkCards.phones(), enabled: open }).data ?? [];
  const accounts =
    useQuery({ queryKey: networkKeys.accounts, queryFn: () => networkCards.accounts(), enabled: open }).data ?? [];

  return (
    <FormDialog<BindForm>
      open={open}
      form={form}
      title={t('bind.title', { name: card?.name ?? '' })}
      initialValues={{ target: 'phone' }}
      invalidate={[networkKeys.cards, networkKeys.phones, networkKeys.accounts]}
      onClose={onClose}
      onSubmit={(v) =>
        v.target === 'phone'
          ? networkCards.bindPhone(v.phone_id!, card!.id)
          : networkCards.bindAccount({ network_card_id: card!.id, account_id: v.account_id! })
      }
    >
      <Form.Item name="target" label={t('bind.target')}>
        <Radio.Group
          options={[
            { value: 'phone', label: t('bind.phone') },
            { value: 'account', label: t('bind.account') },
          ]}
        />
      </Form.Item>
      {target !== 'account' ? (
        <Form.Item
          name="phone_id"
          label={t('bind.phone')}
          rules={[{ required: true, message: t('bind.phoneRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={t('bind.phone')}
            options={phones
              .filter((p) => p.network_card_id === null)
              .map((p) => ({ value: p.id, label: p.phone_name }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="account_id"
          label={t('bind.account')}
          rules={[{ required: true, message: say(ACCOUNT_MESSAGES.idsRequired) }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={t('bind.account')}
            options={accounts.filter((a) => a.network_card_id === null).map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
      )}
    </FormDialog>
  );
}
