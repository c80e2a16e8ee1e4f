// One choice from a loaded list, saved by the caller: set group, bind network card, bind
// sub-account, assign member. An optional "none" entry unbinds / ungroups.
import { DraggableModal } from '@console/ui';
import { Form, Select } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
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
  /** Loaded each time the dialog opens, so it shows what is free now. */
  load: () => Promise<PickOption[]>;
  /** Selected when the dialog opens (null = none). */
  current: number | null;
  /** Label of the "none" choice (unbind, ungroup); without it a value is required. */
  noneLabel?: string;
  onSubmit: (value: number | null) => Promise<unknown>;
  onClose: () => void;
}

/** Select value of the "none" choice (ids are ≥ 1). */
const NONE = 0;

export function PickDialog({ open, title, label, load, current, noneLabel, onSubmit, onClose }: PickDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const [form] = Form.useForm<{ value?: number }>();
  const [options, setOptions] = useState<PickOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.setFieldsValue({ value: current ?? (noneLabel ? NONE : undefined) });
    setLoading(true);
    load()
      .then((list) => live && setOptions(list))
      .catch(() => live && setOptions([])) // shown by the request layer
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // load is a fresh closure per render; reload only when the dialog opens
  }, [open]);

  const submit = async () => {
    const { value } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(value === NONE || value === undefined ? null : value);
    } catch {
      // shown by the request layer; keep the dialog open
    } finally {
      setSaving(false);
    }
  };

  const all = noneLabel ? [{ value: NONE, label: noneLabel }, ...options] : options;
  return (
    <DraggableModal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="value" label={label} rules={[{ required: true, message: t('dialog.pickRequired') }]}>
          <Select
            options={all}
            loading={loading}
            showSearch
            optionFilterProp="label"
            placeholder={t('dialog.pickRequired')}
            data-testid="pick-select"
          />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}
