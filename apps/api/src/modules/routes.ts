import type { Route } from '../lib/route.js';
import { accountRoutes } from './account/account.routes.js';
import { adminsRoutes } from './admins/admins.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { importsRoutes } from './imports/imports.routes.js';
import { apiKeysRoutes } from './integrations/api-keys.routes.js';
import { platformRoutes } from './integrations/platform.routes.js';
import { webhooksRoutes } from './integrations/webhooks.routes.js';
import { websiteBuildsRoutes } from './integrations/website-builds.routes.js';
import { jobRecordRoutes } from './jobs/job-record.routes.js';
import { jobsRoutes } from './jobs/jobs.routes.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import { partnerRecordRoutes } from './partners/partner-record.routes.js';
import { partnersRoutes } from './partners/partners.routes.js';
import { recordEditsRoutes } from './record-edits/record-edits.routes.js';
import { referenceDataRoutes } from './reference-data/reference-data.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.js';
import { twoFactorRoutes } from './two-factor/two-factor.routes.js';
import { passkeysRoutes } from './passkeys/passkeys.routes.js';
import { savedViewsRoutes } from './saved-views/saved-views.routes.js';
import { trashRoutes } from './trash/trash.routes.js';
import { userRecordRoutes } from './users/user-record.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** The server's handler for every endpoint of the contract's registry, by module. */
export const apiRoutes: readonly Route[] = [
  ...authRoutes,
  ...accountRoutes,
  ...dashboardRoutes,
  ...usersRoutes,
  ...jobsRoutes,
  ...referenceDataRoutes,
  ...partnersRoutes,
  ...subscriptionsRoutes,
  ...settingsRoutes,
  ...filesRoutes,
  ...contentRoutes,
  ...kycRoutes,
  ...auditRoutes,
  ...adminsRoutes,
  ...twoFactorRoutes,
  ...passkeysRoutes,
  ...savedViewsRoutes,
  ...importsRoutes,
  ...trashRoutes,
  // Record pages (a user, a job, a partner with what hangs off it).
  ...userRecordRoutes,
  ...jobRecordRoutes,
  ...partnerRecordRoutes,
  ...recordEditsRoutes,
  // The platform's integrations: build hook, webhooks, API keys and the intake API.
  ...websiteBuildsRoutes,
  ...webhooksRoutes,
  ...apiKeysRoutes,
  ...platformRoutes,
];
