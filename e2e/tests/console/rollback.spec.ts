// Rolling one remote back: the command points the registry at an older build; after a reload
// users get it, and every other remote stays where it was.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_DIR } from '../../ports';
import { loginByApi, quietDialogs } from '../support';

const repo = path.resolve(import.meta.dirname, '../../..');
const env = { ...process.env, DEPLOY_DIR };
const rollback = (...args: string[]) =>
  execFileSync('pnpm', ['--silent', 'remote:rollback', ...args], { cwd: repo, env }).toString();

test('pnpm remote:rollback serves the older remote-devices after a reload, nothing else changes', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  await loginByApi(request, context);
  await page.goto('/console');
  const live = (await page.getByTestId('version-devices').textContent())!.trim();
  const others = await page.getByTestId('version-billing').textContent();
  try {
    expect(rollback('remote-devices')).toContain('0.0.1-rollback');
    rollback('remote-devices', '0.0.1-rollback');
    await page.reload();
    await expect(page.getByTestId('version-devices')).toHaveText('0.0.1-rollback');
    await expect(page.getByTestId('version-billing')).toHaveText(others!);
    await page.getByRole('navigation').getByText('设备管理').click();
    const root = page.locator('[data-testid="remote-root"][data-remote="devices"]');
    await expect(root).toHaveAttribute('data-version', '0.0.1-rollback');
    await expect(root.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  } finally {
    rollback('remote-devices', live);
  }
  await page.goto('/phone/all');
  await expect(page.locator('[data-testid="remote-root"][data-remote="devices"]')).toHaveAttribute(
    'data-version',
    live,
  );
});
