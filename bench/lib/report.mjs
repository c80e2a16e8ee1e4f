// Turns raw measurements into the results table: medians, composed/monolith ratios, the ratio of
// each API route to the bare endpoint, and the budgets of issue #5 with pass/miss.
import { INTERACTIONS, SIGNED_OUT } from './browser.mjs';
import { median, ratio } from './stats.mjs';

const KB = 1000;
const percentOf = (r) =>
  !Number.isFinite(r) ? '—' : r >= 0.1 ? `${Math.round(r * 100)} %` : `${(r * 100).toFixed(2)} %`;
const check = (value, ok) => (Number.isFinite(value) ? ok(value) : undefined);

function pageRows(page) {
  const rows = [];
  const med = (app, step, field = 'ms') => median(page.runs[app].map((r) => r[step]?.[field]));
  const n = page.runs.composed.filter((r) => !r.error).length;
  for (const app of ['composed', 'monolith']) {
    const failed = page.runs[app].filter((r) => r.error);
    if (failed.length)
      rows.push({
        part: 'page',
        metric: `failed runs, ${app} (${failed[0].error})`,
        value: String(failed.length),
        budget: '0',
        pass: false,
      });
  }
  const steps = [
    ['first', 'navigation → first row /phone/all', '≤ 1,000 ms (guide)', (v) => v <= 1000],
    ['switchOrders', 'switch → first row /order/all (not loaded)', '≤ 800 ms', (v) => v <= 800],
    ['switchAccounts', 'switch → first row /account/all (not loaded)', '≤ 800 ms', (v) => v <= 800],
    ['backToPhones', 'switch back → first row /phone/all (loaded)', '≤ 300 ms', (v) => v <= 300],
  ];
  for (const [step, label, budget, ok] of steps) {
    const c = med('composed', step);
    const m = med('monolith', step);
    rows.push({
      part: 'page',
      metric: `${label}, composed (median of ${n})`,
      value: c,
      unit: 'ms',
      budget,
      pass: check(c, ok),
    });
    rows.push({ part: 'page', metric: `${label}, monolith`, value: m, unit: 'ms' });
    for (const app of ['composed', 'monolith']) {
      const ok = page.runs[app].filter((r) => r[step]?.slowestApi);
      const paths = [...new Set(ok.map((r) => r[step].slowestApi.path))].join(', ');
      rows.push({
        part: 'page',
        metric: `  slowest API call before that row (${paths || 'none'}), ${app}`,
        value: median(ok.map((r) => r[step].slowestApi.ms)),
        unit: 'ms',
      });
    }
    const r = ratio(c, m);
    rows.push(
      step === 'first'
        ? {
            part: 'page',
            metric: 'first row composed / monolith',
            value: r,
            digits: 2,
            unit: '×',
            budget: '≤ 1.15',
            pass: check(r, (v) => v <= 1.15),
          }
        : { part: 'page', metric: `${step} composed / monolith`, value: r, digits: 2, unit: '×' },
    );
  }
  rows.push(...bigPageRows(page, med, n));
  rows.push(...interactionRows(page, med));
  rows.push(...networkRows(page));
  for (const app of ['composed', 'monolith']) {
    rows.push({ part: 'page', metric: `LCP /phone/all, ${app}`, value: med(app, 'first', 'lcp'), unit: 'ms' });
    rows.push({
      part: 'page',
      metric: `TBT navigation → settled /phone/all, ${app}`,
      value: med(app, 'first', 'tbtSettled'),
      unit: 'ms',
    });
  }
  for (const [step, area] of [
    ['first', '/phone/all'],
    ['switchOrders', '/order/all'],
    ['switchAccounts', '/account/all'],
  ]) {
    for (const app of ['composed', 'monolith']) {
      const v = med(app, step, 'clsSettled');
      rows.push({
        part: 'page',
        metric: `CLS first screen ${area}, ${app}`,
        value: v,
        digits: 3,
        ...(app === 'composed' ? { budget: '≤ 0.02', pass: check(v, (x) => x <= 0.02) } : {}),
      });
    }
  }
  return rows;
}

/** INP-style timings of the device list's interactions (the longest event of each, to the next paint). */
function interactionRows(page, med) {
  const rows = [];
  for (const [name, label] of INTERACTIONS) {
    for (const app of ['composed', 'monolith']) {
      const runs = page.runs[app].filter((r) => r.interactions);
      const failed = runs.filter((r) => r.interactions[name] === null);
      const v = med(app, 'interactions', name);
      rows.push({
        part: 'page',
        metric: `interaction: ${label}, input → next paint, ${app}${failed.length ? ` (${failed.length} failed: ${failed[0].interactions[`${name}Error`]})` : ''}`,
        value: v,
        unit: 'ms',
        ...(app === 'composed' ? { budget: '≤ 200 ms', pass: check(v, (x) => x <= 200) } : {}),
      });
    }
  }
  return rows;
}

/** The first screen over a throttled network (cable, Fast 3G), 4× CPU as well. */
function networkRows(page) {
  const rows = [];
  for (const [network, label] of [
    ['cable', 'cable 5/1 Mbit/s, 28 ms'],
    ['fast3g', 'Fast 3G 1.44 Mbit/s, 563 ms'],
  ]) {
    const runs = page.network?.[network];
    if (!runs) continue;
    for (const app of ['composed', 'monolith']) {
      const ok = runs[app].filter((r) => !r.error);
      const failed = runs[app].length - ok.length;
      rows.push({
        part: 'page',
        metric: `navigation → first row /phone/all, ${label}, ${app} (median of ${ok.length}${failed ? `, ${failed} failed` : ''})`,
        value: median(ok.map((r) => r.ms)),
        unit: 'ms',
        ...(failed ? { pass: false, budget: 'no failed run' } : {}),
      });
    }
  }
  return rows;
}

/** The device list at 1,000 rows per page (issue #4): virtualized, and responsive while scrolling. */
function bigPageRows(page, med, n) {
  const rows = [];
  for (const app of ['composed', 'monolith']) {
    const runs = page.runs[app].filter((r) => r.page1000);
    const label = app === 'composed' ? `${app} (median of ${n})` : app;
    rows.push({
      part: 'page',
      metric: `switch to 1,000 rows/page → first row /phone/all, ${label}`,
      value: med(app, 'page1000'),
      unit: 'ms',
    });
    if (app !== 'composed') continue;
    const domRows = med(app, 'page1000', 'domRows');
    const virtual = runs.length > 0 && runs.every((r) => r.page1000.virtual && r.page1000.scrolled);
    rows.push({
      part: 'page',
      metric: `  rows in the DOM of that page (${virtual ? 'virtual body, scrolled to the end' : 'NOT a scrolling virtual body'})`,
      value: domRows,
      digits: 0,
      budget: '< 1,000',
      pass: virtual && domRows < 1000,
    });
    const worst = med(app, 'page1000', 'worstStepMs');
    rows.push({
      part: 'page',
      metric: '  slowest of 20 scroll steps through it (scroll → 2 frames)',
      value: worst,
      unit: 'ms',
      budget: '≤ 200 ms',
      pass: check(worst, (v) => v <= 200),
    });
    rows.push({
      part: 'page',
      metric: '  blocking time while scrolling to the end',
      value: med(app, 'page1000', 'scrollTbt'),
      unit: 'ms',
    });
  }
  return rows;
}

function bytesRows(page) {
  const rows = [];
  for (const app of ['composed', 'monolith']) {
    const first = page.bytes[app]?.first ?? {};
    let js = 0;
    let css = 0;
    for (const [name, b] of Object.entries(first)) {
      rows.push({
        part: 'bytes',
        metric: `first screen JS gzip, ${app}: ${name} (${b.js.files} files, ${Math.round(b.js.raw / KB)} kB raw)`,
        value: b.js.gzip / KB,
        unit: 'kB',
      });
      if (b.css.files)
        rows.push({
          part: 'bytes',
          metric: `first screen CSS gzip, ${app}: ${name}`,
          value: b.css.gzip / KB,
          unit: 'kB',
        });
      js += b.js.gzip;
      css += b.css.gzip;
    }
    rows.push({
      part: 'bytes',
      metric: `first screen JS gzip, ${app} total`,
      value: js / KB,
      unit: 'kB',
      ...(app === 'composed' ? { budget: '≤ 350 kB', pass: js / KB <= 350 } : {}),
    });
    const sent = Object.values(first).reduce((n, b) => n + b.js.sent + b.css.sent, 0);
    const encodings = (page.encoding?.[app] ?? []).join(', ') || 'unknown';
    rows.push({
      part: 'bytes',
      metric: `first screen JS + CSS on the wire, ${app} total (as served: ${encodings})`,
      value: sent / KB,
      unit: 'kB',
    });
    rows.push({
      part: 'bytes',
      metric: `first screen CSS gzip, ${app} total (antd's stylesheet; the theme's CSS variables are set by the JS)`,
      value: css / KB,
      unit: 'kB',
    });
    // asked for after the first row, while idle: the areas not opened yet (not part of the first screen)
    const ahead = Object.values(page.bytes[app]?.ahead ?? {});
    if (ahead.length)
      rows.push({
        part: 'bytes',
        metric: `JS gzip loaded ahead after the first row (areas not opened yet, when idle), ${app} total`,
        value: ahead.reduce((n, b) => n + b.js.gzip, 0) / KB,
        unit: 'kB',
      });
  }
  for (const { step, label } of SIGNED_OUT) {
    for (const app of ['composed', 'monolith']) {
      const files = Object.values(page.bytes[app]?.[step] ?? {});
      if (!files.length) continue;
      const js = files.reduce((n, b) => n + b.js.gzip, 0) / KB;
      rows.push({
        part: 'bytes',
        metric: `${label} JS gzip, ${app} (signed out, ${files.reduce((n, b) => n + b.js.files, 0)} files)`,
        value: js,
        unit: 'kB',
        ...(app === 'composed' ? { budget: '≤ 150 kB', pass: js <= 150 } : {}),
      });
      rows.push({
        part: 'bytes',
        metric: `${label} CSS gzip, ${app}`,
        value: files.reduce((n, b) => n + b.css.gzip, 0) / KB,
        unit: 'kB',
      });
    }
  }
  // what each page's largest scripts are made of (issue 37: the signed-out pages where every user starts)
  for (const [where, heaviest] of [
    ['first-screen', page.heaviest],
    ...SIGNED_OUT.map(({ step }) => [`${step}-page`, page.heaviestSignedOut?.[step]]),
  ]) {
    for (const app of ['composed', 'monolith']) {
      for (const f of (heaviest?.[app] ?? []).slice(0, 4)) {
        rows.push({
          part: 'bytes',
          metric: `heaviest ${where} file, ${app}: ${f.path} (${f.packages.join(', ')}; ${Math.round(f.raw / KB)} kB raw)`,
          value: f.gzip / KB,
          unit: 'kB',
        });
      }
    }
  }
  for (const [lib, c] of Object.entries(page.libraries.composed?.copies ?? {})) {
    rows.push({
      part: 'bytes',
      metric: `copies of ${lib} loaded, composed (${c.files.map((f) => f.split('/').slice(-3).join('/')).join(', ') || 'none'})`,
      value: String(c.copies),
      budget: '= 1',
      pass: c.copies === 1,
    });
  }
  return rows;
}

function apiRows(api, { phones }) {
  const rows = [];
  for (const [db, routes] of Object.entries(api)) {
    if (!routes) continue;
    for (const [name, r] of Object.entries(routes)) {
      const errs = r.non2xx + r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : '';
      const isList = name === 'phone/list';
      const onPg = db === 'postgres';
      // the list on PostgreSQL is read against its own SQL run bare over pg (issue 37), not /health
      const ceiling = isList && onPg ? r.ceiling : undefined;
      if (ceiling)
        rows.push({
          part: `api ${db}`,
          metric: `${r.method} ${r.path}: its ${ceiling.statements} statements bare over pg (the query ceiling): p50 / p95 ${Math.round(ceiling.p50)} / ${Math.round(ceiling.p95)} ms; req/s`,
          value: ceiling.rps,
          unit: 'req/s',
        });
      rows.push({
        part: `api ${db}`,
        metric: `${r.method} ${r.path}: req/s (${ceiling ? `${percentOf(r.ratioToCeiling)} of the query ceiling` : `${percentOf(r.ratioToBare)} of bare`}${errs})`,
        value: r.rps,
        unit: 'req/s',
        ...(ceiling ? { budget: '≥ 40 % of the query ceiling', pass: check(r.ratioToCeiling, (v) => v >= 0.4) } : {}),
      });
      rows.push({
        part: `api ${db}`,
        metric: `${r.method} ${r.path}: p50 / p99 ${Math.round(r.p50)} / ${Math.round(r.p99)} ms; p95`,
        value: r.p95,
        unit: 'ms',
        ...(isList && onPg
          ? phones >= 100_000
            ? { budget: '≤ 30 ms', pass: check(r.p95, (v) => v <= 30) }
            : { budget: '≤ 30 ms at 100,000 phones (not this seed)' }
          : {}),
      });
    }
  }
  return rows;
}

/**
 * Lighthouse's performance score per start page and preset (medians; issue 37's goals on the composed
 * console: mobile ≥ 90 everywhere, desktop 100 on the areas' first screens), LCP and TBT beside it.
 */
export function lighthouseRows(page) {
  const rows = [];
  for (const [app, paths] of Object.entries(page.lighthouse ?? {})) {
    for (const [path, presets] of Object.entries(paths)) {
      for (const [preset, runs] of Object.entries(presets)) {
        const ok = runs.filter((r) => !r.error);
        const score = median(ok.map((r) => r.score));
        const lcp = median(ok.map((r) => r.lcp));
        const tbt = median(ok.map((r) => r.tbt));
        const failed = runs.length - ok.length;
        const goal = app !== 'composed' ? undefined : preset === 'mobile' ? 90 : 100;
        rows.push({
          part: 'lighthouse',
          metric:
            `${preset} ${path}, ${app} (median of ${ok.length}${failed ? `, ${failed} failed: ${runs.find((r) => r.error).error}` : ''}` +
            `${ok.length ? `; LCP ${(lcp / 1000).toFixed(1)} s, TBT ${Math.round(tbt).toLocaleString('en-US')} ms` : ''})`,
          value: score,
          digits: 0,
          ...(goal ? { budget: `≥ ${goal}`, pass: failed ? false : check(score, (v) => v >= goal) } : {}),
        });
      }
    }
  }
  return rows;
}

export function buildRows({ page, api, phones }) {
  return [
    ...(page ? [...pageRows(page), ...bytesRows(page), ...lighthouseRows(page)] : []),
    ...apiRows(api ?? {}, { phones }),
  ];
}

/** The line that says when, how and on what a run was measured. */
export function headerOf({ date, config, machine: m }) {
  return (
    `${date.slice(0, 16).replace('T', ' ')} UTC, ${config.mode} run, ${config.phones.toLocaleString('en-US')} phones; ` +
    `${m.nproc} × ${m.cpu}, ${m.ramGiB} GiB RAM, load ${m.loadAvg.join('/')} before, ${m.loadAvgAfter.join('/')} after; ${m.node}`
  );
}
