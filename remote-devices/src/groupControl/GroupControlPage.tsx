// 批量控制 (/phone/groupControl): choose phones (GET /phone/all, narrowed by group or keyword),
// choose one operation, run it, see each phone's task. Watching and driving phone screens moved
// to the Windows client with 2.0, so the page points there instead of mirroring screens.
import { WindowsOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { ACCESS, refusalMessage } from '@console/contract/access';
import { useCan, useLocalized } from '@console/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type PhoneBrief, phoneOps, type Task } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { OperationDialog } from '../phones/OperationDialog';
import { OPERATIONS, type OperationKey, operationOf } from '../phones/operations';
import { TaskTable } from '../phones/TaskResults';
import { useClientDownload } from '../phones/useClientDownload';

/** Group filter value of phones in no group (group ids are ≥ 1). */
const UNGROUPED = 0;

/** ?selectPhoneIds=1,2 (from the device list's selection) → [1, 2]. */
export function selectedFromQuery(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The server's refusal of phone operations to an employee (the boss or a manager only). */
const MANAGERS_ONLY = refusalMessage(ACCESS['POST /phone/actionYunPhone']);

export function GroupControlPage() {
  const { t } = useTranslation(DEVICES_NS);
  const say = useLocalized();
  const can = useCan();
  // each operation is offered only to those the server lets send it
  const operations = OPERATIONS.filter((o) => can(o.endpoint));
  const download = useClientDownload();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [group, setGroup] = useState<number | undefined>();
  const [selected, setSelected] = useState<Key[]>(() => selectedFromQuery(params.get('selectPhoneIds')));
  const [opKey, setOpKey] = useState<OperationKey>();
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Task[] | null>(null);
  // failures were shown by the request layer; the table then stays as it was
  const phoneQuery = useQuery({
    queryKey: devicesKeys.phoneBriefs(keyword),
    queryFn: async () => (await phoneOps.all(keyword || undefined)).list,
    // a new keyword keeps the last rows on screen (with the loading state) until its answer
    placeholderData: keepPreviousData,
  });
  const phones = useMemo<PhoneBrief[]>(() => phoneQuery.data ?? [], [phoneQuery.data]);
  const groups = useQuery({
    queryKey: devicesKeys.groups,
    queryFn: async () => (await phoneOps.groupList()).list,
  }).data;
  const loading = phoneQuery.isFetching;

  const groupName = useMemo(() => new Map((groups ?? []).map((g) => [g.id, g.name])), [groups]);
  // The group narrows what is shown; the selection keeps phones chosen under another group.
  const shown = useMemo(
    () => (group === undefined ? phones : phones.filter((p) => (p.group_id ?? UNGROUPED) === group)),
    [phones, group],
  );
  const chosen = useMemo(() => {
    const ids = new Set(selected);
    return phones.filter((p) => ids.has(p.id));
  }, [phones, selected]);

  return (
    <div data-testid="group-control">
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 20 }}>
        {t('groupControl.title')}
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('groupControl.notice')}
        action={
          <Button
            icon={<WindowsOutlined />}
            href={download}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!download}
          >
            {t('groupControl.download')}
          </Button>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap>
          <label htmlFor="group-control-operation">{t('groupControl.operation')}</label>
          <Select<OperationKey>
            id="group-control-operation"
            style={{ width: 180 }}
            value={opKey}
            onChange={setOpKey}
            placeholder={t('groupControl.chooseOperation')}
            options={operations.map((o) => ({ value: o.key, label: t(o.labelKey) }))}
            data-testid="operation-select"
          />
          <Button
            type="primary"
            disabled={operations.length === 0 || !opKey || chosen.length === 0}
            onClick={() => setRunning(true)}
          >
            {t('groupControl.run', { n: chosen.length })}
          </Button>
          {operations.length === 0 && <Typography.Text type="secondary">{say(MANAGERS_ONLY)}</Typography.Text>}
        </Space>
      </Card>
      {results && (
        <Card size="small" title={t('tasks.title')} style={{ marginBottom: 16 }} data-testid="group-control-results">
          <TaskTable tasks={results} />
        </Card>
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number>
          allowClear
          aria-label={t('groupControl.allGroups')}
          style={{ width: 180 }}
          value={group}
          onChange={setGroup}
          placeholder={t('groupControl.allGroups')}
          options={[
            { value: UNGROUPED, label: t('bind.noGroup') },
            ...(groups ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('filter.keywordPlaceholder')}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 220 }}
        />
        <span>{t('groupControl.selected', { n: chosen.length })}</span>
      </Space>
      <Table<PhoneBrief>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={shown}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
        columns={[
          { key: 'phone_name', dataIndex: 'phone_name', title: t('columns.phoneName') },
          {
            key: 'group',
            title: t('columns.group'),
            render: (_, p) => (p.group_id ? (groupName.get(p.group_id) ?? '-') : '-'),
          },
        ]}
      />
      <OperationDialog
        op={running && opKey ? operationOf(opKey) : null}
        phones={chosen}
        onClose={() => setRunning(false)}
        onDone={(tasks) => {
          setRunning(false);
          setResults(tasks);
        }}
      />
    </div>
  );
}
