// Single-choice dialogs of the list: bind to a cloud phone (POST /account/bindYunPhone, the phone
// takes the sub-account; phones holding another sub-account are not offered) and bind to a group
// (POST /account/bindGroup, "none" ungroups). What is free is read each time a dialog opens.
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { accounts, type SubAccount } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';

const NONE = 0;

interface BindPhoneProps {
  row: SubAccount | null;
  onClose: () => void;
  onSaved: () => void;
}

export function BindPhoneDialog({ row, onClose, onSaved }: BindPhoneProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const phones = useQuery({
    queryKey: accountsKeys.phones,
    queryFn: accounts.phones,
    enabled: row !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const options = (phones.data ?? []).map((p) => ({
    value: p.id,
    label: p.account_id && p.account_id !== row?.id ? `${p.phone_name} ${t('bind.taken')}` : p.phone_name,
    disabled: p.account_id !== null && p.account_id !== row?.id,
  }));
  return (
    <FormDialog<{ phone_id?: number }>
      open={row !== null}
      title={t('actions.bindPhone')}
      initialValues={{ phone_id: row?.phone_id ?? undefined }}
      onSubmit={async ({ phone_id }) => {
        // choosing "none" frees the phone the sub-account is on
        if (phone_id === NONE || phone_id === undefined) {
          if (row?.phone_id) await accounts.bindPhone(row.phone_id, null);
          return;
        }
        await accounts.bindPhone(phone_id, row!.id);
      }}
      onSuccess={onSaved}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
    >
      <Form.Item
        name="phone_id"
        label={t('columns.phone')}
        rules={[{ required: true, message: t('bind.phoneRequired') }]}
      >
        <Select
          loading={phones.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: NONE, label: t('bind.none') }, ...options]}
          data-testid="bind-phone-select"
        />
      </Form.Item>
    </FormDialog>
  );
}

interface GroupProps {
  rows: SubAccount[] | null;
  onClose: () => void;
  onSaved: () => void;
}

export function GroupDialog({ rows, onClose, onSaved }: GroupProps) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const groups = useQuery({ queryKey: accountsKeys.groups, queryFn: accounts.groups, enabled: rows !== null });
  return (
    <FormDialog<{ group_id?: number }>
      open={rows !== null}
      title={t('actions.bindGroup')}
      initialValues={{ group_id: rows?.length === 1 ? (rows[0].group_id ?? NONE) : NONE }}
      onSubmit={({ group_id }) =>
        accounts.bindGroup(
          rows!.map((r) => r.id),
          group_id ? group_id : null,
        )
      }
      onSuccess={onSaved}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
    >
      <Form.Item name="group_id" label={t('columns.group')}>
        <Select
          loading={groups.isLoading}
          options={[
            { value: NONE, label: t('form.noGroup') },
            ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
