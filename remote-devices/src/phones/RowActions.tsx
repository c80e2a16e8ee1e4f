// The 操作 cell of a device row: 续费 and 详情 inline, the rest in a 更多 menu. Each entry is
// offered only when the server would accept the call it ends in (useCan, the server's access
// table), and a menu left with nothing in it is not shown.
import { DownOutlined } from '@ant-design/icons';
import type { Endpoint, Phone } from '@console/shared';
import { Button, type MenuProps, Space } from 'antd';
import { MenuDropdown } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICES_NS } from '../i18n';
import { OPERATIONS } from './operations';
import type { PhoneActions } from './usePhoneActions';
import { detailPath, renewPath } from './views';

type Can = (endpoint: Endpoint) => boolean;
type Item = NonNullable<MenuProps['items']>[number];

/** The items whose condition holds. */
const offered = (entries: [boolean, Item][]): Item[] => entries.filter(([ok]) => ok).map(([, item]) => item);

/** The 更多 entries of one phone the caller may use, in sections (a divider between non-empty ones). */
export function rowMenuItems(phone: Phone, actions: PhoneActions, can: Can, t: (key: string) => string): Item[] {
  const one = [phone];
  const manage: Item[] = offered([
    [can('POST /phone/update'), { key: 'remark', label: t('actions.remark'), onClick: () => actions.remark(phone) }],
    [
      can('POST /phone/group/set'),
      { key: 'group', label: t('actions.setGroup'), onClick: () => actions.pick('group', one) },
    ],
    [
      can('POST /networkCard/bindYunPhone'),
      { key: 'networkCard', label: t('actions.bindNetworkCard'), onClick: () => actions.pick('networkCard', one) },
    ],
    [
      can('POST /account/bindYunPhone'),
      { key: 'account', label: t('actions.bindAccount'), onClick: () => actions.pick('account', one) },
    ],
    [
      can('POST /phone/user/set'),
      { key: 'member', label: t('actions.assignMember'), onClick: () => actions.pick('member', one) },
    ],
    [can('POST /phone/syncCloudMobile'), { key: 'sync', label: t('actions.sync'), onClick: () => actions.sync(one) }],
  ]);
  const ops = OPERATIONS.filter((o) => can(o.endpoint));
  if (ops.length) {
    manage.push({
      // a submenu keeps the menu short enough for any row position
      key: 'ops',
      label: t('actions.operate'),
      children: ops.map((o) => ({
        key: `op-${o.key}`,
        label: t(o.labelKey),
        danger: o.danger,
        onClick: () => actions.operate(o.key, one),
      })),
    });
  }
  const own: Item[] = offered([
    [
      can('POST /phone/autoRenew'),
      phone.auto_renew
        ? { key: 'autoRenewOff', label: t('autoRenew.turnOff'), onClick: () => actions.autoRenew(one, false) }
        : { key: 'autoRenewOn', label: t('autoRenew.turnOn'), onClick: () => actions.autoRenew(one, true) },
    ],
    [
      can('POST /phone/delete'),
      { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => actions.remove(one) },
    ],
  ]);
  return [manage, own].filter((s) => s.length).flatMap((s, i) => (i ? [{ type: 'divider' as const }, ...s] : s));
}

interface Props {
  phone: Phone;
  actions: PhoneActions;
  can: Can;
  /** May the member open this screen of the area (useCanOpen)? */
  canOpen: (path: string) => boolean;
}

/** Inline row links are 24 px targets (WCAG 2.5.8). */
const TARGET = { display: 'inline-block', minWidth: 24, lineHeight: '24px' } as const;

export function RowActions({ phone, actions, can, canOpen }: Props) {
  const { t } = useTranslation(DEVICES_NS);
  const items = rowMenuItems(phone, actions, can, t);
  return (
    <Space size={4} wrap={false}>
      {can('POST /phone/renewV1') && canOpen('/phone/renew') && (
        <Link to={renewPath([phone.id])} data-testid={`row-renew-${phone.id}`} style={TARGET}>
          {t('actions.renew')}
        </Link>
      )}
      {can('GET /phone/detail') && canOpen('/phoneItem') && (
        <Link to={detailPath(phone.id)} style={TARGET}>
          {t('actions.detail')}
        </Link>
      )}
      {items.length > 0 && (
        <MenuDropdown menu={{ items }} trigger={['click']}>
          <Button type="link" size="small" data-testid={`row-actions-${phone.id}`}>
            {t('more.label')} <DownOutlined />
          </Button>
        </MenuDropdown>
      )}
    </Space>
  );
}
