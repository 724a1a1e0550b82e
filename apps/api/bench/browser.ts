/**
 * In Debian's Chromium: JavaScript and CSS bytes on the wire for the login, home and users
 * screens next to the bare Vite React-TS template, and Lighthouse mobile performance scores,
 * signed in for home and users.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { BENCH_ADMIN } from './dataset.js';
import type { Screen } from './options.js';
import { buildReferenceApp, serveReferenceApp } from './reference-app.js';
import type { Row, SectionResult } from './report.js';
import { startServer } from './server-process.js';
import { kB, ratio } from './stats.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const hasChromium = () => existsSync(CHROMIUM_PATH);

/** The goals: the admin app's JavaScript on the wire, as a multiple of the template's. */
const JS_GOALS: Record<string, number> = { '/admin/login': 1.5, '/admin/home': 2.5 };
export const LIGHTHOUSE_GOAL = 95;

type Bytes = { js: number; css: number; encodings: Set<string> };
type Score = { score: number; fcp: number; lcp: number; tbt: number };

/** Sums the transfer size (headers and body as received) of scripts and style sheets. */
async function bytesOf(context: BrowserContext, url: string, expectPath?: string): Promise<Bytes> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const kinds = new Map<string, 'js' | 'css'>();
    const bytes: Bytes = { js: 0, css: 0, encodings: new Set() };
    cdp.on('Network.responseReceived', (event) => {
      const kind = event.type === 'Script' ? 'js' : event.type === 'Stylesheet' ? 'css' : null;
      if (!kind) return;
      kinds.set(event.requestId, kind);
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      bytes.encodings.add(String(headers['content-encoding'] ?? 'identity'));
    });
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      if (kind) bytes[kind] += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (expectPath && new URL(page.url()).pathname !== expectPath) {
      throw new Error(`${url} led to ${page.url()}, not ${expectPath}.`);
    }
    await cdp.detach();
    return bytes;
  } finally {
    await page.close();
  }
}

/** Chromium as the bench drives it: launched headless, reached by playwright-core over CDP. */
export type BenchChromium = { context: BrowserContext; port: number; close: () => Promise<void> };

export async function openChromium(): Promise<BenchChromium> {
  if (!hasChromium()) {
    throw new Error(`There is no Chromium at ${CHROMIUM_PATH} (apt-get install chromium).`);
  }
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close().catch(() => undefined);
    chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir });
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    return { context: browser.contexts()[0]!, port: chrome.port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signs the bench's admin in through the login screen (session cookie and token kept). */
export async function signIn(context: BrowserContext, appUrl: string) {
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}/admin/login`);
    await page.getByLabel('Email Address').fill(BENCH_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  } finally {
    await page.close();
  }
}

const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Lighthouse's default (mobile, simulated throttling), performance only. A run whose trace
 * Lighthouse could not record (it asks to be run again) is run again, up to three times.
 */
async function lighthouseOf(port: number, url: string): Promise<Score> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      if (attempt < LIGHTHOUSE_ATTEMPTS) continue;
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    if (lhr.finalDisplayedUrl !== url) {
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}.`);
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
    };
  }
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const describeScore = (score: Score) =>
  `${score.score} (FCP ${seconds(score.fcp)}, LCP ${seconds(score.lcp)}, TBT ${Math.round(score.tbt)} ms)`;

export async function measureBrowser(
  serverEnv: Record<string, string>,
  lighthouseScreens: readonly Screen[],
): Promise<SectionResult> {
  const lighthousePages = lighthouseScreens.map((screen) => `/admin/${screen}`);
  const referenceDist = buildReferenceApp();
  const reference = await serveReferenceApp(referenceDist);
  const app = await startServer('app', serverEnv, { pin: false });
  let browser: BenchChromium | undefined;
  try {
    browser = await openChromium();
    const { context, port } = browser;
    const screens = ['/admin/login', '/admin/home', '/admin/users'] as const;
    const bytes = new Map<string, Bytes>();
    const scores = new Map<string, Score>();

    // Signed out: the template and the login screen.
    const templateBytes = await bytesOf(context, `${reference.url}/`);
    const templateScore =
      lighthousePages.length > 0 ? await lighthouseOf(port, `${reference.url}/`) : undefined;
    bytes.set('/admin/login', await bytesOf(context, `${app.url}/admin/login`, '/admin/login'));
    if (lighthousePages.includes('/admin/login')) {
      scores.set('/admin/login', await lighthouseOf(port, `${app.url}/admin/login`));
    }
    // Signed in (session cookie and token, as the login screen leaves them): the others.
    await signIn(context, app.url);
    for (const screen of screens.slice(1)) {
      bytes.set(screen, await bytesOf(context, `${app.url}${screen}`, screen));
      if (lighthousePages.includes(screen)) {
        scores.set(screen, await lighthouseOf(port, `${app.url}${screen}`));
      }
    }

    const rows: Row[] = [];
    for (const screen of screens) {
      const measured = bytes.get(screen)!;
      const times = measured.js / templateBytes.js;
      const goal = JS_GOALS[screen];
      rows.push({
        measure: `${screen} JavaScript on the wire`,
        figure: `${kB(measured.js)} (${[...measured.encodings].join(', ')})`,
        reference: `template ${kB(templateBytes.js)} (${[...templateBytes.encodings].join(', ')})`,
        ratio: ratio(measured.js, templateBytes.js),
        ...(goal === undefined
          ? {}
          : {
              check: {
                goal: `${screen}: JavaScript on the wire ≤ ${goal}× the Vite React-TS template`,
                met: times <= goal,
                gap: `${kB(measured.js)} = ${times.toFixed(2)}× the template (${kB(templateBytes.js)}); goal ${kB(templateBytes.js * goal)}`,
              },
            }),
      });
    }
    for (const screen of screens) {
      const measured = bytes.get(screen)!;
      rows.push({
        measure: `${screen} CSS on the wire`,
        figure: kB(measured.css),
        reference: `template ${kB(templateBytes.css)}`,
        ratio: ratio(measured.css, templateBytes.css),
      });
    }
    for (const screen of screens) {
      const score = scores.get(screen);
      if (!score || !templateScore) continue;
      rows.push({
        measure: `${screen} Lighthouse mobile performance${screen === '/admin/login' ? '' : ' (signed in)'}`,
        figure: describeScore(score),
        reference: `template ${describeScore(templateScore)}`,
        ratio: '',
        check: {
          goal: `Lighthouse mobile performance ≥ ${LIGHTHOUSE_GOAL} on ${screen}`,
          met: score.score >= LIGHTHOUSE_GOAL,
          gap: `score ${score.score} (FCP ${seconds(score.fcp)}, LCP ${seconds(score.lcp)})`,
        },
      });
    }
    return {
      name: 'browser',
      title: 'Browser',
      rows,
      notes: [
        `Chromium ${CHROMIUM_PATH} (${CHROMIUM_FLAGS.join(' ')}) driven by playwright-core over CDP, cache disabled; bytes = transfer size (headers and body as received, with the Accept-Encoding Chromium sends) of every script and style sheet the screen loads until the network is idle; the reference is the create-vite react-ts template (apps/api/bench/reference-vite) built by the admin app's Vite and served gzipped (level 9).`,
        ...(lighthousePages.length > 0
          ? [
              `Lighthouse (npm package, default mobile settings, simulated throttling, performance only) on the same Chromium, for ${lighthousePages.join(', ')} and the template; signed in through the login screen for all but the login screen (session cookie and token kept, Lighthouse clears only caches).`,
            ]
          : []),
      ],
    };
  } finally {
    await browser?.close();
    await app.stop();
    await reference.close();
  }
}
