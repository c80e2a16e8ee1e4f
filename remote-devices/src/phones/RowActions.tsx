// The compact 操作 cell of a device row: one dropdown with every action on that phone the
// caller may take (managers manage and operate, admins also delete and switch auto-renew).
import { DownOutlined } from '@ant-design/icons';
import type { Phone } from '@console/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEVICES_NS } from '../i18n';
import { OPERATIONS } from './operations';
import type { PhoneActions } from './usePhoneActions';
import type { Rights } from './useRights';
import { renewPath } from './views';

export function RowActions({ phone, actions, rights }: { phone: Phone; actions: PhoneActions; rights: Rights }) {
  const { t } = useTranslation(DEVICES_NS);
  const navigate = useNavigate();
  const one = [phone];

  const items: MenuProps['items'] = [
    { key: 'renew', label: t('actions.renew'), onClick: () => void navigate(renewPath([phone.id])) },
    { key: 'detail', label: t('actions.detail'), onClick: () => void navigate(`/phoneItem?id=${phone.id}`) },
  ];
  if (rights.manager) {
    items.push(
      { type: 'divider' },
      { key: 'remark', label: t('actions.remark'), onClick: () => actions.remark(phone) },
      { key: 'group', label: t('actions.setGroup'), onClick: () => actions.pick('group', one) },
      { key: 'networkCard', label: t('actions.bindNetworkCard'), onClick: () => actions.pick('networkCard', one) },
      { key: 'account', label: t('actions.bindAccount'), onClick: () => actions.pick('account', one) },
      { key: 'member', label: t('actions.assignMember'), onClick: () => actions.pick('member', one) },
      { key: 'sync', label: t('actions.sync'), onClick: () => actions.sync(one) },
      {
        // a submenu keeps the menu short enough for any row position
        key: 'ops',
        label: t('actions.operate'),
        children: OPERATIONS.map((o) => ({
          key: `op-${o.key}`,
          label: t(o.labelKey),
          danger: o.danger,
          onClick: () => actions.operate(o.key, one),
        })),
      },
    );
  }
  if (rights.admin) {
    items.push(
      { type: 'divider' },
      phone.auto_renew
        ? { key: 'autoRenewOff', label: t('autoRenew.turnOff'), onClick: () => actions.autoRenew(one, false) }
        : { key: 'autoRenewOn', label: t('autoRenew.turnOn'), onClick: () => actions.autoRenew(one, true) },
      { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => actions.remove(one) },
    );
  }

  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button size="small" data-testid={`row-actions-${phone.id}`}>
        {t('columns.actions')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
