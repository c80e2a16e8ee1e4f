// e2e on the production build of the composed console, in Debian's Chromium (no browser downloads
// here). Its own API (fresh embedded database with demo data) and console server on test ports.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, CONSOLE_PORT } from './ports';

const repo = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(os.tmpdir(), `console-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${CONSOLE_PORT}`,
    locale: 'zh-CN',
    // the console then opens menus and dialogs without motion (antd's motion token), so a click
    // never lands on a menu that is still scaling in and gets lost
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
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
  // timed-rules moves the shared server's clock by weeks (POST /dev/clock), which would age every
  // other spec's data: it runs alone, after all of them
  projects: [
    { name: 'console', testIgnore: /timed-rules\.spec\.ts$/ },
    { name: 'timed-rules', testMatch: /timed-rules\.spec\.ts$/, dependencies: ['console'] },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && pnpm --filter @console/server start`,
      cwd: repo,
      url: `http://127.0.0.1:${API_PORT}/health`,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: dataDir,
        CONSOLE_URL: `http://localhost:${CONSOLE_PORT}`,
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
      command: 'pnpm --filter @console/console-server start',
      cwd: repo,
      url: `http://127.0.0.1:${CONSOLE_PORT}/`,
      env: {
        CONSOLE_PORT: String(CONSOLE_PORT),
        API_URL: `http://127.0.0.1:${API_PORT}`,
        DEPLOY_DIR: path.join(repo, 'deploy-e2e'),
        // long enough for a remote on a busy 2-core machine, short enough for the timeout test below
        REMOTE_TIMEOUT_MS: '8000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
