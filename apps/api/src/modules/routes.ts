import type { AppDeps } from '../app-deps.js';
import type { RouteDef } from '../lib/route.js';
import { authRoutes } from './auth/auth.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** Every API route, registered explicitly (the contract's paths are irregular). */
export function apiRoutes(deps: AppDeps): RouteDef[] {
  return [
    ...authRoutes(deps),
    ...usersRoutes(deps),
    // area routes: one line per module, in the order of the contract
  ];
}
