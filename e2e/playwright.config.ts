import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { signedInState } from './support/signed-in-state';

/**
 * The admin's journeys (the specs under tests/) in Debian's Chromium, against the production
 * build of the server: once on a fresh SQLite database and, when E2E_DATABASE_URL names an empty
 * PostgreSQL database the tests may own, once more on PostgreSQL. Build first (`npm run build`).
 */
const databases = [
  { name: 'sqlite', port: 8181 },
  ...(process.env.E2E_DATABASE_URL ? [{ name: 'postgres', port: 8182 }] : []),
];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

const projects: PlaywrightTestConfig['projects'] = databases.flatMap(({ name, port }) => {
  const baseURL = `http://127.0.0.1:${port}`;
  const storageState = signedInState(name);
  return [
    {
      name: `${name}-sign-in`,
      testMatch: /sign-in\.setup\.ts/,
      use: { baseURL, launchOptions: chromium },
    },
    {
      name,
      dependencies: [`${name}-sign-in`],
      use: { baseURL, launchOptions: chromium, storageState },
    },
  ];
});

export default defineConfig({
  testDir: './tests',
  outputDir: '../artifacts/e2e/results',
  // Journeys change shared demo data; each file runs its tests in order.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // In CI a journey that fails is run once more: a second failure fails the run, and one that
  // passes only on its retry is named in the run's summary (scripts/test.mjs) to be looked into.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../artifacts/e2e/report.json' }]],
  use: {
    viewport: { width: 1366, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    actionTimeout: 10_000,
  },
  projects,
  webServer: databases.map(({ name, port }) => ({
    command: `node serve.mjs ${name} ${port}`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
