import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAs } from '../support/lists';
import { createAdmin } from '../support/team';

// The browser is in New York; the admin made for each journey chooses Tokyo in My account.
test.use({ storageState: { cookies: [], origins: [] }, timezoneId: 'America/New_York' });

const BROWSER_ZONE = 'America/New_York';
const CHOSEN_ZONE = 'Asia/Tokyo';

/** A moment as the app shows it in a zone: dd/MM/yyyy HH:mm. */
function shownIn(zone: string, iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A day as typed in the date inputs: dd/mm/yyyy (UTC, as the server reads list filters). */
const typedDay = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

type Person = { id: number; full_name: string; created_at: string };

/** The user who registered last (the API's ISO timestamps are UTC). */
async function newestUser(page: Page): Promise<Person> {
  const response = await page.request.get('/api/admin/users?sort=-created_at');
  expect(response.ok()).toBe(true);
  const [person] = (await response.json()).data as Person[];
  if (!person) throw new Error('No user in the demo data.');
  return person;
}

/** When this browser's sign-in began, as the server keeps it. */
async function currentSessionStart(page: Page): Promise<string> {
  const response = await page.request.get('/api/admin/account/sessions');
  expect(response.ok()).toBe(true);
  const sessions = (await response.json()).data as { current: boolean; created_at: string }[];
  return sessions.find((session) => session.current)!.created_at;
}

const sessionsTable = (page: Page) =>
  page.getByRole('region', { name: 'Sessions' }).getByRole('table');

test('an admin in another time zone sees every time shifted to the zone they chose', async ({
  page,
}, testInfo) => {
  const account = createAdmin(testInfo, { role: 'support', label: 'time-zone', firstName: 'Tia' });
  await signInAs(page, account);
  const person = await newestUser(page);
  const signedInAt = await currentSessionStart(page);
  expect(shownIn(CHOSEN_ZONE, person.created_at)).not.toBe(
    shownIn(BROWSER_ZONE, person.created_at),
  );

  // Until a zone is chosen, times are in the browser's zone: a user's record, one's sessions.
  await page.goto(`/admin/users/${person.id}`);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(shownIn(BROWSER_ZONE, person.created_at));
  await page.goto('/admin/account');
  await expect(sessionsTable(page)).toContainText(shownIn(BROWSER_ZONE, signedInAt));

  // My account: the field says which zone is used; a zone is found by typing its city.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveAttribute('placeholder', `Your browser’s time zone (${BROWSER_ZONE})`);
  await zone.fill('tokyo');
  await page.getByRole('option', { name: /^Asia\/Tokyo \(GMT\+09:00\)$/ }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByText(`Every date and time is shown in ${CHOSEN_ZONE}.`)).toBeVisible();
  await expect(sessionsTable(page)).toContainText(shownIn(CHOSEN_ZONE, signedInAt));
  await expectNoSeriousViolations(page, testInfo, 'my account with a time zone');

  // The same moments elsewhere, and after a reload, in Tokyo time.
  await page.goto(`/admin/users/${person.id}`);
  await expect(profile).toContainText(shownIn(CHOSEN_ZONE, person.created_at));
  await expect(profile).not.toContainText(shownIn(BROWSER_ZONE, person.created_at));
  await page.reload();
  await expect(profile).toContainText(shownIn(CHOSEN_ZONE, person.created_at));
  await page.goto('/admin/account');
  await expect(zone).toHaveValue('Asia/Tokyo (GMT+09:00)');
});

test('a date filter is typed as dd/mm/yyyy and filters the list', async ({ page }, testInfo) => {
  const account = createAdmin(testInfo, {
    role: 'support',
    label: 'date-filter',
    firstName: 'Dan',
  });
  await signInAs(page, account);
  const person = await newestUser(page);
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('link').first()).toBeVisible();

  const from = page.getByRole('textbox', { name: 'Registered from' });
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  // An impossible date is refused with a sentence, and filters nothing.
  await from.fill('31/02/2026');
  await from.press('Enter');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('“31/02/2026” is not a date.')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]registered_from=/);
  await expectNoSeriousViolations(page, testInfo, 'a date filter refusing a date');

  // From tomorrow: nobody yet.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await from.fill(typedDay(tomorrow));
  await from.press('Enter');
  await expect(from).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL(
    new RegExp(`[?&]registered_from=${tomorrow.toISOString().slice(0, 10)}`),
  );
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText(`Registered from ${typedDay(tomorrow)}`);
  await expect(table.getByRole('link')).toHaveCount(0);

  // From the day the newest user registered: they are listed.
  const day = new Date(person.created_at);
  await from.fill(typedDay(day));
  await from.blur();
  await expect(page).toHaveURL(new RegExp(`[?&]registered_from=${person.created_at.slice(0, 10)}`));
  await expect(table.getByRole('link', { name: person.full_name }).first()).toBeVisible();
  await expect(from).toHaveValue(typedDay(day));
});
