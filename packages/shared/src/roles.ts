// Roles (spec §6): a login chooses boss (admin) or employee (staff); member level 3 is staff.
export type LoginRole = 'admin' | 'staff';

export const STAFF_LEVEL = 3;
export const INVITE_REWARD_LEVEL_TYPE = 4;

export function roleFromLevel(level: number): LoginRole {
  return level === STAFF_LEVEL ? 'staff' : 'admin';
}

/** Routes declare allowed roles; a route that declares none is admin only (spec §6). */
export function canEnter(allowed: readonly LoginRole[] | undefined, role: LoginRole): boolean {
  return (allowed ?? ['admin']).includes(role);
}

/** The invite-reward menu shows only for level_type 4. */
export function showInviteReward(levelType: number): boolean {
  return levelType === INVITE_REWARD_LEVEL_TYPE;
}
