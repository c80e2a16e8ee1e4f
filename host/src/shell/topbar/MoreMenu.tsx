// The top bar's overflow menu (a button: Enter opens it, Tab enters it, arrows move, Esc closes).
// Below 992 px (compact) every control but the menu button, balance and user menu lives here;
// on a narrow desktop only the help links (manual, support, download, free trial).
import {
  BookOutlined,
  CustomerServiceOutlined,
  EllipsisOutlined,
  GiftOutlined,
  InfoCircleOutlined,
  SettingOutlined,
  WalletOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import { setLanguage, useLanguage, type Language } from '@console/shared';
import { DraggableModal } from '@console/ui';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGE_LABELS } from '../../app';
import type { WebsiteConfig } from '../useWebsiteConfig';
import { CustomerServiceContent } from './CustomerService';
import { FreeTrialDialog } from './FreeTrial';
import { UpgradeDetail } from './UpgradeNotice';

type Panel = 'upgrade' | 'service' | 'freeTrial';

interface Props {
  config: WebsiteConfig;
  /** Absent when the caller may not recharge. */
  onRecharge?: () => void;
  onSettings: () => void;
  /** Everything (a phone), or the help links only. */
  compact: boolean;
}

const LANGUAGES: Language[] = ['zh', 'en'];

export function MoreMenu({ config, onRecharge, onSettings, compact }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const language = useLanguage();
  const [panel, setPanel] = useState<Panel>();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setPanel(undefined);

  const help: MenuProps['items'] = [
    { key: 'manual', icon: <BookOutlined />, label: t('topbar.manual') },
    { key: 'service', icon: <CustomerServiceOutlined />, label: t('topbar.service') },
    {
      key: 'download',
      icon: <WindowsOutlined />,
      label: t('topbar.download'),
      disabled: !config.InstallationApp,
    },
    { key: 'freeTrial', icon: <GiftOutlined />, label: t('topbar.freeTrial') },
  ];
  const items: MenuProps['items'] = compact
    ? [
        ...(onRecharge ? [{ key: 'recharge', icon: <WalletOutlined />, label: t('topbar.recharge') }] : []),
        { key: 'upgrade', icon: <InfoCircleOutlined />, label: t('upgrade.tag') },
        ...help,
        { key: 'settings', icon: <SettingOutlined />, label: t('settings.title') },
        { type: 'divider' },
        {
          type: 'group',
          key: 'language',
          label: t('host:lang.label'),
          children: LANGUAGES.map((l) => ({ key: `lang:${l}`, label: LANGUAGE_LABELS[l] })),
        },
      ]
    : help;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key.startsWith('lang:')) return setLanguage(key.slice(5) as Language);
    switch (key) {
      case 'recharge':
        return onRecharge?.();
      case 'manual':
        return void navigate('/operationManual');
      case 'download':
        return void window.open(config.InstallationApp, '_blank', 'noopener,noreferrer');
      case 'settings':
        return onSettings();
      case 'upgrade':
      case 'service':
      case 'freeTrial':
        return setPanel(key);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        open={open}
        onOpenChange={setOpen}
        menu={{ items, onClick, selectable: compact, selectedKeys: [`lang:${language}`] }}
        // Esc inside the menu closes it and puts focus back on 更多 (the menu-button pattern)
        popupRender={(menu) => (
          <div
            role="presentation" // a wrapper catching the menu's Esc as it bubbles; the menu is the control
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              setOpen(false);
              button.current?.focus();
            }}
          >
            {menu}
          </div>
        )}
      >
        <Button ref={button} type="text" icon={<EllipsisOutlined />} data-testid="topbar-more">
          {t('topbar.more')}
        </Button>
      </Dropdown>
      <DraggableModal open={panel === 'upgrade'} title={t('upgrade.title')} onCancel={close} footer={null}>
        <UpgradeDetail />
      </DraggableModal>
      <DraggableModal open={panel === 'service'} title={t('topbar.service')} onCancel={close} footer={null}>
        <CustomerServiceContent contact={config.customService1} />
      </DraggableModal>
      <FreeTrialDialog
        open={panel === 'freeTrial'}
        onClose={close}
        content={config.freeAdpt}
        contact={config.customService1}
      />
    </>
  );
}
