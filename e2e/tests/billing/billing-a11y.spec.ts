// axe on the billing screens and the order detail (issue 16): no serious or critical violation and
// one h1 on each, one test per screen on one signed-in page (walk.ts).
import type { Page } from '@playwright/test';
import { axeViolations } from '../support';
import { expect, openInApp, test } from '../walk';

async function expectClean(page: Page, what: string) {
  const bad = await axeViolations(page);
  expect(bad.map((v) => `${what}: ${v.id} (${v.nodes.length}×) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  // the areas the shell keeps hidden are not counted: only the screen on show
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

for (const [screen, ready] of [
  ['/renew/all', 'renewal-forecast'],
  ['/coupon/all', 'list-page'],
  ['/inviteReward/all', 'invite-link'],
  ['/inviteReward/channel', 'channel-table'],
  ['/inviteReward/gifts', 'gift-rule'],
  ['/statistics/all', 'stats-body'],
  ['/statistics/operations', 'operations'],
  ['/walletFlow/all', 'list-page'],
] as const) {
  test(`axe: ${screen}`, async ({ walk }) => {
    const page = await walk({ start: '/renew/all' });
    await openInApp(page, screen);
    await expect(page.getByTestId(ready).filter({ visible: true }).first()).toBeVisible();
    await expectClean(page, screen);
  });
}

test('axe: the order detail', async ({ walk }) => {
  const page = await walk({ start: '/renew/all' });
  await openInApp(page, '/order/all');
  await page
    .locator('main tbody tr.ant-table-row')
    .filter({ visible: true })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expectClean(page, 'order detail');
});
