// A walk through many screens as one signed-in member, one test per screen (issue 33: no walk in
// a single test with its timeout raised to fit). The page belongs to the worker: signed in and
// loaded once, kept across the file's tests, each test opening its screen by in-app navigation as
// a link click does; a walk as someone else closes the last one's page. A failed test ends its
// worker, so the next screen starts on a fresh page.
import { type Page, expect, test as base } from '@playwright/test';
import { recordApiChinese } from './english';
import { CONSOLE, loginByApi, quietDialogs } from './support';

export interface Walker {
  lang?: 'zh' | 'en';
  username?: string;
  role?: 'admin' | 'staff';
  /** Where the page is first loaded. */
  start?: string;
  /** The window's width in CSS pixels (default 1280; 390 is a phone: 390 × 844). */
  width?: number;
}

export const test = base.extend<object, { walk: (who?: Walker) => Promise<Page> }>({
  walk: [
    async ({ browser, playwright }, use, workerInfo) => {
      const { locale, reducedMotion } = workerInfo.project.use;
      const request = await playwright.request.newContext();
      const pages = new Map<string, Promise<Page>>();
      const signIn = async ({ lang = 'zh', username = 'demoadmin', role = 'admin', start = '/', width }: Walker) => {
        const viewport = width === undefined ? undefined : { width, height: width < 600 ? 844 : 900 };
        const context = await browser.newContext({ baseURL: CONSOLE, locale, reducedMotion, viewport });
        await context.addCookies([{ name: 'language', value: lang, url: CONSOLE }]);
        await loginByApi(request, context, username, role);
        const page = await context.newPage();
        if (lang === 'en') recordApiChinese(page);
        await quietDialogs(page);
        await page.goto(start);
        await settle(page);
        return page;
      };
      await use(async (who = {}) => {
        const key = `${who.lang ?? 'zh'} ${who.username ?? 'demoadmin'} ${who.role ?? 'admin'} ${who.width ?? ''}`;
        // one walk page alive at a time: a page left open keeps polling and redrawing in the
        // background, and the a11y walk's four of them slowed every later spec (a dialog's axe test
        // took 47 s instead of 3)
        for (const [other, page] of pages) {
          if (other === key) continue;
          pages.delete(other);
          await (await page).context().close();
        }
        if (!pages.has(key)) pages.set(key, signIn(who));
        return pages.get(key)!;
      });
      for (const page of pages.values()) await (await page).context().close();
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});
export { expect };

/** The walker's session token, for the API calls a test makes beside the page. */
export async function signedInToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'p-token');
  if (!cookie) throw new Error('the walk page is not signed in');
  return cookie.value;
}

/**
 * The screen's own content is on show: no loading overlay, spinner, list skeleton or list still
 * loading left (the list marks itself busy in the same render as the view change; its spinner shows
 * later). Areas visited before stay in the page hidden (the shell keeps them): only what is shown counts.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(
    page
      .locator('.ant-spin-spinning, [data-testid="list-skeleton"], [data-testid="list-table"][aria-busy="true"]')
      .filter({ visible: true }),
  ).toHaveCount(0);
}

/** In-app navigation, as a click on a link does (no reload: the shell stays, only the screen changes). */
export async function openInApp(page: Page, screen: string): Promise<void> {
  if (new URL(page.url()).pathname === screen) return settle(page);
  // the screen on show marks its h1, so what follows waits for the next screen's own h1, or, for a
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
  await settle(page);
}
