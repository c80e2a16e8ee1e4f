// How many months a cloud number is bought or renewed for (spec §9: 1 to 12).
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';

export function MonthsField({ months }: { months: readonly number[] }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Form.Item
      name="months"
      label={t('cloudNumbers.form.months')}
      rules={[{ required: true, message: t('cloudNumbers.form.monthsRequired') }]}
    >
      <Select
        data-testid="months"
        style={{ width: 160 }}
        options={months.map((m) => ({ value: m, label: t('cloudNumbers.form.monthCount', { count: m }) }))}
      />
    </Form.Item>
  );
}
