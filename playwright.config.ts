import { defineConfig } from '@playwright/test';
import { freePorts } from './apps/server/src/test/free-port.ts';

// Each port of the two browser servers comes from the environment or is picked free now (a fixed
// default was another clone's database once: decision 037), then written back to the environment,
// so the workers (which load this file again) and the specs (e2e/ports.ts) read the same ones.
const PORT_NAMES = [
  'E2E_PORT',
  'E2E_PG_PORT',
  'E2E_SIM_PORT',
  'E2E_RESTRICTED_PORT',
  'E2E_RESTRICTED_PG_PORT',
  'E2E_RESTRICTED_SIM_PORT',
] as const;
const picked = await freePorts(PORT_NAMES.length);
PORT_NAMES.forEach((name, index) => (process.env[name] ??= String(picked[index])));
const portOf = (name: (typeof PORT_NAMES)[number]) => Number(process.env[name]);

const port = portOf('E2E_PORT');
export const restrictedPort = portOf('E2E_RESTRICTED_PORT');
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
// Opens the bundled simulator's control API to the specs (the app's own requests never carry it).
export const simControlToken = process.env.SIM_CONTROL_TOKEN ?? 'e2e-simulator-control-token';

// The Chromium `npm test` chose (scripts/ensure-browser.mjs), else Debian's; quiet on a closed network.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // A trace records a screencast of every action: it cost a third of the suite's time (masters.spec
    // 82 s without, 126 s with). Only a retried test records one; `--trace on` for a local look.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${port}/api/settings`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        E2E_PORT: String(port),
        E2E_PG_PORT: String(portOf('E2E_PG_PORT')),
        E2E_SIM_PORT: String(portOf('E2E_SIM_PORT')),
        E2E_DATA_DIR: dataDir,
        SIM_CONTROL_TOKEN: simControlToken,
      },
    },
    {
      // A second app whose admin allow-list excludes the browser: the non-admin visitor's view.
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${restrictedPort}/api/settings`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        E2E_PORT: String(restrictedPort),
        E2E_PG_PORT: String(portOf('E2E_RESTRICTED_PG_PORT')),
        E2E_SIM_PORT: String(portOf('E2E_RESTRICTED_SIM_PORT')),
        E2E_DATA_DIR: `${dataDir}-restricted`,
        ADMIN_IP_ALLOWLIST: '203.0.113.1,203.0.113.2',
        SIM_CONTROL_TOKEN: simControlToken,
      },
    },
  ],
});
