// The member form's rules (spec §5) and its values ↔ the API body. The sentences are the
// contract's ORG_MESSAGES, the ones the server answers with.
import type { Localized } from '@console/contract/localized';
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import { isMemberPassword, isMobile, isUsername } from '@console/shared';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { Member, MemberAddBody, MemberRole, MemberUpdateBody } from '../api/org';

export type AuthMethod = 1 | 2 | 3;
export const AUTH_METHOD_OPTIONS: AuthMethod[] = [1, 2, 3];

export interface MemberFormValues {
  username: string;
  name: string;
  phone: string;
  member_role: MemberRole;
  department_id: number;
  auth_method: AuthMethod;
  /** 'any' = no login window; 'custom' = login_range. */
  login_window: 'any' | 'custom';
  login_range?: [Dayjs, Dayjs] | null;
  permissions: ('can_set_login_time' | 'can_renew_device')[];
  password?: string;
  password_confirm?: string;
}

/**
 * Rules per field, their sentences in the language `say` reads (useLocalized()); `editing` leaves
 * the password optional (empty keeps the old one).
 */
export function memberRules(say: (message: Localized) => string, editing: boolean) {
  const m = (key: keyof typeof ORG_MESSAGES) => say(ORG_MESSAGES[key]);
  const password: Rule[] = [
    ...(editing ? [] : [{ required: true, message: m('passwordRequired') }]),
    {
      validator: async (_: unknown, v?: string) => {
        if (v && !isMemberPassword(v)) throw new Error(m('password'));
      },
    },
  ];
  const confirm: Rule[] = [
    ({ getFieldValue }) => ({
      validator: async (_: unknown, v?: string) => {
        const p = getFieldValue('password') as string | undefined;
        if ((p || v) && p !== v) throw new Error(m('passwordMismatch'));
      },
    }),
  ];
  return {
    username: [
      { required: true, whitespace: true, message: m('usernameRequired') },
      {
        validator: async (_: unknown, v?: string) => {
          if (v && v.trim() && !isUsername(v)) throw new Error(m('username'));
        },
      },
    ] as Rule[],
    name: [{ required: true, whitespace: true, message: m('nameRequired') }] as Rule[],
    phone: [
      {
        validator: async (_: unknown, v?: string) => {
          if (!isMobile(v)) throw new Error(m('phone'));
        },
      },
    ] as Rule[],
    member_role: [{ required: true, message: m('roleRequired') }] as Rule[],
    department_id: [{ required: true, message: m('departmentRequired') }] as Rule[],
    auth_method: [{ required: true, message: m('authMethodRequired') }] as Rule[],
    login_window: [{ required: true, message: m('loginTimeRequired') }] as Rule[],
    login_range: [{ required: true, message: m('loginTimeRequired') }] as Rule[],
    password,
    password_confirm: confirm,
  };
}

const HHMM = 'HH:mm';
/** 'HH:MM' as a time of today (what the TimePicker edits). */
export function timeOf(hhmm: string): Dayjs {
  const [h, min] = hhmm.split(':').map(Number);
  return dayjs().hour(h).minute(min).second(0).millisecond(0);
}

/** The form's values for a member (edit) or the defaults (add). */
export function formValuesOf(member?: Member): Partial<MemberFormValues> {
  if (!member) return { member_role: 'employee', auth_method: 1, login_window: 'any', permissions: [] };
  const start = member.login_time_start;
  const end = member.login_time_end;
  return {
    username: member.username,
    name: member.name,
    phone: member.phone,
    member_role: member.role,
    department_id: member.department_id ?? undefined,
    auth_method: member.auth_method,
    login_window: start && end ? 'custom' : 'any',
    login_range: start && end ? [timeOf(start), timeOf(end)] : null,
    permissions: [
      ...(member.can_set_login_time ? (['can_set_login_time'] as const) : []),
      ...(member.can_renew_device ? (['can_renew_device'] as const) : []),
    ],
  };
}

/** The API body of the form's values (add when no id). */
export function bodyOf(v: MemberFormValues): MemberAddBody;
export function bodyOf(v: MemberFormValues, id: number): MemberUpdateBody;
export function bodyOf(v: MemberFormValues, id?: number): MemberAddBody | MemberUpdateBody {
  const custom = v.login_window === 'custom' && v.login_range;
  const base = {
    username: v.username.trim(),
    name: v.name.trim(),
    phone: v.phone.trim(),
    member_role: v.member_role,
    department_id: v.department_id,
    auth_method: v.auth_method,
    login_time_start: custom ? v.login_range![0].format(HHMM) : null,
    login_time_end: custom ? v.login_range![1].format(HHMM) : null,
    can_set_login_time: v.permissions?.includes('can_set_login_time') ? 1 : 0,
    can_renew_device: v.permissions?.includes('can_renew_device') ? 1 : 0,
  } as const;
  if (id === undefined) return { ...base, password: v.password ?? '', password_confirm: v.password_confirm ?? '' };
  return {
    ...base,
    id,
    ...(v.password ? { password: v.password, password_confirm: v.password_confirm ?? '' } : {}),
  };
}
