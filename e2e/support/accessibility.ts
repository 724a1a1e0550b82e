import axe from 'axe-core';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Runs axe-core on the page as it is now (a screen, or a screen with a modal open) and fails on
 * any serious or critical violation, naming each rule and the elements it found.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, label: string) {
  // A control under the mouse is mid-way through its hover colour transition, which axe would
  // measure as a contrast that no one ever sees at rest.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(200);
  const violations = await runAxe(page);
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (serious.length > 0) {
    await testInfo.attach(`axe-${label}.json`, {
      body: JSON.stringify(serious, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

/**
 * axe-core's default rules over the whole document, run in the page itself. axe is loaded into
 * a document once and kept across the app's own navigations. (@axe-core/playwright opens a
 * second page for every scan to assemble its results, which cost four times the scan itself.)
 */
async function runAxe(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    // An open non-modal menu (a row's actions, the saved views) is fenced by the menu library's
    // empty focus guards, tabbable and aria-hidden: they hand the focus on the moment they get
    // it and never keep it, which axe's aria-hidden-focus cannot tell (axe-core issue #4832).
    const results = await inPage.run(
      { exclude: [['[data-base-ui-focus-guard]']] },
      { resultTypes: ['violations'] },
    );
    return results.violations;
  });
}
