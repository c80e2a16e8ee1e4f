// 添加成员 / 编辑成员 (spec §3 Member, §5): username, name, mobile, role, department, authorization
// method, login hours, the two extra permissions, and the password twice (required to add; empty
// keeps the old one on edit). A staff manager without the login-time permission sees those fields
// locked: the server would refuse the change (您没有设置登录时间的权限…).
import { useCan, useLocalized, useSession } from '@console/shared';
import { FormDialog } from '@console/ui';
import { App, Button, Checkbox, Form, Input, Radio, Select, TimePicker } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, type Department, type Member, members, orgKeys } from '../api/org';
import { DepartmentDialog } from '../departments/DepartmentDialog';
import { ORG_NS } from '../i18n';
import { AUTH_METHOD_OPTIONS, bodyOf, formValuesOf, type MemberFormValues, memberRules } from './rules';
import { failureText } from './useOrgAction';

export interface MemberDialogProps {
  open: boolean;
  /** The member to edit; none = add. */
  member?: Member;
  departments: Department[];
  onClose: () => void;
  onDone: (text: string) => void;
}

/** May the signed-in member set login hours (the boss, or staff holding the permission)? */
export function useMaySetLoginTime(): boolean {
  const info = useSession().userInfo;
  return !!info && (info.level !== 3 || info.can_set_login_time === 1);
}

export function MemberDialog({ open, member, departments, onClose, onDone }: MemberDialogProps) {
  const { t } = useTranslation(ORG_NS);
  const [form] = Form.useForm<MemberFormValues>();
  const editing = !!member;
  const say = useLocalized();
  const rules = memberRules(say, editing);
  const mayLoginTime = useMaySetLoginTime();
  const window = Form.useWatch('login_window', form);
  const failed = editing ? t('members.failed.update') : t('members.failed.add');
  // a department is required (spec §5), so one can be created here: a new enterprise has none yet
  const mayAddDepartment = useCan()('POST /department/add');
  const [addingDepartment, setAddingDepartment] = useState(false);
  const { message } = App.useApp();

  return (
    <>
      <FormDialog<MemberFormValues>
        open={open}
        form={form}
        title={editing ? t('members.editTitle') : t('members.add')}
        initialValues={formValuesOf(member)}
        onSubmit={async (v) => {
          if (member) await members.update(bodyOf(v, member.id));
          else await members.add(bodyOf(v));
        }}
        onSuccess={() => onDone(editing ? t('members.done.update') : t('members.done.add'))}
        onClose={onClose}
        invalidate={[orgKeys.members, orgKeys.memberCnt, orgKeys.departments, orgKeys.childUsers]}
        okText={t('members.confirm.ok')}
        cancelText={t('members.confirm.cancel')}
        describeError={(e) => (e instanceof ActionError ? failureText(failed, e.message, t) : failed)}
      >
        <Form.Item name="username" label={t('members.form.username')} rules={rules.username}>
          <Input autoComplete="off" maxLength={24} data-testid="member-username" />
        </Form.Item>
        <Form.Item name="name" label={t('members.form.name')} rules={rules.name}>
          <Input maxLength={50} data-testid="member-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('members.form.phone')} rules={rules.phone}>
          <Input inputMode="numeric" maxLength={11} data-testid="member-phone" />
        </Form.Item>
        <Form.Item name="member_role" label={t('members.form.role')} rules={rules.member_role}>
          <Radio.Group
            options={[
              { value: 'manager', label: t('role.manager') },
              { value: 'employee', label: t('role.employee') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('members.form.department')}
          required
          extra={
            mayAddDepartment && (
              <>
                {departments.length === 0 && t('members.form.noDepartment')}
                <Button
                  type="link"
                  size="small"
                  data-testid="member-new-department"
                  onClick={() => setAddingDepartment(true)}
                >
                  {t('departments.add')}
                </Button>
              </>
            )
          }
        >
          <Form.Item name="department_id" rules={rules.department_id} noStyle>
            <Select
              data-testid="member-department"
              aria-label={t('members.form.department')}
              showSearch
              optionFilterProp="label"
              options={departments.map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
        </Form.Item>
        <Form.Item name="auth_method" label={t('members.form.authMethod')} rules={rules.auth_method}>
          <Select
            aria-label={t('members.form.authMethod')}
            options={AUTH_METHOD_OPTIONS.map((n) => ({ value: n, label: t(`members.authMethod.${n}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="login_window"
          label={t('members.form.loginWindow')}
          rules={rules.login_window}
          extra={mayLoginTime ? undefined : t('members.form.noLoginTimeRight')}
        >
          <Radio.Group
            disabled={!mayLoginTime}
            options={[
              { value: 'any', label: t('members.form.anyTime') },
              { value: 'custom', label: t('members.form.custom') },
            ]}
          />
        </Form.Item>
        {window === 'custom' && (
          <Form.Item name="login_range" label={t('members.form.loginRange')} rules={rules.login_range}>
            <TimePicker.RangePicker format="HH:mm" order={false} disabled={!mayLoginTime} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="permissions" label={t('members.form.permissions')}>
          <Checkbox.Group
            options={[
              { value: 'can_set_login_time', label: t('members.form.canSetLoginTime'), disabled: !mayLoginTime },
              { value: 'can_renew_device', label: t('members.form.canRenewDevice') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('members.form.password')}
          rules={rules.password}
          extra={editing ? t('members.form.passwordKeep') : undefined}
        >
          <Input.Password autoComplete="new-password" maxLength={30} data-testid="member-password" />
        </Form.Item>
        <Form.Item
          name="password_confirm"
          label={t('members.form.passwordConfirm')}
          dependencies={['password']}
          rules={rules.password_confirm}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={30}
            placeholder={t('members.form.passwordAgain')}
            data-testid="member-password-confirm"
          />
        </Form.Item>
      </FormDialog>
      <DepartmentDialog
        open={addingDepartment}
        onClose={() => setAddingDepartment(false)}
        onDone={(text, createdId) => {
          setAddingDepartment(false);
          void message.success(text);
          if (createdId !== undefined) form.setFieldValue('department_id', createdId);
        }}
      />
    </>
  );
}
