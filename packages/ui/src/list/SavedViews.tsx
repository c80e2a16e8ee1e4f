// The saved views control of a list: apply a saved set of filters and sort, save the current
// one under a name, delete one. A popover of plain buttons (no buttons inside menu items).
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Space } from 'antd';
import { useId, useState } from 'react';
import { useListText } from './i18n';
import { type SavedView, useSavedViews } from './savedViews';
import type { FilterValues, ListSort } from './useListQuery';

export interface SavedViewsProps {
  /** localStorage key (savedViewsKey(settingsKey, username)). */
  storageKey: string;
  filters: FilterValues;
  sort: ListSort | undefined;
  onApply: (view: SavedView) => void;
}

export function SavedViews({ storageKey, filters, sort, onApply }: SavedViewsProps) {
  const t = useListText();
  const { views, save, remove } = useSavedViews(storageKey);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const inputId = useId();
  const trimmed = name.trim();

  const content = (
    <div style={{ width: 260 }} data-testid="list-saved-views">
      {views.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSavedViews')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {views.map((v) => (
            <li key={v.name} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Button
                type="link"
                style={{ paddingInline: 0 }}
                onClick={() => {
                  onApply(v);
                  setOpen(false);
                }}
              >
                {v.name}
              </Button>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('deleteView', { name: v.name })}
                onClick={() => remove(v.name)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        style={{ marginTop: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!trimmed) return;
          save({ name: trimmed, filters: withoutEmpty(filters), ...(sort ? { sort } : {}) });
          setName('');
        }}
      >
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
          {t('saveViewAs')}
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input id={inputId} value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
          <Button type="primary" htmlType="submit" disabled={!trimmed}>
            {t('save')}
          </Button>
        </Space.Compact>
      </form>
    </div>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} placement="bottomRight">
      <Button icon={<StarOutlined />}>{t('savedViews')}</Button>
    </Popover>
  );
}

function withoutEmpty(values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
