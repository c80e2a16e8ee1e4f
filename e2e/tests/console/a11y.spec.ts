// axe-core on every screen a member reaches from the sidebar, the user menu and the devices 更多
// menu, in zh and in en, at 1440 and 390 px: no serious or critical WCAG 2.2 AA violation, exactly one h1, and a
// document title (issue #11); in en, no Chinese outside user data (issue 35, english.ts). The screens
// come from the routes each remote publishes (src/routes.json), so a new screen is checked without
// editing this file.
import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS } from '../areas';
import { chineseOutsideUserData, expectNoChineseInEnglish } from '../english';
import { apiOf, axeViolations } from '../support';
import { expect, openInApp, settle, signedInToken, test } from '../walk';

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

/** The screen's main area has no serious or critical violation (soft: the test goes on to its other checks). */
async function expectMainClean(page: Page, screen: string, label: string) {
  const { bad, report } = await audit(page, screen, label, 'main');
  expect
    .soft(
      bad.map((v) => v.id),
      report,
    )
    .toEqual([]);
}

// One test per screen, language and width, all on one page per language and width (walk.ts): the
// whole page, shell included, is audited on the first screen, then each screen's main area after an
// in-app navigation — the shell around it is the same on every screen. 1440 × 900 is a desktop,
// 390 × 844 a phone (issue 34: some hits showed only there, e.g. a table scrolling sideways).
const WALKS = [
  { lang: 'zh', width: 1440 },
  { lang: 'en', width: 1440 },
  { lang: 'zh', width: 390 },
  { lang: 'en', width: 390 },
] as const;

for (const { lang, width } of WALKS) {
  const label = `${lang} ${width}px`;

  test.describe(`axe, ${label}: no serious or critical violation, one h1, a title`, () => {
    test(`${SCREENS[0]}, the whole page`, async ({ walk }) => {
      const page = await walk({ lang, width, start: SCREENS[0] });
      await openInApp(page, SCREENS[0]);
      const { bad, report } = await audit(page, `${SCREENS[0]} (whole page)`, label);
      expect(
        bad.map((v) => v.id),
        report,
      ).toEqual([]);
      await expectNoChineseInEnglish(page, lang, `[${label}] ${SCREENS[0]} (whole page)`, 'body');
    });

    for (const screen of SCREENS) {
      test(screen, async ({ walk }) => {
        const page = await walk({ lang, width, start: SCREENS[0] });
        await openInApp(page, screen);
        await expectMainClean(page, screen, label);
        await expect.soft(h1(page), `[${label}] ${screen}: exactly one h1`).toHaveCount(1);
        await expectNoChineseInEnglish(page, lang, `[${label}] ${screen}`);
        expect.soft((await page.title()).trim(), `[${label}] ${screen}: document title`).not.toBe('');
      });
    }

    // the screens a phone opens: its renewal (the checkout kit every renewal shares) and its detail
    test('/phone/renew and /phoneItem, for a demo phone', async ({ walk }) => {
      const page = await walk({ lang, width, start: SCREENS[0] });
      const api = apiOf(page.request, await signedInToken(page));
      const [phone] = (await api.get<{ list: { id: number }[] }>('/phone/list', { page: 1, limit: 1, filterStatus: 0 }))
        .data.list;
      for (const screen of [`/phone/renew?selectPhoneIds=${phone.id}`, `/phoneItem?id=${phone.id}`]) {
        await openInApp(page, screen);
        await expectMainClean(page, screen, label);
        await expectNoChineseInEnglish(page, lang, `[${label}] ${screen}`);
      }
    });
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

test('the English check finds Chinese the console wrote itself, and passes the customer’s own names', async ({
  walk,
}) => {
  const page = await walk({ lang: 'en', width: 1440, start: SCREENS[0] });
  await openInApp(page, '/phone/all');
  const phoneName = (await page
    .locator('main')
    .getByText(/^云手机-\d{3}$/)
    .first()
    .textContent())!;
  await page.locator('main').evaluate((main) => {
    const planted = document.createElement('span');
    planted.id = 'planted';
    planted.textContent = '确定';
    main.append(planted);
  });
  const found = await chineseOutsideUserData(page);
  await page.locator('#planted').evaluate((el) => el.remove());
  expect(found).toEqual(['确定']);
  expect(found).not.toContain(phoneName);
});
