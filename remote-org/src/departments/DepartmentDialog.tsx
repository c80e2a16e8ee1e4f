// 新建部门 / 编辑部门: name (部门名称不能为空) and manager (any active member, or none).
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import { useLocalized, useMemberLabel } from '@console/shared';
import { FormDialog } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionError, type Department, departments, members, orgKeys } from '../api/org';
import { ORG_NS } from '../i18n';
import { failureText } from '../members/useOrgAction';

interface Values {
  name: string;
  manager_user_id?: number | null;
}

export function DepartmentDialog({
  open,
  department,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The department to edit; none = create. */
  department?: Department;
  onClose: () => void;
  /** After a save; `createdId` is the new department's (create only). */
  onDone: (text: string, createdId?: number) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const say = useLocalized();
  const memberLabel = useMemberLabel();
  const editing = !!department;
  const failed = editing ? t('departments.failed.update') : t('departments.failed.add');
  const candidates = useQuery({
    queryKey: [...orgKeys.members, 'active'],
    queryFn: async () => (await members.list({ page: 1, limit: 1000, status: 'active' })).list,
    enabled: open,
  });
  return (
    <FormDialog<Values, number | undefined>
      open={open}
      title={editing ? t('departments.editTitle') : t('departments.add')}
      initialValues={department ? { name: department.name, manager_user_id: department.manager_user_id } : {}}
      onSubmit={async (v): Promise<number | undefined> => {
        const body = { name: v.name.trim(), manager_user_id: v.manager_user_id ?? null };
        if (department) await departments.update({ id: department.id, ...body });
        else return (await departments.add(body)).id;
      }}
      onSuccess={(createdId) => onDone(editing ? t('departments.done.update') : t('departments.done.add'), createdId)}
      onClose={onClose}
      invalidate={[orgKeys.departments, orgKeys.members]}
      okText={t('members.confirm.ok')}
      cancelText={t('members.confirm.cancel')}
      describeError={(e) => (e instanceof ActionError ? failureText(failed, e.message, t) : failed)}
    >
      <Form.Item
        name="name"
        label={t('departments.name')}
        rules={[{ required: true, whitespace: true, message: say(ORG_MESSAGES.departmentNameRequired) }]}
      >
        <Input maxLength={50} data-testid="department-name" />
      </Form.Item>
      <Form.Item name="manager_user_id" label={t('departments.manager')}>
        <Select
          aria-label={t('departments.manager')}
          data-testid="department-manager"
          allowClear
          showSearch
          optionFilterProp="label"
          loading={candidates.isFetching}
          placeholder={t('departments.noManager')}
          options={(candidates.data ?? []).map((m) => ({
            value: m.id,
            label: memberLabel(m),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
