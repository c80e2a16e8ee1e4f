// The 操作 cell of a sub-account row: 详情 and 续费 inline, the rest in a 更多 menu. An entry is
// offered only when the server would accept the call (useCan, the access table) and the row's
// state allows it (the contract's state machine); an empty menu is not shown.
import { DownOutlined } from '@ant-design/icons';
import type { Endpoint } from '@console/shared';
import { Button, type MenuProps, Space } from 'antd';
import { MenuDropdown } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubAccount } from '../api/accounts';
import { ACCOUNTS_NS } from '../i18n';
import { buyPath, renewPath } from '../purchase/paths';
import { rowAllows } from './states';
import type { AccountActions } from './useAccountActions';

type Can = (endpoint: Endpoint, kind?: string) => boolean;
type Item = NonNullable<MenuProps['items']>[number];

const offered = (entries: [boolean, Item][]): Item[] => entries.filter(([ok]) => ok).map(([, item]) => item);

export function rowMenuItems(a: SubAccount, actions: AccountActions, can: Can, t: (key: string) => string): Item[] {
  const one = [a];
  const manage = offered([
    [
      can('POST /account/update') && a.status !== 'closed',
      { key: 'edit', label: t('actions.edit'), onClick: () => actions.edit(a) },
    ],
    [
      can('POST /account/configEnvir') && rowAllows(a, 'configure'),
      { key: 'env', label: t('actions.env'), onClick: () => actions.env(one) },
    ],
    [
      can('POST /account/initialize') && rowAllows(a, 'initialize'),
      { key: 'init', label: t('actions.initialize'), onClick: () => actions.initialize(one) },
    ],
    [
      can('POST /account/bindYunPhone') && a.status !== 'closed',
      { key: 'phone', label: t('actions.bindPhone'), onClick: () => actions.bindPhone(a) },
    ],
    [
      can('POST /account/bindGroup'),
      { key: 'group', label: t('actions.bindGroup'), onClick: () => actions.group(one) },
    ],
    [
      can('POST /account/updateRemark'),
      { key: 'remark', label: t('actions.remark'), onClick: () => actions.remark(a) },
    ],
    [
      can('POST /account/unbindNetworkCard') && a.network_card_id !== null,
      { key: 'unbindCard', label: t('actions.unbindCard'), onClick: () => actions.unbindCard(a) },
    ],
  ]);
  const power = offered([
    [
      can('POST /account/actionYunPhone') && rowAllows(a, 'powerOn'),
      { key: 'on', label: t('actions.powerOn'), onClick: () => actions.power(one, 'powerOn') },
    ],
    [
      can('POST /account/powerOffByAccountID') && rowAllows(a, 'powerOff'),
      { key: 'off', label: t('actions.powerOff'), onClick: () => actions.power(one, 'powerOff') },
    ],
    [
      can('POST /account/actionYunPhone') && rowAllows(a, 'restart'),
      { key: 'restart', label: t('actions.restart'), onClick: () => actions.power(one, 'restart') },
    ],
    [
      can('GET /account/oneKeyInstallSoftware') && rowAllows(a, 'install'),
      { key: 'install', label: t('actions.install'), onClick: () => actions.install(a) },
    ],
  ]);
  const end = offered([
    [
      can('POST /account/close') && rowAllows(a, 'close'),
      { key: 'close', label: t('actions.close'), danger: true, onClick: () => actions.close(one) },
    ],
    [
      can('POST /account/delAccount') && rowAllows(a, 'delete'),
      { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => actions.remove(one) },
    ],
  ]);
  return [manage, power, end].filter((s) => s.length).flatMap((s, i) => (i ? [{ type: 'divider' as const }, ...s] : s));
}

/** Inline row links are 24 px targets (WCAG 2.5.8). */
const TARGET = { display: 'inline-block', minWidth: 24, lineHeight: '24px' } as const;

interface Props {
  row: SubAccount;
  actions: AccountActions;
  can: Can;
  canOpen: (path: string) => boolean;
}

export function RowActions({ row, actions, can, canOpen }: Props) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const items = rowMenuItems(row, actions, can, t);
  return (
    <Space size={4} wrap={false}>
      {can('GET /account/detail') && (
        <Button type="link" size="small" onClick={() => actions.detail(row)} data-testid={`row-detail-${row.id}`}>
          {t('actions.detail')}
        </Button>
      )}
      {row.paid &&
        row.status !== 'closed' &&
        can('POST /account/batchPaymentV1', 'renew') &&
        canOpen('/account/renew') && (
          <Link to={renewPath([row.id])} style={TARGET} data-testid={`row-renew-${row.id}`}>
            {t('actions.renew')}
          </Link>
        )}
      {!row.paid &&
        row.status !== 'closed' &&
        can('POST /account/batchPaymentV1', 'buy') &&
        canOpen('/account/buy') && (
          <Link to={buyPath([row.id])} style={TARGET} data-testid={`row-buy-${row.id}`}>
            {t('actions.pay')}
          </Link>
        )}
      {items.length > 0 && (
        <MenuDropdown menu={{ items }} trigger={['click']}>
          <Button
            type="link"
            size="small"
            data-testid={`row-actions-${row.id}`}
            aria-label={t('more.rowLabel', { name: row.name })}
          >
            {t('more.label')} <DownOutlined />
          </Button>
        </MenuDropdown>
      )}
    </Space>
  );
}
