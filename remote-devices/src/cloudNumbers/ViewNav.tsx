// The tabs of cloud number management: five list views with their counters, then the transfer
// records (spec §2), under the screen's one h1. Links, so the URL stays the truth.
import { PageTitle, ViewTabs } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import type { CloudNumberCnt } from './api';
import { CLOUD_NUMBER_VIEWS, TRANSFERS_PATH, viewPath } from './views';

export function ViewNav({ activePath, counts }: { activePath: string; counts?: CloudNumberCnt }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <>
      <PageTitle>{t('pageTitle.cloudNumbers')}</PageTitle>
      <ViewTabs
        activePath={activePath}
        views={[
          ...CLOUD_NUMBER_VIEWS.map((v) => ({
            path: viewPath(v),
            label: t(`cloudNumbers.views.${v}`),
            count: counts?.[v],
          })),
          { path: TRANSFERS_PATH, label: t('cloudNumbers.views.transfers') },
        ]}
      />
    </>
  );
}
