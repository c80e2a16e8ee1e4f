// The status a person reads for a phone (the server's `state`): expired and abnormal in red,
// about to expire in orange, normal in green. Dark text on the light tag colours keeps the
// contrast at AA (the preset's green-on-green text did not).
import type { PhoneState } from '@console/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';

const COLOR: Record<PhoneState, string> = {
  normal: 'success',
  expiring: 'warning',
  expired: 'error',
  abnormal: 'error',
};

export function PhoneStateTag({ state }: { state: PhoneState }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Tag color={COLOR[state]} style={{ color: 'rgba(0, 0, 0, 0.88)' }} data-state={state}>
      {t(`status.${state}`)}
    </Tag>
  );
}
