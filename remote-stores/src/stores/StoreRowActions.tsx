// The 操作 cell of a store row: 打开 and 编辑 inline, the rest in a 更多 menu (as a device row has
// it): eight links made a row 145 px tall (issue 34). Each entry is offered only when the server
// would accept its call (useCan, the server's access table); a menu with nothing in it is not shown.
import { DownOutlined } from '@ant-design/icons';
import type { Endpoint } from '@console/shared';
import { MenuDropdown } from '@console/ui';
import { Button, type MenuProps, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Store } from '../api/stores';
import { STORES_NS } from '../i18n';

type Item = NonNullable<MenuProps['items']>[number];

/** What a store row's actions do (the list page owns the dialogs and calls). */
export interface StoreRowHandlers {
  open: (s: Store) => void;
  edit: (s: Store) => void;
  cookie: (s: Store) => void;
  bind: (s: Store) => void;
  authorize: (s: Store) => void;
  handover: (s: Store) => void;
  extractions: (s: Store) => void;
  remove: (s: Store) => void;
}

/** The 更多 entries of one store the caller may use; delete after a divider. */
export function storeMenuItems(
  s: Store,
  on: StoreRowHandlers,
  can: (e: Endpoint) => boolean,
  t: (key: string) => string,
): Item[] {
  const entry = (ok: boolean, item: Item): Item[] => (ok ? [item] : []);
  const manage: Item[] = [
    ...entry(can('POST /store/cookie'), { key: 'cookie', label: t('actions.cookie'), onClick: () => on.cookie(s) }),
    ...entry(can('POST /store/bindDevice'), { key: 'bind', label: t('actions.bind'), onClick: () => on.bind(s) }),
    ...entry(can('POST /store/authorize'), {
      key: 'authorize',
      label: t('actions.authorize'),
      onClick: () => on.authorize(s),
    }),
    ...entry(can('POST /store/handover'), {
      key: 'handover',
      label: t('actions.handover'),
      // a store is handed over from one of its members to another
      disabled: !s.members.length,
      onClick: () => on.handover(s),
    }),
    ...entry(can('GET /store/extraction/list'), {
      key: 'extractions',
      label: t('actions.extractions'),
      onClick: () => on.extractions(s),
    }),
  ];
  const remove = entry(can('POST /store/delete'), {
    key: 'delete',
    label: t('actions.delete'),
    danger: true,
    onClick: () => on.remove(s),
  });
  return remove.length ? [...manage, { type: 'divider' }, ...remove] : manage;
}

export function StoreRowActions({
  store,
  on,
  can,
  opening,
}: {
  store: Store;
  on: StoreRowHandlers;
  can: (e: Endpoint) => boolean;
  /** This store is being opened now. */
  opening: boolean;
}) {
  const { t } = useTranslation(STORES_NS);
  const items = storeMenuItems(store, on, can, t);
  const onlyExtractions = items.length === 1 && items[0]?.key === 'extractions';
  return (
    <Space size={0} wrap={false}>
      {can('POST /store/open') && (
        <Button
          type="link"
          size="small"
          loading={opening}
          onClick={() => on.open(store)}
          aria-label={t('actions.openOf', { name: store.name })}
        >
          {t('actions.open')}
        </Button>
      )}
      {can('POST /store/update') && (
        <Button
          type="link"
          size="small"
          onClick={() => on.edit(store)}
          aria-label={t('actions.editOf', { name: store.name })}
        >
          {t('actions.edit')}
        </Button>
      )}
      {onlyExtractions ? (
        // only the extraction records are left: a link, not a menu of one
        <Button
          type="link"
          size="small"
          onClick={() => on.extractions(store)}
          aria-label={t('actions.extractionsOf', { name: store.name })}
        >
          {t('actions.extractions')}
        </Button>
      ) : (
        items.length > 0 && (
          <MenuDropdown menu={{ items }} trigger={['click']}>
            <Button type="link" size="small" aria-label={t('actions.moreOf', { name: store.name })}>
              {t('actions.more')} <DownOutlined />
            </Button>
          </MenuDropdown>
        )
      )}
    </Space>
  );
}
