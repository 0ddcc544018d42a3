// @ts-check
// Finds a Chromium and the Japanese fonts for the browser tests; on a bare Debian machine run as root
// it installs them the way `playwright install --with-deps` would, so the README's two commands suffice.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Debian, Ubuntu and Google install their Chromium, before looking through PATH. */
export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const COMMAND_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const BROWSER_PACKAGE = 'chromium';
const FONTS_PACKAGE = 'fonts-noto-cjk';

/**
 * What exists on this machine, as far as the browser tests care.
 * @typedef {{
 *   explicitPath: string | undefined,
 *   playwrightPath: string | undefined,
 *   systemPaths: string[],
 *   isExecutable: (path: string) => boolean,
 *   hasCjkFonts: boolean,
 *   isRoot: boolean,
 *   hasAptGet: boolean,
 * }} BrowserProbe
 */
/**
 * @typedef {{ action: 'use', path: string, source: string }
 *   | { action: 'install', packages: string[], commands: string[][] }
 *   | { action: 'stop', message: string }} BrowserPlan
 */

/**
 * Decides, from what exists, which Chromium to use, what to install, or why to stop.
 * @param {BrowserProbe} probe
 * @returns {BrowserPlan}
 */
export function planBrowser(probe) {
  if (probe.explicitPath !== undefined && !probe.isExecutable(probe.explicitPath)) {
    return {
      action: 'stop',
      message: `CHROMIUM_PATH=${probe.explicitPath} is not an executable file: point it at Chromium or unset it.`,
    };
  }
  const found = findBrowser(probe);
  const missing = [
    ...(found ? [] : [BROWSER_PACKAGE]),
    ...(probe.hasCjkFonts ? [] : [FONTS_PACKAGE]),
  ];
  if (found && missing.length === 0) return { action: 'use', ...found };
  if (probe.isRoot && probe.hasAptGet) {
    return {
      action: 'install',
      packages: missing,
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', ...missing],
      ],
    };
  }
  const what = found ? 'Japanese fonts (Noto Sans CJK)' : 'Chromium';
  if (probe.hasAptGet) {
    return {
      action: 'stop',
      message:
        `The browser tests need ${what}. Install them, then run the tests again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    };
  }
  return {
    action: 'stop',
    message:
      `The browser tests need ${what}, and this machine has no apt-get. Run:\n` +
      `  npx playwright install --with-deps chromium\n` +
      `or install Chromium and Noto Sans CJK with your package manager and set CHROMIUM_PATH.`,
  };
}

/** @param {BrowserProbe} probe */
function findBrowser(probe) {
  if (probe.explicitPath !== undefined)
    return { path: probe.explicitPath, source: 'CHROMIUM_PATH' };
  if (probe.playwrightPath && probe.isExecutable(probe.playwrightPath)) {
    return { path: probe.playwrightPath, source: "Playwright's own browser" };
  }
  const system = probe.systemPaths.find((path) => probe.isExecutable(path));
  return system ? { path: system, source: 'the system' } : undefined;
}

/** @param {string} path */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @param {string[]} names @param {string | undefined} searchPath */
const onPath = (names, searchPath) =>
  (searchPath ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => names.map((name) => join(dir, name)));

/** Playwright's downloaded Chromium, if `npx playwright install chromium` was run. */
async function playwrightChromiumPath() {
  try {
    const { chromium } = await import('@playwright/test');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

const hasCjkFonts = () =>
  /Noto Sans CJK/i.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '');

/**
 * Looks at this machine. The options let a test point the finder at paths that do not exist.
 * @param {{ env?: NodeJS.ProcessEnv, systemPaths?: string[], playwrightPath?: string | null, isRoot?: boolean }} [options]
 * @returns {Promise<BrowserProbe>}
 */
export async function probeMachine(options = {}) {
  const env = options.env ?? process.env;
  return {
    explicitPath: env.CHROMIUM_PATH || undefined,
    playwrightPath:
      options.playwrightPath === undefined
        ? await playwrightChromiumPath()
        : (options.playwrightPath ?? undefined),
    systemPaths: options.systemPaths ?? [
      ...SYSTEM_CHROMIUM_PATHS,
      ...onPath(COMMAND_NAMES, env.PATH),
    ],
    isExecutable,
    hasCjkFonts: hasCjkFonts(),
    isRoot: options.isRoot ?? process.getuid?.() === 0,
    hasAptGet: onPath(['apt-get'], env.PATH).some(isExecutable),
  };
}

/**
 * Returns the Chromium to hand to Playwright, installing what is missing when it may; throws the
 * exact command to run when it may not.
 * @param {Parameters<typeof probeMachine>[0]} [options]
 * @returns {Promise<string>}
 */
export async function ensureBrowser(options) {
  const plan = planBrowser(await probeMachine(options));
  if (plan.action === 'stop') throw new Error(plan.message);
  if (plan.action === 'use') {
    console.log(`browser tests: Chromium ${plan.path} (from ${plan.source})`);
    return plan.path;
  }
  console.log(
    `browser tests: installing ${plan.packages.join(' ')} with apt-get, as \`playwright install --with-deps\` would`,
  );
  for (const command of plan.commands) {
    console.log(`$ ${command.join(' ')}`);
    const result = spawnSync(command[0] ?? '', command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`\`${command.join(' ')}\` failed`);
  }
  const after = planBrowser(await probeMachine(options));
  if (after.action !== 'use') {
    throw new Error(`still missing after installing ${plan.packages.join(' ')}`);
  }
  console.log(`browser tests: Chromium ${after.path} (from ${after.source})`);
  return after.path;
}

// Run on its own (`node scripts/ensure-browser.mjs`), it prints the path it chose.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureBrowser().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
