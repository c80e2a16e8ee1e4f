// A remote ships a new screen without a host release (issue #10, item 4): a new version of
// remote-stores that adds a page (its e2e-only fixture, BUILD_FIXTURE=1) is built into this slot's
// deploy folder as a remote team would build it (e2e/prepare.mjs makes the build once, and fails if
// it rebuilt the host); `pnpm remote:rollback` points the registry at it, the composed console opens
// the page, the remote is rolled back, and the page is a 404 again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_DIR } from '../../ports';
import { CONSOLE, loginByApi, quietDialogs } from '../support';

const repo = path.resolve(import.meta.dirname, '../../..');
const env = { ...process.env, DEPLOY_DIR };
const REMOTE = 'remote-stores';
const NEW_VERSION = '0.0.0-e2e-new-page';
const NEW_PAGE = '/store/fixture-new-page';
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: repo, env }).toString();

test('a new remote build adds a page the console opens without a host release; a rollback removes it', async ({
  page,
  request,
  context,
}) => {
  const published = JSON.parse(
    fs.readFileSync(path.join(DEPLOY_DIR, 'remotes', REMOTE, NEW_VERSION, 'routes.json'), 'utf8'),
  );
  expect(published.routes.map((r: { path: string }) => r.path)).toContain(NEW_PAGE);

  await quietDialogs(page);
  await loginByApi(request, context);
  const registry = async () => (await (await request.get(`${CONSOLE}/remotes/registry.json`)).json()).remotes.stores;
  const live = (await registry()).version as string;
  expect(live).not.toBe(NEW_VERSION);

  // before: the live build does not publish the page → the console's 404
  await page.goto(NEW_PAGE);
  await expect(page).toHaveURL(/\/404$/);

  try {
    run('pnpm', ['--silent', 'remote:rollback', REMOTE, NEW_VERSION]);
    expect((await registry()).routes.map((r: { path: string }) => r.path)).toContain(NEW_PAGE);
    await page.goto(NEW_PAGE);
    const root = page.locator('[data-testid="remote-root"][data-remote="stores"]');
    await expect(root).toHaveAttribute('data-version', NEW_VERSION);
    await expect(root.getByTestId('fixture-new-page')).toContainText('新页面（测试构建）');
    await expect(page).toHaveURL(new RegExp(`${NEW_PAGE}$`));
  } finally {
    run('pnpm', ['--silent', 'remote:rollback', REMOTE, live]);
  }

  // rolled back: the registry serves the old routes with the old code, and the page is gone
  expect((await registry()).routes.map((r: { path: string }) => r.path)).not.toContain(NEW_PAGE);
  await page.goto(NEW_PAGE);
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/store/all');
  await expect(page.locator('[data-testid="remote-root"][data-remote="stores"]')).toHaveAttribute('data-version', live);
});
