// Customer-service contact (config customService1) and service hours (spec §9).
import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Popover, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigValue } from './ConfigValue';

export const SERVICE_HOURS = '09:30-18:30';

/** What the popover (desktop) or the overflow menu's dialog (phone) shows. */
export function CustomerServiceContent({ contact }: { contact?: string }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <div>
      <ConfigValue value={contact} alt={t('topbar.service')} />
      {!contact && <div>{t('topbar.serviceMissing')}</div>}
      {/* the hours once: a contact text that already gives them is not followed by them again */}
      {!contact?.includes(SERVICE_HOURS) && (
        <div style={{ marginTop: 8, color: token.colorTextSecondary }}>
          {t('topbar.serviceHours', { hours: SERVICE_HOURS })}
        </div>
      )}
    </div>
  );
}

export function CustomerService({ contact }: { contact?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Popover content={<CustomerServiceContent contact={contact} />} title={t('topbar.service')} trigger="click">
      <Button type="text" icon={<CustomerServiceOutlined />}>
        {t('topbar.service')}
      </Button>
    </Popover>
  );
}
