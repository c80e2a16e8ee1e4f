// axe-core (WCAG 2.2 AA, as a11y.spec.ts) on the network screens with data, at 1280 and 390 px, and
// on their dialogs: one test per screen and width on one signed-in page (walk.ts).
import type { Page } from '@playwright/test';
import { type Api, apiOf, axeViolations } from '../support';
import { expect, openInApp, test, signedInToken } from '../walk';

const firstId = async (api: Api, path: string) => {
  const { code, message, data } = await api.get<{ list: { id: number }[] }>(path);
  expect(code, message).toBe(0);
  return data.list[0].id;
};

const SCREENS: [string, (api: Api) => Promise<string>][] = [
  ['/NetworkCard/all', async () => '/NetworkCard/all'],
  ['/NetworkCard/buyCard', async () => '/NetworkCard/buyCard'],
  [
    '/NetworkCard/renew (a bound card)',
    async (api) => `/NetworkCard/renew?ids=${await firstId(api, '/networkCard/list?filterStatus=2&page=1&limit=1')}`,
  ],
  ['/device/all', async () => '/device/all'],
  ['/device/recycle', async () => '/device/recycle'],
  ['/agentIp/aggregateBuy3', async () => '/agentIp/aggregateBuy3'],
  [
    '/device/renew (a platform device)',
    async (api) =>
      `/device/renew?ids=${await firstId(api, '/ipDevice/list?view=unexpired&kind=platform&page=1&limit=1')}`,
  ],
];

async function audit(page: Page, what: string, scope = 'main') {
  await expect(page.locator('.ant-spin-spinning, [data-testid="list-skeleton"]').filter({ visible: true })).toHaveCount(
    0,
  );
  const bad = await axeViolations(page, scope);
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function walkAt(walk: (who?: { start?: string }) => Promise<Page>, width: number) {
  const page = await walk({ start: '/NetworkCard/all' });
  await page.setViewportSize({ width, height: 900 });
  return page;
}

for (const width of [1280, 390]) {
  for (const [name, path] of SCREENS) {
    test(`axe @${width}px: ${name}`, async ({ walk, request }) => {
      const page = await walkAt(walk, width);
      await openInApp(page, await path(apiOf(request, await signedInToken(page))));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await audit(page, `${name} @${width}px`);
    });
  }
}

for (const [name, screen, open] of [
  ['the add device dialog', '/device/all', (page: Page) => page.getByRole('button', { name: '添加自有设备' }).click()],
  ['the import dialog', '/device/all', (page: Page) => page.getByRole('button', { name: '批量导入' }).click()],
  [
    'the bind dialog',
    '/NetworkCard/ip_unexpired',
    (page: Page) =>
      page
        .locator('main tbody tr.ant-table-row')
        .filter({ visible: true })
        .first()
        .getByRole('button', { name: '绑定' })
        .click(),
  ],
] as const) {
  test(`axe: ${name}`, async ({ walk }) => {
    const page = await walkAt(walk, 1280);
    await openInApp(page, screen);
    await open(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, name, '.ant-modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}
