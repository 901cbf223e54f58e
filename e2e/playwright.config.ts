import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium';

/**
 * Browser journeys in Debian's Chromium, on a phone and a desktop viewport, against the real server
 * on PGlite — and on PostgreSQL too when TEST_DATABASE_URL is set (CI).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

// E2E_PORT lets two runs share a machine (the PostgreSQL server takes the next port).
const basePort = Number(process.env.E2E_PORT ?? 4173);
const databases = [{ name: 'pglite', port: basePort }];
if (process.env.TEST_DATABASE_URL) databases.push({ name: 'postgres', port: basePort + 1 });

/** Specs that change what every page shows (site settings): they must not overlap other tests on the same server. */
const SITE_WIDE = /tests\/settings\//;

const viewports = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' as const } },
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A journey's budget, not a product threshold: on a slow, shared 2-core machine the longest journeys (the Hindi
  // switch with a reload and a login) took ~25 s alone, and over 30 s with the suite's second worker beside them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { launchOptions: chromium, trace: 'off', screenshot: 'only-on-failure' },
  projects: databases.flatMap((db) => {
    const use = (v: (typeof viewports)[number]) => ({ ...v.use, baseURL: `http://127.0.0.1:${db.port}`, launchOptions: chromium });
    // Layout is the database's business on no screen: PGlite runs both viewports, PostgreSQL the desktop one
    // (the API suite covers both databases route by route), which keeps CI near a quarter shorter.
    const dbViewports = db.name === 'pglite' ? viewports : viewports.filter((v) => v.name === 'desktop');
    const main = dbViewports.map((v) => ({ name: `${v.name}-${db.name}`, use: use(v), testIgnore: SITE_WIDE }));
    // Tests that change site-wide settings (the site title) run once every other test of that server is done.
    const siteWide = dbViewports.map((v) => ({
      name: `${v.name}-${db.name}-site-wide`,
      use: use(v),
      testMatch: SITE_WIDE,
      dependencies: main.map((p) => p.name),
    }));
    return [...main, ...siteWide];
  }),
  webServer: databases.map((db) => ({
    command: `npx tsx server.ts`,
    env: { E2E_DB: db.name, PORT: String(db.port) },
    url: `http://127.0.0.1:${db.port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
