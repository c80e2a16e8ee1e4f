// What both phone screens share: the detail/services tabs, and the states before a phone is shown.
import { ViewTabs } from '@console/ui';
import { Button, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PhoneDetail } from '../api/phoneDetail';
import { DEVICES_NS } from '../i18n';
import { phoneItemPath, phoneServePath } from './phoneId';
import { usePhoneDetail } from './usePhoneDetail';

interface Props {
  tab: 'detail' | 'serve';
  children: (phone: PhoneDetail) => ReactNode;
}

export function PhoneItemFrame({ tab, children }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  const s = usePhoneDetail();
  if (s.state === 'missing' || s.state === 'failed') {
    return (
      <Result
        status="info"
        data-testid="phone-missing"
        title={t(s.state === 'missing' ? 'phoneItem.missingId' : 'phoneItem.notFound')}
        extra={<Button onClick={() => void navigate('/phone/all')}>{t('phoneItem.back')}</Button>}
      />
    );
  }
  const paths = { detail: phoneItemPath(s.id), serve: phoneServePath(s.id) };
  return (
    <>
      {/* the page's one h1: the phone, once known */}
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {s.state === 'loading' ? t('phoneItem.heading') : s.phone.phone_name}
      </Typography.Title>
      <ViewTabs
        activePath={paths[tab]}
        views={[
          { path: paths.detail, label: t('phoneItem.tabs.detail') },
          { path: paths.serve, label: t('phoneItem.tabs.serve') },
        ]}
      />
      {s.state === 'loading' ? <Spin /> : children(s.phone)}
    </>
  );
}
