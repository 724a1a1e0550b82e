import { expect, type Locator } from '@playwright/test';

const ACTIONS_PREFIX = 'Actions for ';

/** The actions buttons of a table's loaded rows (skeleton rows have none). */
export const rowActions = (table: Locator) =>
  table.getByRole('button', { name: new RegExp(`^${ACTIONS_PREFIX}`) });

/** Waits for the table's data, then returns the name of the record in its row `index`. */
export async function recordNameAt(table: Locator, index = 0): Promise<string> {
  const actions = rowActions(table).nth(index);
  await expect(actions).toBeVisible();
  const label = (await actions.getAttribute('aria-label')) ?? (await actions.innerText());
  return label.slice(ACTIONS_PREFIX.length);
}

/** The data row of a record: the one whose actions menu is named after it. */
export const rowNamed = (table: Locator, name: string) =>
  table.getByRole('row').filter({
    has: table.page().getByRole('button', { name: `${ACTIONS_PREFIX}${name}`, exact: true }),
  });
