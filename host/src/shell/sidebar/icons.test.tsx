// The sidebar as the deployed remotes publish it: every top-level entry has an icon the shell
// draws, and no two share one (issue 34: two shared one, two had none).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AreaRoutes } from '../../routes';
import { menuFrom } from './menu';
import { ICONS } from './SideNav';

const AREAS = ['accounts', 'billing', 'devices', 'network', 'org', 'stores'] as const;
const routesOf = (area: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../../remote-${area}/src/routes.json`), 'utf8')).routes;
const published = Object.fromEntries(AREAS.map((a) => [a, routesOf(a)])) as AreaRoutes;

test('every top-level entry has its own icon, one the shell knows', () => {
  const top = menuFrom(published).map((e) => [e.path, e.icon] as const);
  expect(top.filter(([, icon]) => !icon || !ICONS[icon])).toEqual([]);
  const icons = top.map(([, icon]) => icon);
  expect(icons.filter((icon, i) => icons.indexOf(icon) !== i)).toEqual([]);
});
