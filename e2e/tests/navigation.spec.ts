import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ADMIN, APP_NAME } from '../support/admin';
import { captureScreen } from '../support/screenshots';

type Screen = {
  link: string;
  path: string;
  title: string;
  heading: string | RegExp;
  subtitle?: string;
  /** Something only the screen's data can show. */
  data: (page: Page) => Locator;
};

const firstDataRow = (page: Page) => page.getByRole('row').nth(1);

const SIDEBAR_SCREENS: Screen[] = [
  {
    link: 'Dashboard',
    path: '/admin/home',
    title: 'Home',
    heading: new RegExp(ADMIN.name),
    subtitle: "Here's a quick insight on the system.",
    data: firstDataRow,
  },
  {
    link: 'Jobs',
    path: '/admin/jobs',
    title: 'Jobs',
    heading: 'Jobs',
    subtitle: 'Jobs posted throughout the system.',
    data: firstDataRow,
  },
  {
    link: 'Partners',
    path: '/admin/partners',
    title: 'Partners',
    heading: 'Partners',
    subtitle: 'Insights into partners and performance',
    data: (page) => page.getByText(/^Member since /).first(),
  },
  {
    link: 'Users',
    path: '/admin/users',
    title: 'Users',
    heading: 'Users',
    subtitle: 'Users registered on the platform.',
    data: firstDataRow,
  },
  {
    link: 'KYC Verification',
    path: '/admin/kyc',
    title: 'KYC Verification',
    heading: 'KYC Verifications',
    data: firstDataRow,
  },
  {
    link: 'Content Management',
    path: '/admin/content-management',
    title: 'Content Management',
    heading: 'Content Management',
    data: firstDataRow,
  },
  {
    link: 'Subscriptions',
    path: '/admin/subscriptions',
    title: 'Subscriptions',
    heading: 'Subscriptions',
    subtitle: 'Monetize your job portal',
    data: firstDataRow,
  },
  {
    link: 'Settings',
    path: '/admin/settings',
    title: 'Settings',
    heading: 'Settings',
    subtitle: 'Configure your app.',
    data: (page) => page.getByLabel('App Name'),
  },
];

test('every sidebar link shows its screen with its title, subtitle and data', async ({
  page,
}, testInfo) => {
  // Ten screens, each scanned for accessibility and captured: ten tests' work in one.
  test.slow();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/home$/);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  for (const screen of SIDEBAR_SCREENS) {
    await sidebar.getByRole('link', { name: screen.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page).toHaveTitle(`${screen.title} - ${APP_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    if (screen.subtitle) await expect(page.getByText(screen.subtitle)).toBeVisible();
    await expect(screen.data(page)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: screen.link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousViolations(page, testInfo, screen.title);
    await captureScreen(page, testInfo, screen.path.replace('/admin/', ''));
  }
});

test('the KYC dashboard shows its four counts and links to the list', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/kyc/dashboard');
  await expect(page).toHaveTitle(`KYC Dashboard - ${APP_NAME}`);
  await expect(page.getByRole('heading', { level: 1, name: 'KYC Dashboard' })).toBeVisible();
  for (const label of ['Total', 'Pending', 'Approved', 'Rejected']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousViolations(page, testInfo, 'KYC Dashboard');
  await captureScreen(page, testInfo, 'kyc-dashboard');
  await page.getByRole('link', { name: 'View All Verifications' }).click();
  await expect(page).toHaveURL(/\/admin\/kyc$/);
});

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('every screen fits the width without sideways scrolling', async ({ page }, testInfo) => {
    for (const screen of SIDEBAR_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(screen.data(page)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen.path} is wider than the window`).toBeLessThanOrEqual(0);
      await captureScreen(page, testInfo, `tablet-${screen.path.replace('/admin/', '')}`);
    }
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sidebar runs the whole height of a page taller than the window, in both themes', async ({
    page,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/admin/home');
      await expect(page.getByText("Here's a quick insight on the system.")).toBeVisible();
      await expect(firstDataRow(page)).toBeVisible();
      const sidebar = page.getByRole('complementary');
      const { sidebarBottom, pageHeight, background } = await sidebar.evaluate((element) => ({
        sidebarBottom: element.getBoundingClientRect().bottom + window.scrollY,
        pageHeight: document.documentElement.scrollHeight,
        background: getComputedStyle(element).backgroundColor,
      }));
      expect(pageHeight, 'the home page is taller than the window').toBeGreaterThan(900);
      expect(sidebarBottom, `the ${colorScheme} sidebar ends where the page does`).toBeCloseTo(
        pageHeight,
        0,
      );
      expect(background).not.toBe('rgba(0, 0, 0, 0)');

      // Its links stay in view at the bottom of the page.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }),
      ).toBeInViewport();
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation waits in a menu, and the screen has the whole width', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/home');
    await expect(page.getByText("Here's a quick insight on the system.")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    // The page behind the open drawer is hidden from assistive technology, the button included.
    const menu = page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const target = (await menu.boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
    await menu.click();

    const drawer = page.getByRole('dialog', { name: APP_NAME });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', (await drawer.getAttribute('id'))!);
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const link of await nav.getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
    await expectNoSeriousViolations(page, testInfo, 'menu on a phone');

    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.x).toBe(0);
    expect(main.width).toBe(390);
    await expectNoSeriousViolations(page, testInfo, 'users on a phone');
    await captureScreen(page, testInfo, 'phone-users');
  });
});
