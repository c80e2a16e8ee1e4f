// 移动部门: the chosen members go to one department (POST /member/move).
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import { useLocalized } from '@console/shared';
import { FormDialog } from '@console/ui';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionError, type Department, type Member, members, orgKeys } from '../api/org';
import { ORG_NS } from '../i18n';
import { failureText } from './useOrgAction';

export function MoveDialog({
  rows,
  departments,
  onClose,
  onDone,
}: {
  /** The members to move; open while non-empty. */
  rows: Member[];
  departments: Department[];
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const failed = t('members.failed.move');
  return (
    <FormDialog<{ department_id: number }, { changed: number }>
      open={rows.length > 0}
      title={t('members.moveTitle')}
      onSubmit={({ department_id }) =>
        members.move(
          rows.map((m) => m.id),
          department_id,
        )
      }
      onSuccess={(r) => onDone(t('members.done.move', { n: r.changed }))}
      onClose={onClose}
      invalidate={[orgKeys.members, orgKeys.memberCnt, orgKeys.departments, orgKeys.childUsers]}
      okText={t('members.confirm.ok')}
      cancelText={t('members.confirm.cancel')}
      describeError={(e) => (e instanceof ActionError ? failureText(failed, e.message, t) : failed)}
    >
      <Form.Item
        name="department_id"
        label={t('members.form.department')}
        rules={[{ required: true, message: say(ORG_MESSAGES.departmentRequired) }]}
      >
        <Select
          aria-label={t('members.form.department')}
          data-testid="move-department"
          showSearch
          optionFilterProp="label"
          options={departments.map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
