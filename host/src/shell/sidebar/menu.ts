// Sidebar menu of spec §2, drawn from what the remotes publish: a route with a `menu` placement is
// an entry (its title is the label), `parent` makes it a sub-item. This module adds the shell's
// view of it: what a member sees and which entry is active for a URL.
import { roleFromLevel } from '@console/shared';
import type { RouteTitle } from '@console/ui';
import { type AreaRoutes, mayOpen, type RemoteArea, type Role } from '../../routes';

export interface MenuItemDef {
  path: string;
  label: RouteTitle;
  area: RemoteArea;
  /** icon name the shell knows (SideNav) */
  icon?: string;
  roles?: Role[];
  /** The endpoint the page exists for (routes.json `requires`). */
  requires?: string;
  /** Shown only when member level_type is 4 (invite reward). */
  inviteRewardOnly?: boolean;
  children?: MenuItemDef[];
}

/** The menu the deployed remotes publish, in their `order`. */
export function menuFrom(published: AreaRoutes): MenuItemDef[] {
  const placed = (Object.entries(published) as [RemoteArea, NonNullable<AreaRoutes[RemoteArea]>][])
    .flatMap(([area, routes]) => routes.filter((r) => r.menu && r.title).map((r) => ({ r, area })))
    .sort((a, b) => a.r.menu!.order - b.r.menu!.order);
  const item = ({ r, area }: (typeof placed)[number]): MenuItemDef => ({
    path: r.path,
    label: r.title!,
    area,
    icon: r.menu!.icon,
    roles: r.roles,
    requires: r.requires,
    inviteRewardOnly: r.menu!.inviteRewardOnly,
  });
  return placed
    .filter(({ r }) => !r.menu!.parent)
    .map((top) => {
      const children = placed.filter(({ r, area }) => area === top.area && r.menu!.parent === top.r.path).map(item);
      return children.length ? { ...item(top), children } : item(top);
    });
}

type Can = (endpoint: string) => boolean;

function visibleFor(role: Role, levelType: number | undefined, can: Can, items: MenuItemDef[]): MenuItemDef[] {
  return items
    .filter((m) => mayOpen(m, role, can))
    .filter((m) => !m.inviteRewardOnly || levelType === 4)
    .map((m) => (m.children ? { ...m, children: visibleFor(role, levelType, can, m.children) } : m));
}

/**
 * Entries visible to a member: the same rule as the guard (role from the level, 3 = staff, and the
 * endpoint the page requires), invite reward by level_type; empty groups dropped.
 */
export function visibleMenu(
  level: number,
  levelType: number,
  menu: MenuItemDef[],
  can: Can = () => true,
): MenuItemDef[] {
  return visibleFor(roleFromLevel(level), levelType, can, menu).filter((m) => !m.children || m.children.length > 0);
}

/** First path segment, lower-cased (react-router matches paths case-insensitively). */
function segment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}

/** The item to highlight and the group to open: exact sub-item match, else the entry of the same area. */
export function activeMenu(pathname: string, menu: MenuItemDef[]): { selected: string[]; open: string[] } {
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
