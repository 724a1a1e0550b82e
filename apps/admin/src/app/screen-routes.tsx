import type { RouteObject } from 'react-router';
import { screenRoute } from './screen-route';

/**
 * The signed-in screens (spec §2 route table). Each is rendered inside the layout (sidebar and
 * main area), behind the sign-in guard, at /admin/{path}; unknown paths show "Page Not Found".
 *
 * To add a screen, add one line with `screenRoute(path, title, load)`:
 *
 *   screenRoute('users', 'Users', () =>
 *     import('../features/users/users-screen').then((module) => module.UsersScreen),
 *   ),
 *
 * Nested routes go in the fourth argument and render in the screen's <Outlet />; a child route
 * with its own title sets the tab title while it is shown:
 *
 *   screenRoute('content-management', 'Content Management', loadContentScreen, [
 *     { index: true, element: null }, // the empty default child
 *     screenRoute('blog/post/new', 'New Blog Post', loadBlogPostForm),
 *     screenRoute('blog/post/:id', 'Edit Blog Post', loadBlogPostForm),
 *   ]),
 */
export const screenRoutes: RouteObject[] = [
  screenRoute('home', 'Home', () =>
    import('../features/dashboard/dashboard-screen').then((module) => module.DashboardScreen),
  ),
  screenRoute('partners', 'Partners', () =>
    import('../features/partners/partners-screen').then((module) => module.PartnersScreen),
  ),
  screenRoute('users', 'Users', () =>
    import('../features/users/users-screen').then((module) => module.UsersScreen),
  ),
  screenRoute('jobs', 'Jobs', () =>
    import('./routes/jobs-screen').then((module) => module.JobsScreen),
  ),
  screenRoute('subscriptions', 'Subscriptions', () =>
    import('../features/subscriptions/subscriptions-screen').then(
      (module) => module.SubscriptionsScreen,
    ),
  ),
  screenRoute('invoices', 'Invoices', () =>
    import('../features/subscriptions/invoices-screen').then((module) => module.InvoicesScreen),
  ),
  screenRoute('settings', 'Settings', () =>
    import('../features/settings/settings-screen').then((module) => module.SettingsScreen),
  ),
  screenRoute(
    'content-management',
    'Content Management',
    () =>
      import('../features/content/content-management-screen').then(
        (module) => module.ContentManagementScreen,
      ),
    [
      { index: true, element: null },
      screenRoute('blog/post/new', 'New Blog Post', () =>
        import('../features/content/blog-post-editor-screen').then(
          (module) => module.BlogPostEditorScreen,
        ),
      ),
      screenRoute('blog/post/:id', 'Edit Blog Post', () =>
        import('../features/content/blog-post-editor-screen').then(
          (module) => module.BlogPostEditorScreen,
        ),
      ),
    ],
  ),
  screenRoute('kyc', 'KYC Verification', () =>
    import('../features/kyc/kyc-list-screen').then((module) => module.KycListScreen),
  ),
  screenRoute('kyc/dashboard', 'KYC Dashboard', () =>
    import('../features/kyc/kyc-dashboard-screen').then((module) => module.KycDashboardScreen),
  ),
  screenRoute('kyc/:id', 'KYC Details', () =>
    import('../features/kyc/kyc-detail-screen').then((module) => module.KycDetailScreen),
  ),
  screenRoute('users/:id', 'User', () =>
    import('../features/records/user-record-screen').then((module) => module.UserRecordScreen),
  ),
  screenRoute('jobs/:id', 'Job', () =>
    import('../features/records/job-record-screen').then((module) => module.JobRecordScreen),
  ),
  screenRoute('partners/:id', 'Partner', () =>
    import('../features/records/partner-record-screen').then(
      (module) => module.PartnerRecordScreen,
    ),
  ),
];
