// Tag management (spec §2 "Tag management", §5 "Tag name cannot be empty"): the enterprise's
// store tags with their colour and how many stores carry each; managers create, rename, recolour
// and delete (a deleted tag leaves every store). Stores are filtered by tag in the store list.
import { STORE_MESSAGES } from '@console/contract/storeMessages';
import { formatDateTime, FormDialog, type ListColumn, ListPage, useConfirm } from '@console/ui';
import { useCan, useLocalized } from '@console/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type StoreTag, storeTags } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';
import { TAG_COLORS } from '../stores/rules';

interface Values {
  name: string;
  color: string;
}

// the server answers the whole (small) list; the page is cut here
const fetchTags = async (q: { page: number; limit: number }) => {
  const all = await storeTags.list();
  return { total: all.length, list: all.slice((q.page - 1) * q.limit, q.page * q.limit) };
};

function TagDialog({ tag, onClose }: { tag: StoreTag | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation(STORES_NS);
  const say = useLocalized();
  const editing = tag !== null && tag !== 'new' ? tag : null;
  return (
    <FormDialog<Values>
      open={tag !== null}
      title={t(editing ? 'tags.editTitle' : 'tags.addTitle')}
      initialValues={editing ? { name: editing.name, color: editing.color } : { color: 'blue' }}
      invalidate={[storeKeys.tags, storeKeys.stores]}
      onClose={onClose}
      onSubmit={(v) => (editing ? storeTags.update({ ...v, id: editing.id }) : storeTags.add(v))}
    >
      <Form.Item
        name="name"
        label={t('tags.name')}
        rules={[{ required: true, whitespace: true, message: say(STORE_MESSAGES.tagNameRequired) }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="color" label={t('tags.color')}>
        <Select
          aria-label={t('tags.color')}
          options={TAG_COLORS.map((c) => ({ value: c, label: <Tag color={c}>{t(`colors.${c}`)}</Tag> }))}
        />
      </Form.Item>
    </FormDialog>
  );
}

export function TagPage() {
  const { t } = useTranslation(STORES_NS);
  const { message } = App.useApp();
  const modal = useConfirm();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StoreTag | 'new' | null>(null);

  const remove = useCallback(
    (x: StoreTag) =>
      void modal.confirm({
        title: t('tags.deleteConfirm', { name: x.name, count: x.store_count }),
        okButtonProps: { danger: true },
        onOk: async () => {
          if (!(await storeTags.remove(x.id).catch(() => null))) return;
          void message.success(t('tags.deleted'));
          void queryClient.invalidateQueries({ queryKey: storeKeys.tags });
          void queryClient.invalidateQueries({ queryKey: storeKeys.stores });
        },
      }),
    [message, modal, queryClient, t],
  );

  const columns = useMemo<ListColumn<StoreTag>[]>(
    () => [
      {
        key: 'name',
        title: t('tags.name'),
        render: (_, x) => <Tag color={x.color}>{x.name}</Tag>,
      },
      { key: 'color', title: t('tags.color'), render: (_, x) => t(`colors.${x.color}`, { defaultValue: x.color }) },
      {
        key: 'store_count',
        title: t('tags.usage'),
        render: (_, x) => (
          // the accessible name holds the visible text word for word (WCAG 2.5.3), plus the tag it counts
          <Link
            to={`/store/all?tag_id=${x.id}`}
            aria-label={t('tags.usageOf', { name: x.name, stores: t('tags.stores', { count: x.store_count }) })}
          >
            {t('tags.stores', { count: x.store_count })}
          </Link>
        ),
      },
      { key: 'created_at', title: t('columns.createdAt'), render: (_, x) => formatDateTime(x.created_at) },
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, x) => (
          <Space size={0}>
            {can('POST /store/tag/update') && (
              <Button
                type="link"
                size="small"
                onClick={() => setEditing(x)}
                aria-label={t('tags.editOf', { name: x.name })}
              >
                {t('actions.edit')}
              </Button>
            )}
            {can('POST /store/tag/delete') && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => remove(x)}
                aria-label={t('tags.deleteOf', { name: x.name })}
              >
                {t('actions.delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, can, remove],
  );

  return (
    <>
      <ListPage<StoreTag, { page: number; limit: number }>
        title={t('tags.title')}
        rowKey="id"
        queryKey={storeKeys.tags}
        columns={columns}
        fetchPage={fetchTags}
        settingsKey="stores.tags"
        toolbar={
          can('POST /store/tag/add') && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('tags.add')}
            </Button>
          )
        }
      />
      <TagDialog tag={editing} onClose={() => setEditing(null)} />
    </>
  );
}
