// Sign-in (/user/login, /user/register, /sms/code, one-time codes) and the current user
// (/user/getInfo, /user/info, /user/memberInfo, passwords, invite code).
import { Type, type Static } from 'typebox';
import { messages } from './messages';
import { EDIT_PASSWORD } from './passwords';

export const LoginRole = Type.Union([Type.Literal('admin'), Type.Literal('staff')]);
export type LoginRole = Static<typeof LoginRole>;
export const Token = Type.Object({ token: Type.String() });
export type TokenData = Static<typeof Token>;

export const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 50 })),
  password: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  smsCode: Type.Optional(Type.String({ maxLength: 10 })),
  role: LoginRole,
  /** the browser's stable terminal id (localStorage); staff terminal control (spec §6) */
  terminal_code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LoginBody = Static<typeof LoginBody>;
export const RegisterBody = Type.Object({
  phone: Type.String({ maxLength: 20 }),
  password: Type.String({ minLength: 6, maxLength: 30 }),
  smsCode: Type.String({ minLength: 1, maxLength: 10 }),
  code: Type.Optional(Type.String({ maxLength: 16, description: 'invite code' })),
});
export type RegisterBody = Static<typeof RegisterBody>;
export const SmsCodeBody = Type.Object({
  phone: Type.String({ maxLength: 20 }),
  scene: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('register')])),
});
export type SmsCodeBody = Static<typeof SmsCodeBody>;
export const SmsSent = Type.Object({ expiresIn: Type.Integer(), resendIn: Type.Integer() });
export type SmsSent = Static<typeof SmsSent>;
export const DevSmsQuery = Type.Object({ phone: Type.String({ maxLength: 20 }) });
export const DevSms = Type.Object({ phone: Type.String(), code: Type.String(), sentAt: Type.String() });
export const LoginByCodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 100 }),
  terminal_code: Type.Optional(
    Type.String({ maxLength: 64, description: "the browser's terminal id (as /user/login)" }),
  ),
});
export const AuthCode = Type.Object({ code: Type.String(), expiresIn: Type.Integer() });

const Role = Type.String({ description: "'admin' | 'staff'" });

/** GET /user/getInfo — what the session keeps. */
export const UserInfo = Type.Object({
  id: Type.Integer({ description: "the member's id (the member rule: one's own row)" }),
  username: Type.String(),
  pwd: Type.Integer({ description: '1 when a login password is set' }),
  name: Type.String(),
  avatar: Type.String(),
  role: Role,
  level: Type.Integer(),
  member_role: Type.String({ description: "'manager' | 'employee'" }),
  can_renew_device: Type.Union([Type.Literal(0), Type.Literal(1)]),
  can_set_login_time: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type UserInfo = Static<typeof UserInfo>;
/** GET /user/info */
export const UserDetail = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  avatar: Type.String(),
  role: Role,
  member_role: Type.String(),
  level: Type.Integer(),
  enterprise_id: Type.Integer(),
});
export type UserDetail = Static<typeof UserDetail>;

const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** 1 certified, 2 certified (individual), 3 not certified, 4 failed, 5 under review. */
export const CompanyAttestation = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
]);
export type CompanyAttestation = Static<typeof CompanyAttestation>;
/** GET /user/memberInfo — every Member-info field of spec §3. */
export const MemberInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  amount: Type.Union([Type.String(), Type.Null()], {
    description:
      'wallet balance in yuan, 2 decimals; null for members who may not see it (employees without the renewal permission)',
  }),
  amount_fen: Type.Union([Type.Integer(), Type.Null()]),
  company_attestation: CompanyAttestation,
  company_name: Type.String(),
  coupons_number: Type.Integer(),
  ip_number: Type.Integer(),
  is_bind_wc: ZeroOne,
  is_channel: ZeroOne,
  is_modify: ZeroOne,
  is_set_password: ZeroOne,
  level: Type.Integer({ description: '3 = staff, else admin' }),
  level_type: Type.Integer({ description: '4 = invite reward enabled' }),
  member_number: Type.Integer(),
  invite_code: Type.String(),
  account_num: Type.Integer(),
  phone_num: Type.Integer(),
  network_cart_num: Type.Integer(),
});
export type MemberInfo = Static<typeof MemberInfo>;
export const MemberCounters = Type.Object({ allCnt: Type.Integer(), waitAllocateCnt: Type.Integer() });
export type MemberCounters = Static<typeof MemberCounters>;

const EditPassword = Type.String({
  minLength: EDIT_PASSWORD.minLength,
  maxLength: EDIT_PASSWORD.maxLength,
  pattern: EDIT_PASSWORD.pattern,
  ...messages({ required: EDIT_PASSWORD.empty, invalid: EDIT_PASSWORD.message }),
});

export const SavePwdBody = Type.Object({
  oldPassword: Type.Optional(Type.String({ maxLength: 100 })),
  newPassword: EditPassword,
  uid: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type SavePwdBody = Static<typeof SavePwdBody>;
export const SetLoginPasswordBody = Type.Object({ password: EditPassword });
export type SetLoginPasswordBody = Static<typeof SetLoginPasswordBody>;
export const InviteCode = Type.Object({ invite_code: Type.String() });
export type InviteCode = Static<typeof InviteCode>;
