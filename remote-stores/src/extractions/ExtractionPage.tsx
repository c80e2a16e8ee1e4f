// Extraction records (spec §3 "extraction link, extraction code", §4 statuses, §5 rules), a
// screen of the store area at /store/extraction (?store_id= narrows it to one store; each store
// row links here). Managers add a record (to be extracted) and mark it extracted or cancelled;
// nothing else moves (spec §4).
import { STORE_MESSAGES } from '@console/contract/storeMessages';
import { formatDateTime, type FilterDef, FormDialog, type ListColumn, ListPage } from '@console/ui';
import { useCan, useLocalized } from '@console/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { extractions, type StoreExtraction, type StoreExtractionQuery, stores } from '../api/stores';
import { STORES_NS } from '../i18n';
import { storeKeys } from '../queryKeys';
import { isHttpUrl, nextStatuses } from '../stores/rules';
import { STORE_HOME } from '../stores/views';

const STATUS_COLOR = { pending: 'processing', extracted: 'success', cancelled: 'default' } as const;
const fetchExtractions = (q: StoreExtractionQuery) => extractions.list(q);

interface Values {
  store_id: number;
  link: string;
  code: string;
  remark?: string;
}

type StoreOption = { value: number; label: string };

function AddDialog({ open, onClose, options }: { open: boolean; onClose: () => void; options: StoreOption[] }) {
  const { t } = useTranslation(STORES_NS);
  const say = useLocalized();
  return (
    <FormDialog<Values>
      open={open}
      title={t('extraction.addTitle')}
      invalidate={[storeKeys.extractions]}
      onClose={onClose}
      onSubmit={(v) => extractions.add(v)}
    >
      <Form.Item
        name="store_id"
        label={t('extraction.store')}
        rules={[{ required: true, message: t('extraction.storeRequired') }]}
      >
        <Select aria-label={t('extraction.store')} showSearch optionFilterProp="label" options={options} />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('extraction.link')}
        rules={[
          { required: true, whitespace: true, message: say(STORE_MESSAGES.linkRequired) },
          {
            validator: (_, v?: string) =>
              !v?.trim() || isHttpUrl(v) ? Promise.resolve() : Promise.reject(new Error(say(STORE_MESSAGES.link))),
          },
        ]}
      >
        <Input maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('extraction.code')}
        rules={[{ required: true, whitespace: true, message: say(STORE_MESSAGES.codeRequired) }]}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

export function ExtractionPage() {
  const { t } = useTranslation(STORES_NS);
  const can = useCan();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  // the stores the caller sees: the filter's and the dialog's choices
  const storeList = useQuery({
    queryKey: [...storeKeys.stores, 'options'],
    queryFn: () => stores.list({ page: 1, limit: 500 }),
  }).data;
  const storeOptions = useMemo(() => (storeList?.list ?? []).map((s) => ({ value: s.id, label: s.name })), [storeList]);
  const { mutate: setStatus } = useMutation({
    mutationFn: ({ id, status }: { id: number; status: StoreExtraction['status'] }) =>
      extractions.setStatus(id, status),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: storeKeys.extractions }),
  });

  const columns = useMemo<ListColumn<StoreExtraction>[]>(
    () => [
      { key: 'store_name', dataIndex: 'store_name', title: t('extraction.store') },
      {
        key: 'link',
        title: t('extraction.link'),
        render: (_, r) => (
          <Typography.Link href={r.link} target="_blank" rel="noopener noreferrer">
            {r.link}
          </Typography.Link>
        ),
      },
      { key: 'code', dataIndex: 'code', title: t('extraction.code') },
      {
        key: 'status',
        title: t('extraction.status'),
        render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`extraction.statuses.${r.status}`)}</Tag>,
      },
      { key: 'remark', title: t('fields.remark'), render: (_, r) => r.remark || '-' },
      { key: 'created_at', title: t('columns.createdAt'), render: (_, r) => formatDateTime(r.created_at) },
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, r) =>
          can('POST /store/extraction/status') && nextStatuses(r.status).length ? (
            <Space size={0}>
              {nextStatuses(r.status).map((s) => (
                <Button key={s} type="link" size="small" onClick={() => setStatus({ id: r.id, status: s })}>
                  {t(`extraction.mark.${s}`)}
                </Button>
              ))}
            </Space>
          ) : (
            '-'
          ),
      },
    ],
    [t, can, setStatus],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'status',
        label: t('extraction.status'),
        type: 'select',
        options: (['pending', 'extracted', 'cancelled'] as const).map((s) => ({
          value: s,
          label: t(`extraction.statuses.${s}`),
        })),
      },
      { name: 'store_id', label: t('extraction.store'), type: 'select', options: storeOptions },
    ],
    [t, storeOptions],
  );

  return (
    <>
      <ListPage<StoreExtraction, StoreExtractionQuery>
        title={t('extraction.title')}
        rowKey="id"
        queryKey={storeKeys.extractions}
        columns={columns}
        fetchPage={fetchExtractions}
        filters={filters}
        settingsKey="stores.extractions"
        toolbar={
          <Space wrap>
            {can('POST /store/extraction/add') && (
              <Button type="primary" onClick={() => setAdding(true)}>
                {t('extraction.add')}
              </Button>
            )}
            <Link to={STORE_HOME}>{t('extraction.back')}</Link>
          </Space>
        }
      />
      <AddDialog open={adding} onClose={() => setAdding(false)} options={storeOptions} />
    </>
  );
}
