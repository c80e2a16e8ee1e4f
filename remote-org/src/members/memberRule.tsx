// The member rule on the org screens: who may change whose account is the contract's one function
// (@console/contract/access memberRefusal, the one the server's guard refuses with 40003): the
// boss every staff member, a staff manager the employees, nobody the boss nor themselves. Every
// screen that changes members (member list and its dialogs, login control, terminal requests)
// asks `useMemberRule()` for a row and offers that row's changes only when it answers null; it
// never decides itself. Here only the refs the function reads are built from what the screens have.
import { MEMBER_RULE_MESSAGE, type MemberRef, type MemberRefusal, memberRefusal } from '@console/contract/access';
import { type UserInfo, useLanguage, useSession } from '@console/shared';
import { Typography } from 'antd';
import { useCallback } from 'react';

export type { MemberRefusal };

/**
 * A member as an org row shows them: id, member role ('manager' | 'employee'), and `is_admin` on
 * /member/list rows (the security lists hold staff only: /security/members and /terminal/requests
 * never list the boss).
 */
export interface MemberRow {
  id: number;
  role?: string;
  is_admin?: 0 | 1;
}

/** users.level of staff (anything else is the boss). */
const STAFF_LEVEL = 3;
const BOSS_LEVEL = 1;

/** The row's member as the rule reads them; undefined when the row does not tell their role. */
export function targetRef(row: MemberRow): MemberRef | undefined {
  if (row.is_admin === 1) return { id: row.id, level: BOSS_LEVEL, memberRole: row.role ?? '' };
  if (row.role === undefined) return undefined;
  return { id: row.id, level: STAFF_LEVEL, memberRole: row.role };
}

/** The signed-in member as the rule reads them (their profile, GET /user/getInfo). */
export function actorRef(info: UserInfo): MemberRef {
  return { id: info.id, level: info.level, memberRole: info.member_role };
}

/**
 * Why the signed-in member may not change the row's member (null: they may). undefined when it
 * cannot be told (no profile yet, or the row's role unknown): offer nothing then.
 */
export function refusalFor(info: UserInfo | undefined, row: MemberRow): MemberRefusal | null | undefined {
  const target = targetRef(row);
  return info && target ? memberRefusal(actorRef(info), target) : undefined;
}

/** `const rule = useMemberRule(); rule(row) === null` → the row's changes may be offered. */
export function useMemberRule(): (row: MemberRow) => MemberRefusal | null | undefined {
  const info = useSession().userInfo;
  return useCallback((row: MemberRow) => refusalFor(info, row), [info]);
}

/**
 * What a row offers instead of its change actions: the reason in muted text (plain text, nothing
 * to focus), or '-' when the reason is not known. The reason is the contract's sentence (the one
 * the server refuses with), in the console's language.
 */
export function MemberRuleNote({ refusal }: { refusal: MemberRefusal | null | undefined }) {
  const lang = useLanguage();
  if (!refusal) return '-';
  return (
    <Typography.Text type="secondary" data-testid="member-rule-note" data-refusal={refusal}>
      {MEMBER_RULE_MESSAGE[refusal][lang]}
    </Typography.Text>
  );
}
