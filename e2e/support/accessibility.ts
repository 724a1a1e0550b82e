import AxeBuilder from '@axe-core/playwright';
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
  // An open non-modal menu (a row's actions, the saved views) is fenced by the menu library's
  // empty focus guards, tabbable and aria-hidden: they hand the focus on the moment they get it
  // and never keep it, which axe's aria-hidden-focus cannot tell (axe-core issue #4832).
  const results = await new AxeBuilder({ page }).exclude('[data-base-ui-focus-guard]').analyze();
  const serious = results.violations.filter(
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
