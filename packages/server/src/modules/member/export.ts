// Members and departments as CSVs a person reads: labels in the request's language, business times.
import { csvFlag, csvLabel, csvTime, type CsvColumn } from '../../lib/csv';
import type { Localized } from '../../lib/lang';
import type { DepartmentItemRow, MemberItemRow } from './queries';

const ROLE: Record<'owner' | 'manager' | 'employee', Localized> = {
  owner: { zh: '老板', en: 'Owner' },
  manager: { zh: '主管', en: 'Manager' },
  employee: { zh: '员工', en: 'Employee' },
};
const STATUS: Record<string, Localized> = {
  active: { zh: '正常', en: 'Active' },
  disabled: { zh: '已禁用', en: 'Disabled' },
};

export const MEMBER_CSV: CsvColumn<MemberItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (m) => m.id },
  { header: { zh: '用户名', en: 'Username' }, value: (m) => m.username },
  { header: { zh: '姓名', en: 'Name' }, value: (m) => m.name },
  { header: { zh: '手机号', en: 'Phone' }, value: (m) => m.phone },
  {
    header: { zh: '角色', en: 'Role' },
    value: (m) => ROLE[m.is_admin ? 'owner' : m.role === 'manager' ? 'manager' : 'employee'],
  },
  { header: { zh: '部门', en: 'Department' }, value: (m) => m.department_name },
  { header: { zh: '状态', en: 'Status' }, value: (m) => csvLabel(STATUS, m.status) },
  { header: { zh: '设置登录时间', en: 'Set login time' }, value: (m) => csvFlag(m.can_set_login_time) },
  { header: { zh: '设备续费', en: 'Renew devices' }, value: (m) => csvFlag(m.can_renew_device) },
  { header: { zh: '创建时间', en: 'Created at' }, value: (m) => csvTime(m.created_at) },
];

export const DEPARTMENT_CSV: CsvColumn<DepartmentItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (d) => d.id },
  { header: { zh: '部门名称', en: 'Department' }, value: (d) => d.name },
  { header: { zh: '成员数', en: 'Members' }, value: (d) => d.member_count },
  { header: { zh: '主管', en: 'Manager' }, value: (d) => d.manager_name },
  { header: { zh: '创建时间', en: 'Created at' }, value: (d) => csvTime(d.created_at) },
];
