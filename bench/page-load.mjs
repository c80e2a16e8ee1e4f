// The browser part of the benchmark (run.mjs starts it under the e2e lock): one API on the seeded
// database, two console servers (composed host/dist + deploy/, and the monolith), cold runs
// alternating composed, monolith, composed, … and the bytes and library copies of each; then
// Lighthouse on where members start (--lighthouse-runs n per page and preset, 0: none;
// --lighthouse-pages smoke: the login page and /phone/all on mobile only).
//   node bench/page-load.mjs --data <PGlite dir> --user <u> --password <p> --runs 7 --out <file.json>
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AHEAD, launch, NETWORKS, runOnce, SIGNED_OUT, signedOutPageOnce, STEPS } from './lib/browser.mjs';
import { bytesByApp, heaviestFiles, libraryCopies } from './lib/bytes.mjs';
import { LIGHTHOUSE_PAGES, lighthouseOnce } from './lib/lighthouse.mjs';
import { login, repo, startApi, startConsole } from './lib/servers.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const data = value('--data');
const runs = Number(value('--runs', 7));
const out = value('--out');
const settleMs = Number(value('--settle', 1000));
const networkRuns = Number(value('--network-runs', 3));
const lighthouseRuns = Number(value('--lighthouse-runs', 0));
const lighthouseSmoke = value('--lighthouse-pages', 'all') === 'smoke';
const logDir = value('--logs', path.dirname(out));
const ports = { api: 18291, composed: 18280, monolith: 18281 };

const BUILDS = {
  composed: path.join(repo, 'host/dist'),
  monolith: path.join(repo, 'deploy/monolith'),
};

// Same sources on both sides: e2e runs of other work rebuild the composed console, so a monolith
// older than the composed build is rebuilt here (already under the lock).
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
const composedAt = Math.max(
  mtime(path.join(BUILDS.composed, 'index.html')),
  mtime(path.join(repo, 'deploy/registry.json')),
);
if (mtime(path.join(BUILDS.monolith, 'index.html')) < composedAt) {
  console.log('  the monolith is older than the composed build: rebuilding it …');
  const r = spawnSync('node', ['scripts/build.mjs', '--monolith'], { cwd: repo, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const builtAt = Object.fromEntries(
  Object.entries(BUILDS).map(([app, dir]) => [app, new Date(mtime(path.join(dir, 'index.html'))).toISOString()]),
);

const started = [];
try {
  const api = await startApi({ target: data, port: ports.api, logDir });
  started.push(api);
  for (const app of Object.keys(BUILDS)) {
    // the monolith has no remotes: its page carries no registry (an empty deploy folder)
    const deployDir = app === 'monolith' ? fs.mkdtempSync(path.join(logDir, 'no-remotes-')) : undefined;
    started.push(
      await startConsole({ hostDist: BUILDS[app], port: ports[app], apiPort: ports.api, logDir, deployDir }),
    );
  }
  const token = await login(`http://127.0.0.1:${ports.api}`, value('--user'), value('--password'));
  const browser = await launch();
  const result = {
    builtAt,
    runs: { composed: [], monolith: [] },
    bytes: {},
    heaviest: {},
    heaviestSignedOut: {},
    libraries: {},
    encoding: {},
    network: {},
    lighthouse: { composed: {}, monolith: {} },
  };
  try {
    for (let i = 0; i < runs; i++) {
      for (const app of ['composed', 'monolith']) {
        const base = `http://localhost:${ports[app]}`;
        const t = Date.now();
        let run;
        try {
          run = await runOnce(browser, {
            base,
            token,
            throttle: 4,
            settleMs,
            timeoutMs: 60_000,
            withBodies: !result.bytes[app],
          });
        } catch (e) {
          // a run that never shows its rows is reported, not retried until it looks good
          result.runs[app].push({ error: String(e.message ?? e).split('\n')[0] });
          console.log(`  run ${i + 1}/${runs} ${app}: FAILED ${result.runs[app].at(-1).error}`);
          continue;
        }
        const { steps, responses } = run;
        result.runs[app].push(steps);
        console.log(
          `  run ${i + 1}/${runs} ${app}: ${STEPS.map((s) => `${s.name} ${Math.round(steps[s.name].ms)} ms`).join(', ')} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
        );
        if (!result.bytes[app]) {
          result.bytes[app] = Object.fromEntries(
            [...STEPS.map((s) => s.name), AHEAD].map((name) => [name, bytesByApp(responses, name)]),
          );
          result.heaviest[app] = await heaviestFiles(responses, STEPS[0].name);
          result.libraries[app] = await libraryCopies(responses);
          result.encoding[app] = [...new Set(responses.map((r) => r.encoding ?? 'identity'))];
        }
      }
    }
    // the signed-out pages, where every user starts: their bytes
    for (const page of SIGNED_OUT) {
      result.heaviestSignedOut[page.step] = {};
      for (const app of ['composed', 'monolith']) {
        const responses = await signedOutPageOnce(browser, {
          base: `http://localhost:${ports[app]}`,
          settleMs,
          timeoutMs: 60_000,
          page,
        });
        result.bytes[app] = { ...result.bytes[app], [page.step]: bytesByApp(responses, page.step) };
        result.heaviestSignedOut[page.step][app] = await heaviestFiles(responses, page.step);
      }
    }
    // the first screen over a throttled network as well (same CPU throttling), alternating too
    for (const network of Object.keys(NETWORKS)) {
      result.network[network] = { composed: [], monolith: [] };
      for (let i = 0; i < networkRuns; i++) {
        for (const app of ['composed', 'monolith']) {
          const base = `http://localhost:${ports[app]}`;
          const list = result.network[network][app];
          try {
            const { steps } = await runOnce(browser, {
              base,
              token,
              throttle: 4,
              settleMs,
              timeoutMs: 120_000,
              network,
              firstOnly: true,
            });
            list.push(steps.first);
            console.log(`  ${network} run ${i + 1}/${networkRuns} ${app}: first ${Math.round(steps.first.ms)} ms`);
          } catch (e) {
            list.push({ error: String(e.message ?? e).split('\n')[0] });
            console.log(`  ${network} run ${i + 1}/${networkRuns} ${app}: FAILED ${list.at(-1).error}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  // Lighthouse, after the page runs (it launches its own browsers): every start page on the composed
  // console, the login page and /phone/all on the monolith beside it (runs alternate the two); the
  // smoke run: those two on mobile, composed only
  const besideMonolith = ['/login', '/phone/all'];
  const pages = lighthouseSmoke
    ? LIGHTHOUSE_PAGES.filter((p) => besideMonolith.includes(p.path)).map((p) => ({
        ...p,
        presets: ['mobile'],
      }))
    : LIGHTHOUSE_PAGES;
  for (const page of lighthouseRuns ? pages : []) {
    const apps = !lighthouseSmoke && besideMonolith.includes(page.path) ? ['composed', 'monolith'] : ['composed'];
    for (const preset of page.presets) {
      for (let i = 0; i < lighthouseRuns; i++) {
        for (const app of apps) {
          const runsOf = ((result.lighthouse[app][page.path] ??= {})[preset] ??= []);
          let run;
          try {
            run = await lighthouseOnce({
              base: `http://localhost:${ports[app]}`,
              path: page.path,
              token: page.signedIn ? token : undefined,
              preset,
            });
          } catch (e) {
            run = { error: String(e.message ?? e).split('\n')[0] };
          }
          if (!run.error && run.finalPath !== page.path) run = { error: `ended on ${run.finalPath}` };
          runsOf.push(run);
          console.log(
            `  lighthouse ${preset} ${page.path} ${app} ${i + 1}/${lighthouseRuns}: ${run.error ? `FAILED ${run.error}` : `${run.score} (LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms)`}`,
          );
        }
      }
    }
  }
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
} finally {
  for (const s of started.reverse()) await s.stop();
}
