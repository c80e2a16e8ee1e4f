// Customer-service contact (config customService1) and service hours (spec §9).
import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigValue } from './ConfigValue';

export const SERVICE_HOURS = '09:30-18:30';

export function CustomerService({ contact }: { contact?: string }) {
  const { t } = useTranslation('shell');
  const content = (
    <div>
      <ConfigValue value={contact} alt={t('topbar.service')} />
      {!contact && <div>{t('topbar.serviceMissing')}</div>}
      <div style={{ marginTop: 8, color: '#8c8c8c' }}>{t('topbar.serviceHours', { hours: SERVICE_HOURS })}</div>
    </div>
  );
  return (
    <Popover content={content} title={t('topbar.service')} trigger="click">
      <Button type="text" icon={<CustomerServiceOutlined />}>
        {t('topbar.service')}
      </Button>
    </Popover>
  );
}
