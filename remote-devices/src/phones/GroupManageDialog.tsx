// 分组管理: create, rename and delete phone groups (managers). Deleting a group ungroups its
// phones (server rule). onChanged lets the list show the new group names. Not a FormDialog: it
// has no submit of its own, only inline create/rename/delete, each a mutation.
import { DraggableModal } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PhoneGroup, phoneOps } from '../api/phoneOps';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';

export const GROUP_NAME_MAX = 50;

export interface GroupManageDialogProps {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}

export function GroupManageDialog({ open, onClose, onChanged }: GroupManageDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const queryClient = useQueryClient();
  // on failure the request layer has shown why
  const groupList = useQuery({
    queryKey: devicesKeys.groups,
    queryFn: async () => (await phoneOps.groupList()).list,
    enabled: open,
  });
  const groups: PhoneGroup[] = groupList.data ?? [];
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [form] = Form.useForm<{ name: string }>();

  const nameRules = [
    { required: true, whitespace: true, message: t('groups.nameRequired') },
    { max: GROUP_NAME_MAX, message: t('groups.nameTooLong', { max: GROUP_NAME_MAX }) },
  ];

  const change = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: devicesKeys.groups });
      onChanged();
    },
  });
  const changed = (call: () => Promise<unknown>) =>
    change.mutateAsync(call).then(
      () => true,
      () => false, // shown by the request layer
    );

  const create = async () => {
    const { name } = await form.validateFields();
    if (await changed(() => phoneOps.createGroup(name.trim()))) form.resetFields();
  };

  const rename = async () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name || name.length > GROUP_NAME_MAX) return;
    if (await changed(() => phoneOps.renameGroup(editing.id, name))) setEditing(null);
  };

  const renameError =
    editing &&
    (!editing.name.trim()
      ? t('groups.nameRequired')
      : editing.name.trim().length > GROUP_NAME_MAX
        ? t('groups.nameTooLong', { max: GROUP_NAME_MAX })
        : null);

  return (
    <DraggableModal
      open={open}
      title={t('groups.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      // the next opening starts clean: no rename in progress, an empty name
      afterClose={() => {
        setEditing(null);
        form.resetFields();
      }}
    >
      <Form form={form} layout="inline" onFinish={create} style={{ marginBottom: 12 }}>
        <Form.Item name="name" rules={nameRules} style={{ flex: 1 }}>
          <Input placeholder={t('groups.namePlaceholder')} maxLength={GROUP_NAME_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('groups.create')}
        </Button>
      </Form>
      <List<PhoneGroup>
        size="small"
        loading={groupList.isFetching || change.isPending}
        dataSource={groups}
        locale={{ emptyText: t('groups.empty') }}
        renderItem={(g) =>
          editing?.id === g.id ? (
            <List.Item>
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  value={editing.name}
                  status={renameError ? 'error' : undefined}
                  maxLength={GROUP_NAME_MAX}
                  onChange={(e) => setEditing({ id: g.id, name: e.target.value })}
                  onPressEnter={rename}
                  aria-label={t('groups.rename')}
                />
                <Button type="primary" onClick={rename} disabled={!!renameError}>
                  {t('dialog.save')}
                </Button>
                <Button onClick={() => setEditing(null)}>{t('dialog.cancel')}</Button>
              </Space.Compact>
            </List.Item>
          ) : (
            <List.Item
              actions={[
                <Button key="rename" type="link" size="small" onClick={() => setEditing({ id: g.id, name: g.name })}>
                  {t('groups.rename')}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={t('groups.deleteConfirm', { name: g.name })}
                  okText={t('dialog.ok')}
                  cancelText={t('dialog.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => changed(() => phoneOps.deleteGroup(g.id))}
                >
                  <Button type="link" size="small" danger>
                    {t('groups.delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Typography.Text>{g.name}</Typography.Text>
              <Typography.Text type="secondary">{t('groups.phoneCount', { n: g.phone_count })}</Typography.Text>
            </List.Item>
          )
        }
      />
    </DraggableModal>
  );
}
