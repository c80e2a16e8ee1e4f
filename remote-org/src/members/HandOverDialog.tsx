// 交接资源: every phone, sub-account and store access of one member goes to another active member
// (POST /member/transfer). The member cannot receive their own resources: 不能转移给自己 (spec §5),
// checked here and on the server.
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import { useLocalized, useMemberLabel } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionError, type Member, type MemberTransferred, members, orgKeys } from '../api/org';
import { ORG_NS } from '../i18n';
import { failureText } from './useOrgAction';

export function HandOverDialog({
  from,
  onClose,
  onDone,
}: {
  /** The member whose resources are handed over; open while set. */
  from?: Member;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const memberLabel = useMemberLabel();
  const failed = t('members.failed.handOver');
  const receivers = useQuery({
    queryKey: [...orgKeys.members, 'active'],
    queryFn: async () => (await members.list({ page: 1, limit: 1000, status: 'active' })).list,
    enabled: !!from,
  });
  return (
    <FormDialog<{ to_user_id: number }, MemberTransferred>
      open={!!from}
      title={t('members.handOverTitle', { name: from ? from.name || from.username : '' })}
      header={<Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('members.handOverHint')} />}
      onSubmit={({ to_user_id }) => members.transfer(from!.id, to_user_id)}
      onSuccess={(r) => onDone(t('members.done.handOver', r))}
      onClose={onClose}
      invalidate={[orgKeys.members, orgKeys.childUsers, orgKeys.resources]}
      okText={t('members.confirm.ok')}
      cancelText={t('members.confirm.cancel')}
      describeError={(e) => (e instanceof ActionError ? failureText(failed, e.message, t) : failed)}
    >
      <Form.Item
        name="to_user_id"
        label={t('members.receiver')}
        rules={[
          { required: true, message: say(ORG_MESSAGES.transferTarget) },
          {
            validator: async (_, v?: number) => {
              if (v !== undefined && v === from?.id) throw new Error(say(ORG_MESSAGES.transferToSelf));
            },
          },
        ]}
      >
        <Select
          aria-label={t('members.receiver')}
          data-testid="handover-receiver"
          loading={receivers.isFetching}
          showSearch
          optionFilterProp="label"
          options={(receivers.data ?? []).map((m) => ({
            value: m.id,
            label: memberLabel(m),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
