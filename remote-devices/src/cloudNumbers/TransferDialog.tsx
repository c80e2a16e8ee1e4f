// Hand the selected numbers to another active member (POST /cloudNumber/transfer). The member
// already holding one of them cannot be chosen: 不能转移给自己 (spec §5), checked here and on the server.
import { CLOUD_NUMBER_MESSAGES } from '@console/contract/cloudNumberMessages';
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import { useLocalized, useMemberLabel } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { devicesKeys } from '../queryKeys';
import { type CloudNumber, cloudNumbers } from './api';
import { isSelfTransfer } from './views';

export interface TransferDialogProps {
  /** The numbers to transfer; the dialog is open while this is non-empty. */
  numbers: CloudNumber[];
  onClose: () => void;
  /** After the transfer; the number list is refreshed already. */
  onDone: () => void;
}

interface TransferForm {
  /** Required by the form's rules before anything is sent. */
  to_user_id: number;
}

export function TransferDialog({ numbers, onClose, onDone }: TransferDialogProps) {
  const { t } = useTranslation(DEVICES_NS);
  const memberLabel = useMemberLabel();
  const say = useLocalized();
  const open = numbers.length > 0;
  // a failure was shown by the request layer and leaves the choice empty
  const members = useQuery({ queryKey: devicesKeys.members, queryFn: () => cloudNumbers.members(), enabled: open });

  const holders = numbers.map((n) => n.assigned_user_id);
  return (
    <FormDialog<TransferForm>
      open={open}
      title={t('cloudNumbers.transfer.title')}
      onSubmit={({ to_user_id }) =>
        cloudNumbers.transfer(
          numbers.map((n) => n.id),
          to_user_id,
        )
      }
      onSuccess={onDone}
      onClose={onClose}
      invalidate={[devicesKeys.cloudNumbers]}
      okText={t('cloudNumbers.ok')}
      cancelText={t('cloudNumbers.cancel')}
    >
      <Form.Item
        name="to_user_id"
        label={t('cloudNumbers.transfer.member')}
        rules={[
          { required: true, message: say(CLOUD_NUMBER_MESSAGES.toUser) },
          {
            validator: async (_, v?: number) => {
              if (v !== undefined && isSelfTransfer(holders, v))
                throw new Error(say(CLOUD_NUMBER_MESSAGES.transferToSelf));
            },
          },
        ]}
      >
        <Select
          data-testid="transfer-member"
          loading={members.isFetching}
          showSearch
          optionFilterProp="label"
          placeholder={say(ORG_MESSAGES.membersRequired)}
          options={(members.data ?? []).map((m) => ({
            value: m.id,
            label: memberLabel(m),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
