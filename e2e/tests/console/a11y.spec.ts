// axe-core on every screen a member reaches from the sidebar, the user menu and the devices 更多
// menu, in zh and in en: no serious or critical WCAG 2.2 AA violation, exactly one h1, and a
// document title (issue #11). The screens come from the routes each remote publishes
// (src/routes.json), so a new screen is checked without editing this file.
import { type Page, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS } from '../areas';
import { CONSOLE, axeViolations, loginByApi, quietDialogs } from '../support';

interface PublishedRoute {
  path: string;
  redirect?: string;
  menu?: unknown;
  type?: number;
  linked?: boolean;
}

// Screens opened only with a context (a phone's id, the rows picked for renewal), not by a link.
const NEEDS_CONTEXT = new Set([
  '/phoneItem',
  '/phoneItem/serve',
  '/phone/renew',
  '/account/renew',
  '/NetworkCard/renew',
  '/cloud/cloudRenew',
]);
// Host screens: the dashboard and the user menu's versions page.
const HOST_SCREENS = ['/dashboard', '/console'];

function published(): string[] {
  const repo = path.resolve(import.meta.dirname, '../../..');
  const paths: string[] = [];
  for (const { pkg } of AREAS) {
    const { routes } = JSON.parse(readFileSync(path.join(repo, pkg, 'src/routes.json'), 'utf8')) as {
      routes: PublishedRoute[];
    };
    for (const r of routes) if (!r.redirect && !NEEDS_CONTEXT.has(r.path)) paths.push(r.path);
  }
  return paths;
}

const SCREENS = [...published(), ...HOST_SCREENS];

async function settle(page: Page) {
  // the screen's own content: no loading overlay, spinner, list skeleton or list still loading left
  // (the list marks itself busy in the same render as the view change; its spinner shows later).
  // Areas visited before stay in the page hidden (the shell keeps them): only what is shown counts.
  await page.waitForLoadState('load');
  await expect(
    page
      .locator('.ant-spin-spinning, [data-testid="list-skeleton"], [data-testid="list-table"][aria-busy="true"]')
      .filter({ visible: true }),
  ).toHaveCount(0);
}

/** The screen's h1 as the page presents it (a hidden kept area's is not in the accessibility tree). */
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function audit(page: Page, screen: string, lang: string, scope?: string) {
  const bad = await axeViolations(page, scope);
  const report = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n')[1]?.trim() ?? ''}` : ''}`,
          )
          .join('\n'),
    )
    .join('\n');
  return { bad, report: report ? `[${lang}] ${screen}\n${report}` : '' };
}

/** In-app navigation, as a click on a link does (no reload: the shell stays, only the screen changes). */
async function open(page: Page, screen: string) {
  // the screen on show marks its h1, so the next audit waits for the next screen's own h1, or, for a
  // view of the same list (which keeps its h1 element), for that view's tab to be the current one
  await page
    .locator('h1')
    .evaluateAll((hs) => hs.forEach((h) => h.toggleAttribute('data-audited', h.checkVisibility())));
  const shown = `h1:not([data-audited]), [data-testid="view-tabs"] a[aria-current="page"][href="${screen}"]`;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, screen);
  await expect(page).toHaveURL(new RegExp(`${screen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await page
    .locator(shown)
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: 3_000 })
    .catch(() => undefined);
}

// One walk per language: the whole page (shell included) is audited on the first screen, then each
// screen's main area after an in-app navigation — the shell around it is the same on every screen.
for (const lang of ['zh', 'en'] as const) {
  test(`axe, ${lang}: every screen has no serious or critical violation, one h1, a title`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(SCREENS.length * 15_000);
    await quietDialogs(page);
    await context.addCookies([{ name: 'language', value: lang, url: CONSOLE }]);
    await loginByApi(request, context);
    await page.goto(SCREENS[0]);
    await settle(page);
    const shell = await audit(page, `${SCREENS[0]} (whole page)`, lang);
    expect
      .soft(
        shell.bad.map((v) => v.id),
        shell.report,
      )
      .toEqual([]);

    for (const screen of SCREENS) {
      await open(page, screen);
      await settle(page);
      const { bad, report } = await audit(page, screen, lang, 'main');
      expect
        .soft(
          bad.map((v) => v.id),
          report,
        )
        .toEqual([]);
      await expect.soft(h1(page), `[${lang}] ${screen}: exactly one h1`).toHaveCount(1);
      expect.soft((await page.title()).trim(), `[${lang}] ${screen}: document title`).not.toBe('');
    }
  });
}

test('the login page, signed out', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  const { bad, report } = await audit(page, '/login', 'zh');
  expect(
    bad.map((v) => v.id),
    report,
  ).toEqual([]);
  await expect(h1(page)).toHaveCount(1);
  expect((await page.title()).trim()).not.toBe('');
});
