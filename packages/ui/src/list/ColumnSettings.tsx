// Column settings popover: show/hide with checkboxes, move up/down, restore the defaults.
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useListText } from './i18n';
import type { ColumnSettingsApi } from './useColumnSettings';
import type { ListColumn } from './types';

/** Text for a column in the settings list: its title when it is plain, else its key. */
export function columnLabel<Row>(column: ListColumn<Row>): ReactNode {
  const title = column.title;
  return typeof title === 'function' || title === undefined || title === null || title === '' ? column.key : title;
}

export interface ColumnSettingsProps<Row> {
  settings: ColumnSettingsApi<Row>;
}

export function ColumnSettings<Row>({ settings }: ColumnSettingsProps<Row>) {
  const t = useListText();
  const { items, setVisible, move, reset, customized } = settings;
  const visibleCount = items.filter((i) => i.visible).length;

  const content = (
    <div data-testid="list-column-settings" style={{ minWidth: 220, maxHeight: 420, overflowY: 'auto' }}>
      {items.map((item, index) => (
        <div key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}>
          <Checkbox
            checked={item.visible}
            // the last shown column cannot be hidden: an empty table helps nobody
            disabled={item.visible && visibleCount <= 1}
            onChange={(e) => setVisible(item.key, e.target.checked)}
            style={{ flex: 1 }}
            data-column-key={item.key}
          >
            {columnLabel(item.column)}
          </Checkbox>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp')}
            title={t('moveUp')}
            disabled={index === 0}
            onClick={() => move(item.key, -1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown')}
            title={t('moveDown')}
            disabled={index === items.length - 1}
            onClick={() => move(item.key, 1)}
          />
        </div>
      ))}
    </div>
  );

  const title = (
    <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
      <span>{t('columnSettings')}</span>
      <Button size="small" type="link" disabled={!customized} onClick={reset}>
        {t('restoreDefault')}
      </Button>
    </Space>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={title} content={content}>
      <Tooltip title={t('columnSettings')}>
        <Button icon={<SettingOutlined />} aria-label={t('columnSettings')} />
      </Tooltip>
    </Popover>
  );
}
