// Page load in headless Chromium (Playwright from e2e/), 4× CPU throttling, cold cache per run:
// navigation → first data row of /phone/all, then client-side switches to areas not yet loaded
// (/order/all, /account/all) and back to a loaded one (/phone/all), then the device list at
// 1,000 rows per page and a scroll through it, then interactions on the list (INP-style, Event
// Timing); LCP, CLS, TBT from the page's own PerformanceObserver entries; every JS/CSS response,
// for bytes and library copies.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repo } from './servers.mjs';

const { chromium } = createRequire(path.join(repo, 'e2e/package.json'))('@playwright/test');

/** Requests made after the first screen's first row and before the first switch (areas loaded ahead). */
export const AHEAD = 'ahead';

/** The steps of one run: the area whose first data row ends each step. */
export const STEPS = [
  { name: 'first', path: '/phone/all', area: 'devices' },
  { name: 'switchOrders', path: '/order/all', area: 'billing' },
  { name: 'switchAccounts', path: '/account/all', area: 'accounts' },
  { name: 'backToPhones', path: '/phone/all', area: 'devices' },
  { name: 'page1000', path: '/phone/all?limit=1000', area: 'devices' },
];

/**
 * Network profiles for the first screen (Chromium's throttling applies to the bytes on the wire, so
 * compression counts): WebPageTest's "Cable" and DevTools' "Fast 3G". Bytes per second.
 */
export const NETWORKS = {
  cable: { latency: 28, downloadThroughput: 5_000_000 / 8, uploadThroughput: 1_000_000 / 8 },
  fast3g: { latency: 562.5, downloadThroughput: (1_600_000 * 0.9) / 8, uploadThroughput: (750_000 * 0.9) / 8 },
};

/** Steps of the scroll through the 1,000-row page, top to bottom. */
const SCROLL_STEPS = 20;

// Runs in the page before any of its scripts. Times are performance.now() (ms since navigation).
const INIT = () => {
  const b = { lcp: 0, cls: 0, tbt: 0, target: 'devices', t0: 0, hit: null };
  window.__bench = b;
  const observe = (type, fn) => {
    try {
      new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      // entry type not supported: stays 0
    }
  };
  observe('largest-contentful-paint', (e) => (b.lcp = e.startTime));
  observe('layout-shift', (e) => !e.hadRecentInput && (b.cls += e.value));
  observe('longtask', (e) => (b.tbt += Math.max(0, e.duration - 50)));
  // Event Timing (what INP is made of): input → handlers → next paint, per interaction
  b.events = [];
  try {
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => e.interactionId && b.events.push({ name: e.name, duration: e.duration })),
    ).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // not supported: the interactions report nothing
  }
  // first data row (antd rows carry data-row-key: <tr>, or <div> in a virtual body) shown in the
  // awaited area's container; not the skeleton's placeholder rows, which carry it too. Rows shown
  // before the switch don't count (a step within one area replaces them); the rows of a kept area,
  // hidden at the switch, count when they show again.
  const check = () => {
    if (b.hit !== null) return;
    const rows = document.querySelectorAll(
      `[data-area="${b.target}"] .ant-table-row[data-row-key]:not([data-bench-stale])`,
    );
    for (const row of rows) {
      // a list's placeholder rows (SkeletonTable, before its first answer) are not data
      if (row.closest('[data-testid="list-skeleton"]')) continue;
      if (row.checkVisibility()) {
        b.hit = performance.now();
        return;
      }
    }
  };
  // Checked once per frame after the DOM changed, not in every mutation callback: checkVisibility
  // forces a style update, and forcing one per mutation batch would add work the page itself does
  // once per frame (at 4× throttling it added ≈ 0.1 s to a step). childList: rows rendered;
  // attributes: a kept area shown again (its box's style, React's display).
  let armed = false;
  const onFrame = () => {
    armed = false;
    check();
  };
  new MutationObserver(() => {
    if (b.hit === null && !armed) {
      armed = true;
      requestAnimationFrame(onFrame);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['hidden', 'style', 'inert'],
  });
  // a client-side navigation, as the sidebar does it (the router follows popstate)
  b.go = (to, area) => {
    document
      .querySelectorAll('.ant-table-row[data-row-key]')
      .forEach((row) => row.toggleAttribute('data-bench-stale', row.checkVisibility()));
    Object.assign(b, { target: area, t0: performance.now(), hit: null, cls: 0, tbt: 0 });
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  };
};

/** An init script that keeps the once-only shell dialogs (renewal reminder, certification, guide) closed, as in e2e. */
export const QUIET_SHELL = () => {
  const now = String(Date.now());
  if (!localStorage.getItem('renewNoticeTime')) localStorage.setItem('renewNoticeTime', now);
  if (!localStorage.getItem('authNoticeSuppressedAt')) localStorage.setItem('authNoticeSuppressedAt', now);
  localStorage.setItem('newUserGuideShown', '1');
};

/** Debian's Chromium and its flags, for the bench's Playwright browser and Lighthouse's alike. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export function launch() {
  return chromium.launch(CHROMIUM);
}

async function waitForRow(page, timeoutMs) {
  await page.waitForFunction(() => window.__bench.hit !== null, null, { timeout: timeoutMs, polling: 50 });
  return page.evaluate(() => {
    const b = window.__bench;
    // API calls (/api/, proxied by the console server) of this step that answered before the row:
    // when the last one came back, and the slowest
    const api = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/') && e.startTime >= b.t0 && e.responseEnd <= b.hit);
    const slowest = api.reduce((a, e) => (!a || e.duration > a.duration ? e : a), null);
    return {
      ms: b.hit - b.t0,
      lcp: b.lcp,
      cls: b.cls,
      tbt: b.tbt,
      apiMs: api.length ? Math.max(...api.map((e) => e.responseEnd)) - b.t0 : 0,
      slowestApi: slowest && { path: new URL(slowest.name).pathname, ms: slowest.duration },
    };
  });
}

/**
 * The 1,000-row page: rows in the DOM (a virtual body keeps this far below 1,000), then a scroll
 * to the bottom in equal steps, each timed until two frames later; long tasks over 50 ms count
 * as blocking time.
 */
function scrollBigPage(page, steps) {
  return page.evaluate(async (n) => {
    const b = window.__bench;
    const rows = () => document.querySelectorAll('[data-area="devices"] .ant-table-row[data-row-key]');
    const holder = document.querySelector('[data-area="devices"] .ant-table-tbody-virtual-holder');
    const domRows = rows().length;
    if (!holder) return { domRows, virtual: false };
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const firstKey = () => rows()[0]?.getAttribute('data-row-key') ?? null;
    const keyAtTop = firstKey();
    b.tbt = 0;
    const t0 = performance.now();
    let worstStepMs = 0;
    for (let i = 1; i <= n; i++) {
      const s0 = performance.now();
      holder.scrollTop = ((holder.scrollHeight - holder.clientHeight) * i) / n;
      await frame();
      await frame();
      worstStepMs = Math.max(worstStepMs, performance.now() - s0);
    }
    return {
      domRows,
      virtual: true,
      scrollMs: performance.now() - t0,
      worstStepMs,
      scrollTbt: b.tbt,
      // the body really moved: other rows are rendered at the bottom than at the top
      scrolled: firstKey() !== keyAtTop,
    };
  }, steps);
}

/** The interactions timed on the device list (20 rows/page), in this order, by real input. */
export const INTERACTIONS = [
  ['rowMenu', "open a row's 更多 menu"],
  ['openDialog', 'open a dialog (设置备注)'],
  ['applyFilter', 'apply a filter (view 即将过期)'],
  ['changePage', 'change page (next)'],
];

/**
 * INP-style timings: each interaction's longest Event Timing entry (input → handlers → next
 * paint), clicked as a person does; the step waits for its result before the next one. A step
 * that fails (a changed screen) reports its error instead of failing the run.
 */
async function interact(page, timeoutMs) {
  const area = page.locator('[data-area="devices"]');
  const firstKey = () => area.locator('.ant-table-row[data-row-key]').first().getAttribute('data-row-key');
  const menuItem = page.getByRole('menuitem', { name: '设置备注', exact: true });
  const dialog = page.getByRole('dialog').filter({ hasText: '设置备注' });
  const notBusy = () =>
    page.waitForFunction(
      () => !document.querySelector('[data-area="devices"] [data-testid="list-table"][aria-busy="true"]'),
      null,
      { timeout: timeoutMs },
    );
  const keyChanged = async (before) =>
    page.waitForFunction(
      (k) =>
        document.querySelector('[data-area="devices"] .ant-table-row[data-row-key]')?.getAttribute('data-row-key') !==
        k,
      before,
      { timeout: timeoutMs },
    );
  const steps = {
    rowMenu: [
      () =>
        area
          .locator('tbody tr.ant-table-row')
          .first()
          .getByRole('button', { name: /更\s*多/ })
          .click(),
      () => menuItem.waitFor({ timeout: timeoutMs }),
    ],
    openDialog: [
      () => menuItem.click(),
      async () => {
        await dialog.waitFor({ timeout: timeoutMs });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout: timeoutMs });
      },
    ],
    applyFilter: [
      () => area.locator('[data-testid="view-tabs"] a', { hasText: '即将过期' }).click(),
      async () => {
        await page.waitForURL(/willExpiredCnt/, { timeout: timeoutMs });
        await notBusy();
      },
    ],
    changePage: [
      async () => {
        const before = await firstKey();
        await area.locator('.ant-pagination-next').click();
        return before;
      },
      (before) => keyChanged(before),
    ],
  };
  const out = {};
  for (const [name] of INTERACTIONS) {
    const [act, done] = steps[name];
    try {
      await page.evaluate(() => (window.__bench.events = []));
      await done(await act());
      // entries are queued after the next paint
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))),
      );
      out[name] = await page.evaluate(() => Math.max(0, ...window.__bench.events.map((e) => e.duration)));
    } catch (err) {
      out[name] = null;
      out[`${name}Error`] = String(err.message ?? err).split('\n')[0];
    }
  }
  return out;
}

/**
 * Each recorded response's body and size on the wire (when `withBodies`), read while the page is
 * still open: Playwright drops them with the context.
 */
async function readBodies(responses, withBodies) {
  for (const r of responses) {
    r.body = withBodies ? await r.res.body().catch(() => null) : null;
    const sizes = withBodies
      ? await r.res
          .request()
          .sizes()
          .catch(() => null)
      : null;
    r.transferred = sizes?.responseBodySize ?? null;
    delete r.res;
  }
}

/** The step name of the signed-out login page's responses (bytes only, no timing). */
/**
 * The signed-out pages, where every user starts (issue 37): the login page, and the console's
 * address opened without a session (the guard's /auth).
 */
export const SIGNED_OUT = [
  { step: 'login', label: 'login page', path: '/login', ready: 'input[type="password"]' },
  { step: 'auth', label: 'console signed out (/ → /auth)', path: '/', ready: '[data-testid="auth-to-login"]' },
];

/**
 * A signed-out page as a visitor without a session gets it, cold: the JS and CSS it loads until
 * its `ready` element shows and the page has settled (a lazily loaded chunk still counts).
 */
export async function signedOutPageOnce(browser, { base, settleMs, timeoutMs, page: { step, path, ready } }) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || /\.(js|css)(\?|$)/.test(res.url()))
        responses.push({ url: res.url(), type, step, res });
    });
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor({ timeout: timeoutMs });
    await page.waitForTimeout(settleMs);
    await readBodies(responses, true);
    return responses;
  } finally {
    await context.close();
  }
}

/**
 * One cold run against `base` (a console server). Returns per-step timings and the JS/CSS
 * responses with the step they arrived in.
 * `network` (a NETWORKS name) throttles the network too; `firstOnly` stops after the first screen.
 * @param {{ base: string, token: string, throttle: number, settleMs: number, timeoutMs: number, withBodies?: boolean, network?: keyof NETWORKS, firstOnly?: boolean }} o
 */
export async function runOnce(
  browser,
  { base, token, throttle, settleMs, timeoutMs, withBodies = false, network, firstOnly = false },
) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([{ name: 'p-token', value: token, url: base }]);
    await context.addInitScript({ content: `(${INIT})();(${QUIET_SHELL})();` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
    }
    let step = STEPS[0].name;
    const responses = [];
    // a response counts for the step its request was made in: what the first screen asked for
    // before its first row, or what loads ahead (AHEAD) between that row and the first switch
    const stepOf = new WeakMap();
    page.on('request', (req) => stepOf.set(req, step));
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || /\.(js|css)(\?|$)/.test(res.url())) {
        responses.push({
          url: res.url(),
          type,
          step: stepOf.get(res.request()) ?? step,
          status: res.status(),
          encoding: res.headers()['content-encoding'] ?? null,
          res,
        });
      }
    });
    const steps = {};
    await page.goto(base + STEPS[0].path, { waitUntil: 'commit' });
    steps.first = await waitForRow(page, timeoutMs);
    step = AHEAD;
    if (firstOnly) return { steps, responses: [] };
    const settled = async (name) => {
      // shifts and long tasks until the step settles count for it too (e.g. a late skeleton swap)
      await page.waitForTimeout(settleMs);
      Object.assign(
        steps[name],
        await page.evaluate(() => ({ clsSettled: window.__bench.cls, tbtSettled: window.__bench.tbt })),
      );
    };
    for (const [i, s] of STEPS.slice(1).entries()) {
      await settled(STEPS[i].name); // trailing requests of the previous step land in it
      step = s.name;
      await page.evaluate(([to, area]) => window.__bench.go(to, area), [s.path, s.area]);
      steps[s.name] = await waitForRow(page, timeoutMs);
    }
    await settled(STEPS.at(-1).name);
    Object.assign(steps.page1000, await scrollBigPage(page, SCROLL_STEPS));
    // back to 20 rows per page for the interactions
    step = 'interactions';
    await page.evaluate(() => window.__bench.go('/phone/all', 'devices'));
    await waitForRow(page, timeoutMs);
    await page.waitForTimeout(settleMs);
    steps.interactions = await interact(page, timeoutMs);
    await readBodies(responses, withBodies);
    return { steps, responses };
  } finally {
    await context.close();
  }
}
