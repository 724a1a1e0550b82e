import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The screens the README shows. */
const DOCUMENTED_SCREENS = new Set(['home', 'jobs', 'subscriptions', 'kyc-detail']);

/**
 * Saves a screenshot of the window under artifacts/e2e/screenshots/<project>/<name>.png. With
 * E2E_DOCS_SCREENSHOTS=1, the screens the README shows are also copied to docs/screenshots/
 * (from the SQLite run).
 */
export async function captureScreen(page: Page, testInfo: TestInfo, name: string) {
  const folder = path.join(root, '..', 'artifacts', 'e2e', 'screenshots', testInfo.project.name);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  const documented = DOCUMENTED_SCREENS.has(name) && testInfo.project.name === 'sqlite';
  if (documented && process.env.E2E_DOCS_SCREENSHOTS === '1') {
    const docs = path.join(root, '..', 'docs', 'screenshots');
    mkdirSync(docs, { recursive: true });
    copyFileSync(file, path.join(docs, `${name}.png`));
  }
}
