// 新建渠道 / 编辑渠道: the channel's name (required, ≤ 30 characters, unique: the server says so).
import { INVITE_MESSAGES } from '@console/contract/inviteMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type InviteChannel, inviteChannels } from '../api/invite';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';

export function ChannelDialog({
  open,
  channel,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The channel to rename; none = create. */
  channel?: InviteChannel;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation(BILLING_NS);
  const say = useLocalized();
  return (
    <FormDialog<{ name: string }>
      open={open}
      title={channel ? t('invite.channels.editTitle') : t('invite.channels.add')}
      initialValues={{ name: channel?.name ?? '' }}
      onSubmit={async ({ name }) => {
        if (channel) await inviteChannels.update({ id: channel.id, name: name.trim() });
        else await inviteChannels.add(name.trim());
      }}
      onSuccess={() => onDone(channel ? t('invite.channels.editDone') : t('invite.channels.addDone'))}
      onClose={onClose}
      invalidate={[billingKeys.inviteChannels]}
      okText={t('invite.channels.ok')}
      cancelText={t('invite.channels.cancel')}
    >
      <Form.Item
        name="name"
        label={t('invite.channels.name')}
        rules={[
          { required: true, whitespace: true, message: say(INVITE_MESSAGES.channelNameRequired) },
          { max: 30, message: say(INVITE_MESSAGES.channelName) },
        ]}
      >
        <Input data-testid="channel-name" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
