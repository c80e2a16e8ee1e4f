// Settings panel: fixed header and sidebar logo switches, the start page.
import { Drawer, Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { StartPageSetting } from './StartPageSetting';
import type { ShellSettings } from './useSettings';

interface Props {
  open: boolean;
  onClose: () => void;
  settings: ShellSettings;
  onChange: (key: keyof ShellSettings, value: boolean) => void;
}

export function SettingsDrawer({ open, onClose, settings, onChange }: Props) {
  const { t } = useTranslation('shell');
  const row = (key: keyof ShellSettings) => (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <span>{t(`settings.${key}`)}</span>
      <Switch checked={settings[key]} onChange={(v) => onChange(key, v)} aria-label={t(`settings.${key}`)} />
    </Flex>
  );
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300}>
      {row('fixedHeader')}
      {row('sidebarLogo')}
      <StartPageSetting />
    </Drawer>
  );
}
