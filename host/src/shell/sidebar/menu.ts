// Sidebar menu of spec §2. The entries (paths, roles, invite-only rule) come from the route table
// in ../routes — the single list of paths; this module adds the shell's view of it: what a
// member sees and which entry is active for a URL. Labels are translated in the 'shell'
// namespace under the table's labelKey (menu.phone, ...).
import { roleFromLevel } from '@console/shared';
import { menuRoutes, visibleMenu as visibleFor, type MenuItemDef } from '../../routes';

export type { MenuItemDef };

/** Entries visible to a member: role from the level (3 = staff), invite reward by level_type. */
export function visibleMenu(level: number, levelType: number, menu: MenuItemDef[] = menuRoutes): MenuItemDef[] {
  return visibleFor(roleFromLevel(level), levelType, menu).filter((m) => !m.children || m.children.length > 0);
}

/** First path segment, lower-cased (react-router matches paths case-insensitively). */
function segment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}

/** The item to highlight and the group to open: exact sub-item match, else the entry of the same area. */
export function activeMenu(pathname: string, menu: MenuItemDef[] = menuRoutes): { selected: string[]; open: string[] } {
  const p = pathname.toLowerCase();
  for (const e of menu) {
    for (const c of e.children ?? []) {
      if (c.path.toLowerCase() === p) return { selected: [c.path], open: [e.path] };
    }
  }
  const seg = segment(pathname);
  const hit = menu.find((e) => segment(e.path) === seg);
  if (!hit) return { selected: [], open: [] };
  // A group (订单管理) has no page of its own in the menu: open it, select nothing inside.
  return hit.children?.length ? { selected: [], open: [hit.path] } : { selected: [hit.path], open: [] };
}
