import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const restrictedPort = port + 1;
const pgPort = Number(process.env.E2E_PG_PORT ?? 54349);
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
    trace: 'retain-on-failure',
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
        E2E_PG_PORT: String(pgPort),
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
        E2E_PG_PORT: String(pgPort + 2),
        E2E_DATA_DIR: `${dataDir}-restricted`,
        ADMIN_IP_ALLOWLIST: '203.0.113.1,203.0.113.2',
        SIM_CONTROL_TOKEN: simControlToken,
      },
    },
  ],
});
