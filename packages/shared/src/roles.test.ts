import { canEnter, roleFromLevel, showInviteReward } from './roles';

it('level 3 is staff, any other level admin', () => {
  expect(roleFromLevel(3)).toBe('staff');
  expect(roleFromLevel(1)).toBe('admin');
  expect(roleFromLevel(0)).toBe('admin');
  expect(roleFromLevel(4)).toBe('admin');
});

it('routes without declared roles are admin only', () => {
  expect(canEnter(undefined, 'admin')).toBe(true);
  expect(canEnter(undefined, 'staff')).toBe(false);
});

it('declared roles are honoured', () => {
  expect(canEnter(['admin', 'staff'], 'staff')).toBe(true);
  expect(canEnter(['staff'], 'admin')).toBe(false);
  expect(canEnter([], 'admin')).toBe(false);
});

it('invite reward shows only for level_type 4', () => {
  expect(showInviteReward(4)).toBe(true);
  expect(showInviteReward(3)).toBe(false);
  expect(showInviteReward(0)).toBe(false);
});
