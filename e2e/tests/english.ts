// "No Chinese outside user data" on an English screen (issue 35). What the server answers an
// English reader is English except the customer's own words (names, remarks, tags — the server
// tests check its catalogue labels, messages and stored texts per language): so every piece of
// Chinese on the screen must be one of the strings the API answered this page. Anything else was
// written by the console itself — a zh.json text, a hard-coded label, 、 or full-width brackets.
import { type Page, expect } from '@playwright/test';

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
const answered = new WeakMap<Page, Set<string>>();

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (CJK.test(value)) into.add(value.trim());
  } else if (Array.isArray(value)) for (const v of value) collect(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v, into);
}

/** From now on, remember every Chinese string the page's API answers hold. */
export function recordApiChinese(page: Page): void {
  const into = new Set<string>();
  answered.set(page, into);
  page.on('response', (res) => {
    if (!(res.headers()['content-type'] ?? '').includes('application/json')) return;
    res
      .json()
      .then((body: unknown) => collect(body, into))
      .catch(() => undefined);
  });
}

/** The visible texts, accessible names, placeholders and title of the page's screen, with Chinese in them. */
async function chineseOnScreen(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, source }) => {
      const cjk = new RegExp(source);
      const found = new Set<string>();
      const root = document.querySelector(scope) ?? document.body;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? '';
        if (text && cjk.test(text) && n.parentElement?.checkVisibility()) found.add(text);
      }
      for (const el of root.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'))
        for (const attr of ['aria-label', 'placeholder', 'title']) {
          const v = el.getAttribute(attr)?.trim();
          if (v && cjk.test(v) && el.checkVisibility()) found.add(v);
        }
      if (cjk.test(document.title)) found.add(document.title);
      return [...found];
    },
    { scope, source: CJK.source },
  );
}

/** Chinese on the screen that no API answer holds: what is left of each text once the answered strings are taken out. */
export async function chineseOutsideUserData(page: Page, scope = 'main'): Promise<string[]> {
  const known = [...(answered.get(page) ?? [])].sort((a, b) => b.length - a.length);
  const left: string[] = [];
  for (const text of await chineseOnScreen(page, scope)) {
    let rest = text;
    for (const k of known) if (k && rest.includes(k)) rest = rest.split(k).join(' ');
    if (CJK.test(rest)) left.push(text === rest ? text : `${text}  ← ${rest.trim()}`);
  }
  return left;
}

/** On an English walk's screen, no Chinese outside user data (soft: the test goes on); a zh walk has nothing to check. */
export async function expectNoChineseInEnglish(page: Page, lang: 'zh' | 'en', what: string, scope = 'main') {
  if (lang !== 'en') return;
  expect.soft(await chineseOutsideUserData(page, scope), `${what}: Chinese outside user data (issue 35)`).toEqual([]);
}
