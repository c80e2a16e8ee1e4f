// Create (POST /account/add) or edit (POST /account/update) a sub-account: name (1..50), site,
// group, network card and remark. The choices come from the server; the server checks them again.
import { ACCOUNT_MESSAGES } from '@console/contract/accountMessages';
import { useLanguage, useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AccountForm, accounts, type SubAccount } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';

export const NAME_MAX = 50;
export const REMARK_MAX = 200;
/** Select value of "none" (ids are ≥ 1). */
const NONE = 0;

interface Props {
  /** null: closed; 'new': create; a row: edit it. */
  target: SubAccount | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  name: string;
  site?: string;
  group_id?: number;
  network_card_id?: number;
  remark?: string;
}

export function AccountFormDialog({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const en = useLanguage() === 'en';
  const say = useLocalized();
  const open = target !== null;
  const sites = useQuery({ queryKey: accountsKeys.sites, queryFn: accounts.sites, enabled: open });
  const groups = useQuery({ queryKey: accountsKeys.groups, queryFn: accounts.groups, enabled: open, staleTime: 0 });
  const cards = useQuery({ queryKey: accountsKeys.cards, queryFn: accounts.cards, enabled: open, staleTime: 0 });
  const editing = target !== null && target !== 'new' ? target : null;
  const submit = (v: Values) => {
    const body: AccountForm = {
      name: v.name.trim(),
      remark: (v.remark ?? '').trim(),
      site: v.site ?? '',
      group_id: v.group_id ? v.group_id : null,
      network_card_id: v.network_card_id ? v.network_card_id : null,
    };
    return editing ? accounts.update(editing.id, body) : accounts.add(body);
  };
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      initialValues={
        editing
          ? {
              name: editing.name,
              site: editing.site || undefined,
              group_id: editing.group_id ?? NONE,
              network_card_id: editing.network_card_id ?? NONE,
              remark: editing.remark,
            }
          : { group_id: NONE, network_card_id: NONE }
      }
      onSubmit={submit}
      onSuccess={onSaved}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
    >
      <Form.Item
        name="name"
        label={t('columns.name')}
        rules={[
          { required: true, whitespace: true, message: say(ACCOUNT_MESSAGES.nameRequired) },
          { max: NAME_MAX, message: say(ACCOUNT_MESSAGES.name) },
        ]}
      >
        <Input maxLength={NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="site" label={t('columns.site')}>
        <Select
          allowClear
          loading={sites.isLoading}
          placeholder={t('form.sitePlaceholder')}
          options={(sites.data ?? []).map((s) => ({ value: s.value, label: en ? s.label_en : s.label }))}
        />
      </Form.Item>
      <Form.Item name="group_id" label={t('columns.group')}>
        <Select
          loading={groups.isLoading}
          options={[
            { value: NONE, label: t('form.noGroup') },
            ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="network_card_id" label={t('columns.networkCard')}>
        <Select
          data-testid="account-card-select"
          loading={cards.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: NONE, label: t('form.noCard') },
            // a card serves one sub-account: one bound elsewhere is shown but cannot be chosen
            ...(cards.data ?? []).map((c) => {
              const taken = c.account_id !== null && c.account_id !== editing?.id;
              const label = c.ip ? `${c.name} (${c.ip})` : c.name;
              return { value: c.id, label: taken ? t('form.cardTaken', { card: label }) : label, disabled: taken };
            }),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('columns.remark')}
        rules={[{ max: REMARK_MAX, message: t('form.remarkTooLong', { max: REMARK_MAX }) }]}
      >
        <Input.TextArea rows={2} showCount maxLength={REMARK_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
