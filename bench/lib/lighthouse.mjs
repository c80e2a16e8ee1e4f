// Lighthouse in the bench (issue 37): the pinned lighthouse 12.2.3 (root devDependency) on Debian's
// Chromium, the performance category of the pages every member starts on, with the mobile preset
// (Lighthouse's default: a mid-range phone, 4× CPU, slow 4G, simulated) and the desktop one. Each run
// is a fresh browser (cold cache, empty profile); a signed-in page gets the member's p-token cookie
// and the shell's once-only dialogs closed before Lighthouse navigates to it.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, QUIET_SHELL } from './browser.mjs';

/** Where members start: the login page and each area's first screen (issue 37's goals). */
export const LIGHTHOUSE_PAGES = [
  { path: '/login', signedIn: false, presets: ['mobile'] },
  ...['/phone/all', '/account/all', '/NetworkCard/all', '/store/all', '/member/all', '/order/all'].map((path) => ({
    path,
    signedIn: true,
    presets: ['mobile', 'desktop'],
  })),
];

/** One Lighthouse run: the score (0–100) and the metrics behind it, or the error Lighthouse reported. */
export async function lighthouseOnce({ base, path, token, preset }) {
  const browser = await puppeteer.launch({ ...CHROMIUM, headless: true });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.setCookie({ name: 'p-token', value: token, url: base });
      await page.evaluateOnNewDocument(QUIET_SHELL);
    }
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
    const { lhr } = await lighthouse(`${base}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    if (lhr.runtimeError) return { error: lhr.runtimeError.code };
    const metric = (id) => lhr.audits[id]?.numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      bytes: metric('total-byte-weight'),
      // a signed-in page that ended on /auth measured the wrong page
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    await browser.close();
  }
}
