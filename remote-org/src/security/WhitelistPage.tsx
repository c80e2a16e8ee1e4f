// 安全设置 · 终端白名单 (/security/whitelist; spec §3 terminal whitelist entry, §6): terminals every
// member may log in from without approval (never outside their login hours). Terminal id required
// and unique (the server says 终端识别码不能为空 / 终端识别码已存在), MAC informative, time added,
// adder; add and delete. This browser's own terminal id is shown with a copy button so a manager
// can whitelist it.
import { PlusOutlined } from '@ant-design/icons';
import { getTerminalId, useCan, useLocalized } from '@console/shared';
import { FormDialog, type FilterDef, type ListColumn, ListPage, PageTitle, useConfirm } from '@console/ui';
import type { WhitelistAddBody, WhitelistQuery } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';
import { securityApi, securityKeys, type WhitelistItem } from './api';
import { OwnerExemptNote, SecurityTabs } from './SecurityTabs';
import { TERMINAL_KEYWORD_MAX_LENGTH } from '@console/contract/limits';
import { WHITELIST_MESSAGES } from '@console/contract/orgMessages';

const MAC = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/;

/** Copies `text`; 复制成功 on success, silent on failure (spec §8). */
export function useCopy() {
  const { message } = App.useApp();
  const { t } = useTranslation(ORG_NS);
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        void message.success(t('security.copied'));
      } catch {
        // spec §8: a failed copy is silent
      }
    },
    [message, t],
  );
}

export function WhitelistPage() {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const { message } = App.useApp();
  const modal = useConfirm();
  const can = useCan();
  const copy = useCopy();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<Partial<WhitelistAddBody> | null>(null);
  const mine = getTerminalId();

  const remove = useCallback(
    (rows: WhitelistItem[], clear?: () => void) =>
      modal.confirm({
        title: t('security.whitelist.deleteTitle', { n: rows.length }),
        content: t('security.whitelist.deleteContent'),
        okText: t('security.whitelist.delete'),
        okButtonProps: { danger: true },
        cancelText: t('security.cancel'),
        onOk: async () => {
          try {
            const r = await securityApi.deleteWhitelist(rows.map((w) => w.id));
            void message.success(t('security.whitelist.deleted', { n: r.updated }));
            clear?.();
            await queryClient.invalidateQueries({ queryKey: securityKeys.whitelist });
          } catch {
            // the request layer has shown the server's reason
          }
        },
      }),
    [modal, message, t, queryClient],
  );

  const columns = useMemo<ListColumn<WhitelistItem>[]>(
    () => [
      {
        key: 'terminal_code',
        title: t('security.columns.terminalCode'),
        render: (_, w) => (
          <Typography.Text code copyable={{ text: w.terminal_code }}>
            {w.terminal_code}
          </Typography.Text>
        ),
      },
      { key: 'mac', dataIndex: 'mac', title: t('security.columns.mac'), render: (v: string) => v || '-' },
      { key: 'remark', dataIndex: 'remark', title: t('security.columns.remark'), render: (v: string) => v || '-' },
      {
        key: 'created_at',
        title: t('security.columns.addedAt'),
        render: (_, w) => dayjs(w.created_at).format('YYYY-MM-DD HH:mm:ss'),
      },
      { key: 'created_by_name', dataIndex: 'created_by_name', title: t('security.columns.addedBy') },
      ...(can('POST /terminal/whitelist/delete')
        ? [
            {
              key: 'actions',
              title: t('security.columns.actions'),
              render: (_: unknown, w: WhitelistItem) => (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => remove([w])}
                  aria-label={`${t('security.whitelist.delete')} ${w.terminal_code}`}
                >
                  {t('security.whitelist.delete')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, can, remove],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'keyword',
        maxLength: TERMINAL_KEYWORD_MAX_LENGTH,
        label: t('filter.keyword'),
        type: 'text',
        placeholder: t('security.whitelist.keywordPlaceholder'),
      },
    ],
    [t],
  );

  const mayAdd = can('POST /terminal/whitelist/add');

  return (
    <>
      <PageTitle>{t('security.title')}</PageTitle>
      <SecurityTabs />
      <OwnerExemptNote />
      <Card size="small" style={{ marginBottom: 12 }} data-testid="my-terminal">
        <Typography.Text>{t('security.whitelist.mine')}</Typography.Text>{' '}
        <Typography.Text code data-testid="my-terminal-id" style={{ wordBreak: 'break-all' }}>
          {mine}
        </Typography.Text>{' '}
        <Button size="small" onClick={() => void copy(mine)} data-testid="copy-terminal-id">
          {t('security.copy')}
        </Button>{' '}
        {mayAdd && (
          <Button size="small" type="link" onClick={() => setAdding({ terminal_code: mine })}>
            {t('security.whitelist.addMine')}
          </Button>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('security.whitelist.mineHint')}
        </Typography.Paragraph>
      </Card>
      <ListPage<WhitelistItem, WhitelistQuery>
        documentTitle={t('security.tabs.whitelist')}
        rowKey="id"
        queryKey={securityKeys.whitelist}
        columns={columns}
        fetchPage={securityApi.whitelist}
        filters={filters}
        settingsKey="org.security.whitelist"
        bulkActions={
          can('POST /terminal/whitelist/delete')
            ? (rows, clear) => (
                <Button danger disabled={rows.length === 0} onClick={() => remove(rows, clear)}>
                  {t('security.whitelist.delete')}
                </Button>
              )
            : undefined
        }
        toolbar={
          mayAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({})} data-testid="whitelist-add">
              {t('security.whitelist.add')}
            </Button>
          )
        }
      />
      <FormDialog<WhitelistAddBody, WhitelistItem>
        open={adding !== null}
        title={t('security.whitelist.add')}
        okText={t('security.ok')}
        cancelText={t('security.cancel')}
        initialValues={adding ?? undefined}
        invalidate={[securityKeys.whitelist]}
        onSubmit={(v) =>
          securityApi.addWhitelist({
            terminal_code: v.terminal_code.trim(),
            mac: v.mac?.trim() || undefined,
            remark: v.remark?.trim() || undefined,
          })
        }
        onSuccess={() => {
          void message.success(t('security.whitelist.added'));
          setAdding(null);
        }}
        onClose={() => setAdding(null)}
      >
        <Form.Item
          name="terminal_code"
          label={t('security.columns.terminalCode')}
          rules={[
            { required: true, whitespace: true, message: say(WHITELIST_MESSAGES.codeRequired) },
            { max: 64, message: say(WHITELIST_MESSAGES.codeTooLong) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="mac"
          label={t('security.columns.mac')}
          extra={t('security.whitelist.macHint')}
          rules={[
            {
              validator: (_r, v: string | undefined) =>
                !v || MAC.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(say(WHITELIST_MESSAGES.mac))),
            },
          ]}
        >
          <Input placeholder="00:1A:2B:3C:4D:5E" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('security.columns.remark')}
          rules={[{ max: 100, message: say(WHITELIST_MESSAGES.remarkTooLong) }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </FormDialog>
    </>
  );
}
