import type { RouteObject } from 'react-router';
import { screenRoute } from './screen-route';

/**
 * The signed-in screens. Each is rendered inside the layout (sidebar and
 * main area), behind the sign-in guard, at /admin/{path}; unknown paths show "Page Not Found".
 *
 * To add a screen, add one line with `screenRoute(path, title, load, { permission })`, the
 * permission the screen needs (a role without it sees "You don't have access to this page"):
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
  screenRoute(
    'partners',
    'Partners',
    () => import('../features/partners/partners-screen').then((module) => module.PartnersScreen),
    { permission: 'partners.read' },
  ),
  screenRoute(
    'users',
    'Users',
    () => import('../features/users/users-screen').then((module) => module.UsersScreen),
    { permission: 'users.read' },
  ),
  screenRoute(
    'jobs',
    'Jobs',
    () => import('./routes/jobs-screen').then((module) => module.JobsScreen),
    { permission: 'jobs.read' },
  ),
  screenRoute(
    'subscriptions',
    'Subscriptions',
    () =>
      import('../features/subscriptions/subscriptions-screen').then(
        (module) => module.SubscriptionsScreen,
      ),
    { permission: 'subscriptions.read' },
  ),
  screenRoute(
    'invoices',
    'Invoices',
    () =>
      import('../features/subscriptions/invoices-screen').then((module) => module.InvoicesScreen),
    { permission: 'subscriptions.read' },
  ),
  screenRoute(
    'settings',
    'Settings',
    () => import('../features/settings/settings-screen').then((module) => module.SettingsScreen),
    { permission: 'settings.read' },
  ),
  screenRoute(
    'content-management',
    'Content Management',
    () =>
      import('../features/content/content-management-screen').then(
        (module) => module.ContentManagementScreen,
      ),
    {
      permission: 'content.read',
      children: [
        { index: true, element: null },
        screenRoute(
          'blog/post/new',
          'New Blog Post',
          () =>
            import('../features/content/blog-post-editor-screen').then(
              (module) => module.BlogPostEditorScreen,
            ),
          { permission: 'content.write' },
        ),
        screenRoute(
          'blog/post/:id',
          'Edit Blog Post',
          () =>
            import('../features/content/blog-post-editor-screen').then(
              (module) => module.BlogPostEditorScreen,
            ),
          { permission: 'content.write' },
        ),
      ],
    },
  ),
  screenRoute(
    'kyc',
    'KYC Verification',
    () => import('../features/kyc/kyc-list-screen').then((module) => module.KycListScreen),
    { permission: 'kyc.read' },
  ),
  screenRoute(
    'kyc/dashboard',
    'KYC Dashboard',
    () =>
      import('../features/kyc/kyc-dashboard-screen').then((module) => module.KycDashboardScreen),
    { permission: 'kyc.read' },
  ),
  // The record shows the identity documents.
  screenRoute(
    'kyc/:id',
    'KYC Details',
    () => import('../features/kyc/kyc-detail-screen').then((module) => module.KycDetailScreen),
    { permission: 'kyc.review' },
  ),
  screenRoute(
    'users/:id',
    'User',
    () => import('./routes/record-screens').then((module) => module.UserRecordRoute),
    { permission: 'users.read' },
  ),
  screenRoute(
    'jobs/:id',
    'Job',
    () => import('./routes/record-screens').then((module) => module.JobRecordRoute),
    { permission: 'jobs.read' },
  ),
  screenRoute(
    'partners/:id',
    'Partner',
    () => import('./routes/record-screens').then((module) => module.PartnerRecordRoute),
    { permission: 'partners.read' },
  ),
  // The CSV import of each kind (lib/import-paths.ts), behind the kind's write permission.
  screenRoute(
    'import/partners',
    'Import partners',
    () =>
      import('../features/imports/import-screen').then((module) =>
        module.importScreenOf('partners'),
      ),
    { permission: 'partners.write' },
  ),
  screenRoute(
    'import/jobs',
    'Import jobs',
    () =>
      import('../features/imports/import-screen').then((module) => module.importScreenOf('jobs')),
    { permission: 'jobs.write' },
  ),
  screenRoute(
    'import/users',
    'Import blocked users',
    () =>
      import('../features/imports/import-screen').then((module) => module.importScreenOf('users')),
    { permission: 'users.write' },
  ),
  screenRoute(
    'import/categories',
    'Import categories',
    () =>
      import('../features/imports/import-screen').then((module) =>
        module.importScreenOf('categories'),
      ),
    { permission: 'reference_data.write' },
  ),
  screenRoute(
    'import/skills',
    'Import skills',
    () =>
      import('../features/imports/import-screen').then((module) => module.importScreenOf('skills')),
    { permission: 'reference_data.write' },
  ),
  screenRoute(
    'import/job_types',
    'Import job types',
    () =>
      import('../features/imports/import-screen').then((module) =>
        module.importScreenOf('job_types'),
      ),
    { permission: 'reference_data.write' },
  ),
  screenRoute(
    'import/post_durations',
    'Import post durations',
    () =>
      import('../features/imports/import-screen').then((module) =>
        module.importScreenOf('post_durations'),
      ),
    { permission: 'reference_data.write' },
  ),
  screenRoute(
    'audit-log',
    'Audit log',
    () => import('../features/audit-log/audit-log-screen').then((module) => module.AuditLogScreen),
    { permission: 'audit.read' },
  ),
  screenRoute(
    'trash',
    'Trash',
    () => import('../features/trash/trash-screen').then((module) => module.TrashScreen),
    { permission: 'trash.read' },
  ),
  screenRoute(
    'admins',
    'Admins',
    () => import('../features/admins/admins-screen').then((module) => module.AdminsScreen),
    { permission: 'admins.read' },
  ),
  screenRoute(
    'integrations',
    'Integrations',
    () =>
      import('../features/integrations/integrations-screen').then(
        (module) => module.IntegrationsScreen,
      ),
    { permission: 'integrations.manage' },
  ),
  screenRoute(
    'integrations/webhooks/:id',
    'Webhook endpoint',
    () =>
      import('../features/integrations/webhook-endpoint-screen').then(
        (module) => module.WebhookEndpointScreen,
      ),
    { permission: 'integrations.manage' },
  ),
  screenRoute(
    'account',
    'My Account',
    () => import('../features/account/account-screen').then((module) => module.AccountScreen),
    { permission: 'account.self' },
  ),
  screenRoute(
    'account/two-factor',
    'Two-factor sign-in',
    () =>
      import('../features/two-factor/two-factor-screen').then((module) => module.TwoFactorScreen),
    { permission: 'account.self' },
  ),
];
