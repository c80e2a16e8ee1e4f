// Settings "起始页": the device list or the dashboard, for the signed-in member.
import { useSession } from '@console/shared';
import { Radio } from 'antd';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanOpen } from '../../routes/useCanOpen';
import { START_PAGE_NS } from './i18n';
import { setStartPath, START_PAGES, startPath, type StartPath } from './startPage';

export function StartPageSetting() {
  const { t } = useTranslation(START_PAGE_NS);
  const username = useSession().userInfo?.username;
  // the choice lives in localStorage; re-render after writing it
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const canOpen = useCanOpen();
  // a choice only for who may open both pages (staff land on their first screen, docs/roles.md)
  if (!username || !START_PAGES.every((p) => canOpen(p.path))) return null;
  const chosen = startPath(username);
  const labelId = 'settings-start-page';
  return (
    <div style={{ marginBottom: 16 }}>
      <div id={labelId} style={{ marginBottom: 8 }}>
        {t('label')}
      </div>
      <Radio.Group
        aria-labelledby={labelId}
        value={chosen}
        onChange={(e) => {
          const path = e.target.value as StartPath;
          setStartPath(username, path);
          changed();
        }}
        options={START_PAGES.map((p) => ({ value: p.path, label: t(p.label) }))}
      />
    </div>
  );
}
