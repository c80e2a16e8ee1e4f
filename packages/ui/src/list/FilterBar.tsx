// Filter bar: text filters apply on Enter or the search button, selects apply on change,
// reset clears them all. Applying a filter goes back to page 1 (done by useListQuery).
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { KEYWORD_MAX_LENGTH } from '@console/contract/limits';
import { Button, Input, Select, Space } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useListText } from './i18n';
import type { FilterDef, FilterValue } from './types';
import type { FilterValues } from './useListQuery';

export interface FilterBarProps {
  filters: FilterDef[];
  /** Applied values (from the URL). */
  values: FilterValues;
  onChange: (patch: FilterValues) => void;
  onReset: () => void;
  /** After the buttons (the saved views control). */
  extra?: ReactNode;
}

// antd's clear (×) is a 12 px target; WCAG 2.2 (2.5.8) asks for 24 × 24, which fits the 32 px input.
const CLEAR_TARGET = { width: 24, height: 24, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' };
const clearable = { clearIcon: <CloseCircleFilled style={CLEAR_TARGET} /> };

function textDrafts(filters: FilterDef[], values: FilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of filters)
    if (f.type === 'text') out[f.name] = values[f.name] === undefined ? '' : String(values[f.name]);
  return out;
}

export function FilterBar({ filters, values, onChange, onReset, extra }: FilterBarProps) {
  const t = useListText();
  const idPrefix = useId();
  const appliedKey = JSON.stringify(textDrafts(filters, values));
  // Drafts belong to what is applied: when the URL changes from outside (back button, link) the
  // fields show what is applied again (derived, not reset in an effect).
  const [typed, setTyped] = useState<{ applied: string; drafts: Record<string, string> }>(() => ({
    applied: appliedKey,
    drafts: textDrafts(filters, values),
  }));
  const drafts = typed.applied === appliedKey ? typed.drafts : (JSON.parse(appliedKey) as Record<string, string>);
  const setDrafts = (next: Record<string, string>) => setTyped({ applied: appliedKey, drafts: next });

  if (filters.length === 0) return null;

  const applyTexts = (override?: Record<string, string>) => {
    const all = { ...drafts, ...override };
    const patch: FilterValues = {};
    for (const f of filters) if (f.type === 'text') patch[f.name] = all[f.name] ?? '';
    onChange(patch);
  };

  const hasValues = filters.some((f) => values[f.name] !== undefined) || Object.values(drafts).some((d) => d !== '');

  return (
    <Space wrap size={[12, 8]} data-testid="list-filter-bar">
      {filters.map((f) => {
        const placeholder = f.placeholder ?? (typeof f.label === 'string' ? f.label : undefined);
        const control =
          f.type === 'select' ? (
            <Select<FilterValue>
              allowClear
              style={{ minWidth: 140 }}
              placeholder={placeholder ?? t('pleaseSelect')}
              options={f.options}
              value={values[f.name]}
              onChange={(v) => onChange({ [f.name]: v ?? undefined })}
              data-filter-name={f.name}
              id={`${idPrefix}-${f.name}`}
            />
          ) : (
            <Input
              allowClear={clearable}
              style={{ width: 200 }}
              name={f.name}
              id={`${idPrefix}-${f.name}`}
              placeholder={placeholder ?? t('pleaseInput')}
              // what the server accepts: a longer search could only fail
              maxLength={f.maxLength ?? KEYWORD_MAX_LENGTH}
              value={drafts[f.name] ?? ''}
              onChange={(e) => {
                const v = e.target.value;
                setDrafts({ ...drafts, [f.name]: v });
                // the clear (×) button empties an applied filter at once
                if (v === '' && values[f.name] !== undefined) applyTexts({ [f.name]: '' });
              }}
              onPressEnter={() => applyTexts()}
            />
          );
        return (
          <Space key={f.name} size={6}>
            {/* the visible label names the control (a select has no placeholder to fall back on) */}
            <label htmlFor={`${idPrefix}-${f.name}`} style={{ whiteSpace: 'nowrap' }}>
              {f.label}
            </label>
            {control}
          </Space>
        );
      })}
      {/* 查询 and 重置 wrap as one: 重置 alone on a line read as a stray button (issue 34) */}
      <Space size={12} wrap={false} data-testid="list-filter-buttons">
        <Button type="primary" icon={<SearchOutlined />} onClick={() => applyTexts()}>
          {t('search')}
        </Button>
        <Button
          disabled={!hasValues}
          onClick={() => {
            setDrafts(textDrafts(filters, {}));
            onReset();
          }}
        >
          {t('reset')}
        </Button>
      </Space>
      {extra}
    </Space>
  );
}
