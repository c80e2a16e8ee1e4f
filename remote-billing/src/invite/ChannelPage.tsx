// Channel management (/inviteReward/channel): one invite link per partner, campaign or site, each
// with its own code, and what came through it (registered, paying, spent, rewards). New channel,
// rename, disable (its link registers no one any more; what came through it stays) and enable.
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { commonText, formatFen } from '@console/shared';
import { INVITE_CHANNEL_MAX } from '@console/contract/inviteMessages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InviteChannel, inviteChannels, inviteLink } from '../api/invite';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { ChannelDialog } from './ChannelDialog';
import { InviteScreen } from './InviteScreen';

export function ChannelPage() {
  const { t } = useTranslation(BILLING_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: billingKeys.inviteChannels, queryFn: inviteChannels.list, retry: false });
  const [editing, setEditing] = useState<InviteChannel | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (c: InviteChannel) => inviteChannels.update({ id: c.id, disabled: !c.disabled }),
    onSuccess: (c) => {
      message.success(c.disabled ? t('invite.channels.disabledDone') : t('invite.channels.enabledDone'));
      return qc.invalidateQueries({ queryKey: billingKeys.inviteChannels });
    },
  });
  const copy = (link: string) =>
    navigator.clipboard
      ?.writeText(link)
      .then(() => message.success(commonText('copySuccess')))
      .catch(() => {});
  const full = (q.data?.length ?? 0) >= INVITE_CHANNEL_MAX;

  return (
    <InviteScreen screen="channel" error={q.error}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={!q.data || full}>
          {t('invite.channels.add')}
        </Button>
        <Typography.Text type="secondary">{t('invite.channels.hint', { max: INVITE_CHANNEL_MAX })}</Typography.Text>
      </Space>
      <Table
        size="small"
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="channel-table"
        columns={[
          { key: 'name', dataIndex: 'name', title: t('invite.channels.name') },
          {
            key: 'link',
            title: t('invite.link'),
            render: (_, c) => {
              const link = inviteLink(window.location.origin, c.code);
              return (
                <Space size={4}>
                  <Typography.Text delete={c.disabled} data-testid="channel-link">
                    {link}
                  </Typography.Text>
                  <Button
                    size="small"
                    type="text"
                    icon={<CopyOutlined />}
                    aria-label={`${t('invite.copy')} ${c.name}`}
                    disabled={c.disabled}
                    onClick={() => copy(link)}
                  />
                </Space>
              );
            },
          },
          { key: 'registered', dataIndex: 'registered', title: t('invite.invited'), align: 'right' },
          { key: 'paying', dataIndex: 'paying', title: t('invite.paying'), align: 'right' },
          { key: 'spent', title: t('invite.columns.spent'), align: 'right', render: (_, c) => formatFen(c.spent_fen) },
          {
            key: 'rewards',
            title: t('invite.columns.reward'),
            align: 'right',
            render: (_, c) => formatFen(c.rewards_fen),
          },
          {
            key: 'status',
            title: t('invite.columns.status'),
            render: (_, c) => (
              <Tag color={c.disabled ? 'default' : 'success'}>
                {c.disabled ? t('invite.channels.disabled') : t('invite.channels.enabled')}
              </Tag>
            ),
          },
          { key: 'created', title: t('invite.channels.createdAt'), render: (_, c) => formatTime(c.created_at) },
          {
            key: 'actions',
            title: t('invite.channels.actions'),
            render: (_, c) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing(c)}
                  aria-label={`${t('invite.channels.edit')} ${c.name}`}
                >
                  {t('invite.channels.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger={!c.disabled}
                  loading={toggle.isPending && toggle.variables?.id === c.id}
                  onClick={() => toggle.mutate(c)}
                  aria-label={`${c.disabled ? t('invite.channels.enable') : t('invite.channels.disable')} ${c.name}`}
                >
                  {c.disabled ? t('invite.channels.enable') : t('invite.channels.disable')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ChannelDialog
        open={editing !== null}
        channel={editing === 'new' ? undefined : (editing ?? undefined)}
        onClose={() => setEditing(null)}
        onDone={(text) => {
          message.success(text);
          setEditing(null);
        }}
      />
    </InviteScreen>
  );
}
