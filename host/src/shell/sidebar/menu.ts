// Sidebar menu of spec §2, drawn from what the remotes publish: a route with a `menu` placement is
// an entry (its title is the label), `parent` makes it a sub-item. An entry with sub-items is a
// group whose title only opens it, so its own page comes first among them (issue 34: 订单管理's
// /order/all could not be reached from the sidebar). The host adds its own screens (the dashboard).
// This module adds the shell's view of it: what a member sees and which entry is active for a URL.
import { roleFromLevel } from '@console/shared';
import type { RouteTitle } from '@console/ui';
import dashboardEn from '../../pages/dashboard/i18n/en.json';
import dashboardZh from '../../pages/dashboard/i18n/zh.json';
import { type Area, type AreaRoutes, mayOpen, type RemoteArea, type Role } from '../../routes';
import { DASHBOARD_PATH } from '../settings/startPage';

export interface MenuItemDef {
  path: string;
  label: RouteTitle;
  area: Area;
  /** icon name the shell knows (SideNav) */
  icon?: string;
  roles?: Role[];
  /** The endpoint the page exists for (routes.json `requires`). */
  requires?: string;
  /** Shown only when member level_type is 4 (invite reward). */
  inviteRewardOnly?: boolean;
  children?: MenuItemDef[];
}

/** The host's own entries, placed among the remotes' by the same `order`. */
const HOST_MENU: { order: number; item: MenuItemDef }[] = [
  {
    order: 5, // before 设备管理 (10): the console's overview
    item: {
      path: DASHBOARD_PATH,
      label: { zh: dashboardZh.title, en: dashboardEn.title },
      area: 'host',
      icon: 'dashboard',
      roles: ['admin', 'staff'],
      requires: 'GET /dashboard/summary',
    },
  },
];

/** The key of a group in the menu (its own page is a sub-item keyed by its path). */
export const groupKey = (path: string) => `group:${path}`;

/** The menu the deployed remotes publish, in their `order`, with the host's entries. */
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
  const remote = placed
    .filter(({ r }) => !r.menu!.parent)
    .map((top) => {
      const children = placed.filter(({ r, area }) => area === top.area && r.menu!.parent === top.r.path).map(item);
      if (!children.length) return { order: top.r.menu!.order, item: item(top) };
      const ownPage = { ...item(top), icon: undefined, label: top.r.menu!.pageTitle ?? top.r.title! };
      return { order: top.r.menu!.order, item: { ...item(top), children: [ownPage, ...children] } };
    });
  return [...HOST_MENU, ...remote].sort((a, b) => a.order - b.order).map((e) => e.item);
}

type Can = (endpoint: string) => boolean;

function visibleFor(role: Role, levelType: number | undefined, can: Can, items: MenuItemDef[]): MenuItemDef[] {
  return items
    .map((m) => (m.children ? { ...m, children: visibleFor(role, levelType, can, m.children) } : m))
    .filter((m) =>
      // a group is shown for the pages in it the member may open (its own page is one of them)
      m.children ? m.children.length > 0 : mayOpen(m, role, can) && (!m.inviteRewardOnly || levelType === 4),
    );
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
  return visibleFor(roleFromLevel(level), levelType, can, menu);
}

/** First path segment, lower-cased (react-router matches paths case-insensitively). */
function segment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}

/**
 * The item to highlight and the group to open: an exact match, else the entry of the same first
 * path segment (a group's own page for its views: /order/Payed → 全部订单).
 */
export function activeMenu(pathname: string, menu: MenuItemDef[]): { selected: string[]; open: string[] } {
  const p = pathname.toLowerCase();
  for (const e of menu) {
    if (!e.children && e.path.toLowerCase() === p) return { selected: [e.path], open: [] };
    for (const c of e.children ?? []) {
      if (c.path.toLowerCase() === p) return { selected: [c.path], open: [groupKey(e.path)] };
    }
  }
  const seg = segment(pathname);
  const hit = menu.find((e) => segment(e.path) === seg);
  if (!hit) return { selected: [], open: [] };
  if (!hit.children) return { selected: [hit.path], open: [] };
  const ownPage = hit.children.find((c) => c.path === hit.path);
  return { selected: ownPage ? [ownPage.path] : [], open: [groupKey(hit.path)] };
}
