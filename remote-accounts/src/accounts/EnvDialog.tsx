// Configure the environment of sub-accounts (POST /account/configEnvir): phone brand and model
// (GET /account/getPhoneBrands), country (GET /account/getCountryDatas) and the screen resolution
// of spec §9 (ids 'width,height'; '0,0' follows the current computer).
import { useLanguage, useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { ACCOUNT_MESSAGES } from '@console/contract/accountMessages';
import { FOLLOW_COMPUTER, RESOLUTION_IDS } from '@console/contract/resolutions';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { accounts, type SubAccount } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { accountsKeys } from '../queryKeys';
import { resolutionLabel } from './states';

interface Props {
  /** The sub-accounts to configure (null: closed). The form starts from the first one's values. */
  rows: SubAccount[] | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  brand?: string;
  model?: string;
  country?: string;
  resolution?: string;
}

export function EnvDialog({ rows, onClose, onSaved }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const en = useLanguage() === 'en';
  const say = useLocalized();
  const open = rows !== null;
  const [form] = Form.useForm<Values>();
  const brands = useQuery({ queryKey: accountsKeys.brands, queryFn: accounts.brands, enabled: open });
  const countries = useQuery({ queryKey: accountsKeys.countries, queryFn: accounts.countries, enabled: open });
  const brand = Form.useWatch('brand', form);
  const models = brands.data?.find((b) => b.value === brand)?.models ?? [];
  const first = rows?.[0];
  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title={rows && rows.length > 1 ? t('env.titleMany', { n: rows.length }) : t('env.title')}
      initialValues={{
        brand: first?.brand || undefined,
        country: first?.country || undefined,
        resolution: first?.resolution || undefined,
      }}
      onSubmit={(v) =>
        accounts.configEnv({
          account_ids: rows!.map((r) => r.id),
          brand: v.brand!,
          model: v.model,
          country: v.country!,
          resolution: v.resolution!,
        })
      }
      onSuccess={onSaved}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
    >
      <Form.Item
        name="brand"
        label={t('env.brand')}
        rules={[{ required: true, message: say(ACCOUNT_MESSAGES.brandRequired) }]}
      >
        <Select
          loading={brands.isLoading}
          options={(brands.data ?? []).map((b) => ({ value: b.value, label: b.label }))}
          onChange={() => form.setFieldValue('model', undefined)}
          data-testid="env-brand"
        />
      </Form.Item>
      <Form.Item name="model" label={t('env.model')}>
        <Select
          allowClear
          placeholder={t('env.modelPlaceholder')}
          options={models.map((m) => ({ value: m, label: m }))}
        />
      </Form.Item>
      <Form.Item
        name="country"
        label={t('env.country')}
        rules={[{ required: true, message: say(ACCOUNT_MESSAGES.countryRequired) }]}
      >
        <Select
          loading={countries.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: en ? c.name_en : c.name }))}
          data-testid="env-country"
        />
      </Form.Item>
      <Form.Item
        name="resolution"
        label={t('env.resolution')}
        rules={[{ required: true, message: say(ACCOUNT_MESSAGES.resolutionRequired) }]}
      >
        <Select
          data-testid="env-resolution"
          showSearch={{ optionFilterProp: 'label' }}
          options={RESOLUTION_IDS.map((id) => ({
            value: id,
            label: id === FOLLOW_COMPUTER ? t('env.followComputer') : resolutionLabel(id),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
