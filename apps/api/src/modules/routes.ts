import type { AppDeps } from '../app-deps.js';
import type { RouteDef } from '../lib/route.js';
import { auditRoutes } from './audit/audit.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { jobsRoutes } from './jobs/jobs.routes.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import { partnersRoutes } from './partners/partners.routes.js';
import { referenceDataRoutes } from './reference-data/reference-data.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** Every API route, registered explicitly (the contract's paths are irregular). */
export function apiRoutes(deps: AppDeps): RouteDef[] {
  return [
    ...authRoutes(deps),
    ...dashboardRoutes(deps),
    ...usersRoutes(deps),
    ...jobsRoutes(deps),
    ...referenceDataRoutes(deps),
    ...partnersRoutes(deps),
    ...subscriptionsRoutes(deps),
    ...settingsRoutes(deps),
    ...filesRoutes(deps),
    ...contentRoutes(deps),
    ...kycRoutes(deps),
    ...auditRoutes(deps),
    // area routes: one line per module, in the order of the contract
  ];
}
