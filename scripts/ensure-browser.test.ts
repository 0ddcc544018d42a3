import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBrowser, planBrowser, probeMachine, type BrowserProbe } from './ensure-browser.mjs';

const machine = (existing: string[], overrides: Partial<BrowserProbe> = {}): BrowserProbe => ({
  explicitPath: undefined,
  playwrightPath: '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome',
  systemPaths: ['/usr/bin/chromium', '/usr/bin/google-chrome'],
  isExecutable: (path) => existing.includes(path),
  hasCjkFonts: true,
  isRoot: false,
  hasAptGet: true,
  ...overrides,
});

describe('planBrowser', () => {
  it('takes CHROMIUM_PATH first, then Playwright’s own browser, then the system’s', () => {
    const all = ['/opt/chrome', '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome'];
    expect(planBrowser(machine([...all], { explicitPath: '/opt/chrome' }))).toEqual({
      action: 'use',
      path: '/opt/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(planBrowser(machine([...all, '/usr/bin/chromium']))).toMatchObject({
      action: 'use',
      source: "Playwright's own browser",
    });
    expect(planBrowser(machine(['/usr/bin/google-chrome']))).toEqual({
      action: 'use',
      path: '/usr/bin/google-chrome',
      source: 'the system',
    });
  });

  it('stops on a CHROMIUM_PATH that is not there instead of quietly using another browser', () => {
    const plan = planBrowser(machine(['/usr/bin/chromium'], { explicitPath: '/nowhere/chrome' }));
    expect(plan).toEqual({
      action: 'stop',
      message: expect.stringContaining('CHROMIUM_PATH=/nowhere/chrome is not an executable file'),
    });
  });

  it('installs Chromium and the fonts through apt-get when running as root', () => {
    expect(planBrowser(machine([], { isRoot: true, hasCjkFonts: false }))).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-noto-cjk'],
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium', 'fonts-noto-cjk'],
      ],
    });
    expect(
      planBrowser(machine(['/usr/bin/chromium'], { isRoot: true, hasCjkFonts: false })),
    ).toMatchObject({ action: 'install', packages: ['fonts-noto-cjk'] });
  });

  it('gives the exact command to run when it may not install', () => {
    expect(planBrowser(machine([]))).toEqual({
      action: 'stop',
      message:
        'The browser tests need Chromium. Install them, then run the tests again:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    });
    expect(planBrowser(machine(['/usr/bin/chromium'], { hasCjkFonts: false }))).toMatchObject({
      action: 'stop',
      message: expect.stringContaining('sudo apt-get install -y fonts-noto-cjk'),
    });
    expect(planBrowser(machine([], { isRoot: true, hasAptGet: false }))).toMatchObject({
      action: 'stop',
      message: expect.stringContaining('npx playwright install --with-deps chromium'),
    });
  });
});

describe('ensureBrowser on this machine', () => {
  const emptyDir = mkdtempSync(join(tmpdir(), 'no-browser-'));
  afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

  it('finds nothing on empty paths and stops at once with the command, installing nothing', async () => {
    const options = {
      env: { PATH: emptyDir },
      systemPaths: [join(emptyDir, 'chromium')],
      playwrightPath: join(emptyDir, 'chrome'),
      isRoot: true,
    };
    const probe = await probeMachine(options);
    expect(probe).toMatchObject({ explicitPath: undefined, hasAptGet: false });
    await expect(ensureBrowser(options)).rejects.toThrow(
      'npx playwright install --with-deps chromium',
    );
  });

  it('takes an explicit CHROMIUM_PATH that exists', async () => {
    const path = process.execPath; // any executable file stands in for a browser here
    const probe = await probeMachine({ env: { CHROMIUM_PATH: path, PATH: emptyDir } });
    expect(planBrowser({ ...probe, hasCjkFonts: true })).toEqual({
      action: 'use',
      path,
      source: 'CHROMIUM_PATH',
    });
  });
});
