// axe-core in the page under test, injected once per document and run there (axe.run). The console
// has no frames; a page that shows one is audited by @axe-core/playwright's AxeBuilder, which
// injects into every frame. Why not AxeBuilder always (issue 33): each analyze() evaluated axe's
// 550 kB again and, by default, opened a blank page to merge the frames' results. Measured on a
// 2-core machine over 49 dialog audits: 1,564 ms an audit with AxeBuilder, 1,045 in its legacy
// mode, 842 here (the same rules on the same nodes, the same violations found).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

export interface AxeRun {
  include?: string;
  exclude: string;
  options: RunOptions;
}

/** Runs axe on the page's document (or the part `include` selects) with `options`. */
export async function runAxe(page: Page, { include, exclude, options }: AxeRun): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options).exclude(exclude).setLegacyMode();
    return (include ? builder.include(include) : builder).analyze();
  }
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ include, exclude, options }) =>
      window.axe!.run(include ? { include: [include], exclude: [exclude] } : { exclude: [exclude] }, options),
    { include, exclude, options },
  );
}
