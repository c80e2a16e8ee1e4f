// 授权管理 (/member/authorization): pick a staff member (?user_id= keeps the choice in the URL),
// then per tab — cloud phones, sub-accounts, stores — tick what the member holds and save the set
// (POST /authorization/set, one transaction with its log row). The lists page on the server; the
// member's current set is read once (assigned=1) so a tick on page 3 and one on page 1 are saved
// together. A phone or sub-account has one holder: saving takes it from whoever held it.
import { PageTitle, useTableA11y } from '@console/ui';
import { useCan, useMemberLabel } from '@console/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Select, Space, Table, Tabs, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authorization, childUsers, orgKeys, type Resource, type ResourceKind } from '../api/org';
import { ORG_NS } from '../i18n';
import { useOrgAction } from '../members/useOrgAction';

const KINDS: ResourceKind[] = ['phone', 'account', 'store'];

/** The most a member's set may hold (the server's MAX_RESOURCE_IDS). */
const MAX_SET = 5000;
const PAGE_SIZE = 10;

function ResourceTab({ userId, kind }: { userId: number; kind: ResourceKind }) {
  const { t } = useTranslation(ORG_NS);
  const can = useCan();
  const { run } = useOrgAction();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  /** Local edits on top of the member's saved set: id → held. */
  const [edits, setEdits] = useState<Map<number, boolean>>(new Map());
  const [saving, setSaving] = useState(false);
  const tableBox = useRef<HTMLDivElement>(null);
  useTableA11y(tableBox, t(`authorization.tabs.${kind}`));

  const saved = useQuery({
    queryKey: [...orgKeys.resources, userId, kind, 'saved'],
    queryFn: async () =>
      (await authorization.resources({ user_id: userId, kind, assigned: 1, page: 1, limit: MAX_SET })).list.map(
        (r) => r.id,
      ),
  });
  const rows = useQuery({
    queryKey: [...orgKeys.resources, userId, kind, { page, search }],
    queryFn: () =>
      authorization.resources({
        user_id: userId,
        kind,
        page,
        limit: PAGE_SIZE,
        ...(search ? { keyword: search } : {}),
      }),
    placeholderData: (prev) => prev,
  });

  const chosen = useMemo(() => {
    const set = new Set(saved.data ?? []);
    for (const [id, held] of edits) {
      if (held) set.add(id);
      else set.delete(id);
    }
    return set;
  }, [saved.data, edits]);

  const toggle = (ids: number[], held: boolean) =>
    setEdits((prev) => {
      const next = new Map(prev);
      for (const id of ids) next.set(id, held);
      return next;
    });

  const save = async () => {
    setSaving(true);
    const ok = await run(() => authorization.set({ user_id: userId, kind, ids: [...chosen] }), {
      failed: t('authorization.failed'),
      done: (r) => t('authorization.done', r),
    });
    setSaving(false);
    if (ok) {
      setEdits(new Map());
      void queryClient.invalidateQueries({ queryKey: orgKeys.resources });
      void queryClient.invalidateQueries({ queryKey: orgKeys.childUsers });
    }
  };

  const mayEdit = can('POST /authorization/set');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {kind !== 'store' && <Alert type="info" showIcon title={t('authorization.singleHolder')} />}
      <Space wrap>
        <Input.Search
          aria-label={t('authorization.keyword')}
          placeholder={t('authorization.keyword')}
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          enterButton={t('authorization.search')}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary" data-testid={`auth-selected-${kind}`}>
          {t('authorization.selected', { n: chosen.size })}
        </Typography.Text>
        {mayEdit && (
          <Button
            type="primary"
            loading={saving}
            disabled={saved.isPending || edits.size === 0}
            onClick={() => void save()}
            data-testid={`auth-save-${kind}`}
          >
            {t('authorization.save')}
          </Button>
        )}
      </Space>
      <div ref={tableBox}>
        <Table<Resource>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={rows.isFetching || saved.isPending}
          dataSource={rows.data?.list ?? []}
          rowSelection={
            mayEdit
              ? {
                  selectedRowKeys: (rows.data?.list ?? []).filter((r) => chosen.has(r.id)).map((r) => r.id),
                  onSelect: (r, selected) => toggle([r.id], selected),
                  onSelectAll: (selected, _rows, changeRows) =>
                    toggle(
                      changeRows.map((r) => r.id),
                      selected,
                    ),
                  getCheckboxProps: (r) => ({ 'aria-label': r.name }),
                }
              : undefined
          }
          columns={[
            { key: 'name', dataIndex: 'name', title: t('authorization.name') },
            {
              key: 'holder',
              title: t('authorization.holder'),
              render: (_, r) =>
                r.holder_name || <Typography.Text type="secondary">{t('authorization.nobody')}</Typography.Text>,
            },
          ]}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rows.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </div>
    </Space>
  );
}

export function AuthorizationPage() {
  const { t } = useTranslation(ORG_NS);
  const memberLabel = useMemberLabel();
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user_id')) || undefined;
  const kind = (KINDS as string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as ResourceKind) : 'phone';
  const staff = useQuery({
    queryKey: [...orgKeys.childUsers, 'options'],
    queryFn: async () => (await childUsers.list({ page: 1, limit: 1000 })).list,
  });

  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <PageTitle>{t('authorization.title')}</PageTitle>
      <Space wrap>
        <label htmlFor="auth-member">{t('authorization.member')}</label>
        <Select
          id="auth-member"
          data-testid="auth-member"
          style={{ minWidth: 240 }}
          showSearch
          optionFilterProp="label"
          placeholder={t('authorization.pickMember')}
          loading={staff.isFetching}
          value={userId}
          onChange={(v: number) => set('user_id', String(v))}
          options={(staff.data ?? []).map((m) => ({
            value: m.id,
            label: memberLabel(m),
          }))}
        />
      </Space>
      {userId === undefined ? (
        <Empty description={t('authorization.pickMember')} />
      ) : (
        <Tabs
          activeKey={kind}
          onChange={(k) => set('kind', k)}
          items={KINDS.map((k) => ({
            key: k,
            label: t(`authorization.tabs.${k}`),
            children: <ResourceTab key={`${userId}-${k}`} userId={userId} kind={k} />,
          }))}
        />
      )}
    </Space>
  );
}
