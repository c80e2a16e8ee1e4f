// e2e on the production build of the composed console, in Debian's Chromium (no browser downloads
// here). Each worker has its own API (fresh embedded database with demo data) and console server on
// test ports (ports.ts): the specs of two workers share nothing.
import { type PlaywrightTestConfig, defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CONSOLE, E2E_DEPLOY, E2E_WORKERS, slotOf } from './ports';

const repo = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: CONSOLE, // this worker's console (ports.ts)
    locale: 'zh-CN',
    // the console then opens menus and dialogs without motion (antd's motion token), so a click
    // never lands on a menu that is still scaling in and gets lost
    reducedMotion: 'reduce',
    // Recording a trace for every test cost a third of the suite's time on a 2-core machine (the
    // devices specs: 3.7 min with traces kept on failure, 3.2 without their screenshots, 2.4 off),
    // and CI keeps only the log. A failure still writes its page snapshot (error-context.md); to
    // see more, rerun that spec with `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  // timed-rules moves its slot's server clock by weeks (POST /dev/clock), which would age every
  // other spec's data on that slot: it runs after all of them
  projects: [
    { name: 'console', testIgnore: /timed-rules\.spec\.ts$/ },
    { name: 'timed-rules', testMatch: /timed-rules\.spec\.ts$/, dependencies: ['console'] },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, n) => slotServers(n)).flat(),
});

/** A slot's two servers: the API on a fresh database of its own, and the console server. */
function slotServers(n: number): Extract<PlaywrightTestConfig['webServer'], unknown[]> {
  const slot = slotOf(n);
  const dataDir = path.join(os.tmpdir(), `console-e2e-${process.pid}-${n}`);
  return [
    {
      command: `rm -rf ${dataDir} && pnpm --filter @console/server start`,
      cwd: repo,
      url: `${slot.api}/health`,
      env: {
        PORT: String(slot.apiPort),
        DATA_DIR: dataDir,
        CONSOLE_URL: slot.console,
        DEV_MODE: '1',
        // the console server below proxies /api from loopback, as in `pnpm start` (docs/running.md)
        TRUST_PROXY: '127.0.0.1,::1',
        // every test logs in from the same loopback address within minutes
        RATE_LIMITS: JSON.stringify({
          loginPerIp: { max: 10_000 },
          smsPerIp: { max: 1_000 },
          registerPerIp: { max: 1_000 },
        }),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      // a fresh copy of the deployed remotes that e2e/prepare.mjs put together (the rollback specs
      // repoint this slot's registry)
      command: [
        `rm -rf ${slot.deployDir} && mkdir -p ${slot.deployDir}`,
        `cp -r ${E2E_DEPLOY}/remotes ${E2E_DEPLOY}/registry.json ${slot.deployDir}/`,
        'pnpm --filter @console/console-server start',
      ].join(' && '),
      cwd: repo,
      url: `http://127.0.0.1:${slot.consolePort}/`,
      env: {
        CONSOLE_PORT: String(slot.consolePort),
        API_URL: slot.api,
        DEPLOY_DIR: slot.deployDir,
        // long enough for a remote on a busy 2-core machine, short enough for the timeout test below
        REMOTE_TIMEOUT_MS: '8000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ];
}
