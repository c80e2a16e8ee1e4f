// One choice from a loaded list, saved by the caller: set group, bind network card, bind
// sub-account, assign member. An optional "none" entry unbinds / ungroups.
import { FormDialog } from '@console/ui';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';

export interface PickOption {
  value: number;
  label: string;
  disabled?: boolean;
}

export interface PickDialogProps {
  open: boolean;
  title: ReactNode;
  label: ReactNode;
  /** The choices' cache key; read each time the dialog opens, so it shows what is free now. */
  optionsKey: QueryKey;
  load: () => Promise<PickOption[]>;
  /** Selected when the dialog opens (null = none). */
  current: number | null;
  /** Label of the "none" choice (unbind, ungroup); without it a value is required. */
  noneLabel?: string;
  onSubmit: (value: number | null) => Promise<unknown>;
  onSuccess: () => void;
  onClose: () => void;
}

/** Select value of the "none" choice (ids are ≥ 1). */
const NONE = 0;

export function PickDialog({
  open,
  title,
  label,
  optionsKey,
  load,
  current,
  noneLabel,
  onSubmit,
  onSuccess,
  onClose,
}: PickDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  // what is free changes with every binding: never served from a stale cache
  const options = useQuery({ queryKey: optionsKey, queryFn: load, enabled: open, staleTime: 0, gcTime: 0 });
  const all = noneLabel ? [{ value: NONE, label: noneLabel }, ...(options.data ?? [])] : (options.data ?? []);
  return (
    <FormDialog<{ value?: number }>
      open={open}
      title={title}
      initialValues={{ value: current ?? (noneLabel ? NONE : undefined) }}
      onSubmit={({ value }) => onSubmit(value === NONE || value === undefined ? null : value)}
      onSuccess={onSuccess}
      onClose={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
    >
      <Form.Item name="value" label={label} rules={[{ required: true, message: t('dialog.pickRequired') }]}>
        <Select
          options={all}
          loading={options.isFetching}
          showSearch
          optionFilterProp="label"
          placeholder={t('dialog.pickRequired')}
          data-testid="pick-select"
        />
      </Form.Item>
    </FormDialog>
  );
}
