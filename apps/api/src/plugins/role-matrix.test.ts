import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTEGRATION_MESSAGES,
  PERMISSION_MESSAGES,
  ROLES,
  allEndpoints,
  can,
  endpoints,
  needsAdmin,
  pathOf,
  type Endpoint,
  type Role,
} from '@job-board/contract';
import { dataTables, snapshotDifferences, takeSnapshot } from '../testing/snapshot.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// Every admin endpoint × every role, as the contract's permission table says: a role without the
// permission is refused with 403 and nothing stored changes; a role with it gets past the guard
// (whatever the endpoint then answers to an empty request, it is never 401 or 403). The intake
// API's endpoints (api-key) take no role at all: every role's token is refused there with 401.

let t: TestApp;
const tokens = new Map<Role, string>();
let tables: string[];

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLES) {
    tokens.set(role, await t.loginAs({ email: `${role}@example.com`, role }));
  }
  tables = await dataTables(t.database);
});
afterAll(async () => {
  await t.close();
});

// Signing out ends the token the rest of the walk uses, so it comes last.
const guarded = allEndpoints
  .filter(needsAdmin)
  .sort((a, b) => Number(a === endpoints.auth.logout) - Number(b === endpoints.auth.logout));
const urlOf = (endpoint: Endpoint) => pathOf(endpoint, { id: 1, kind: 'selfie' });

const call = (endpoint: Endpoint, role: Role) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: { authorization: `Bearer ${tokens.get(role)}` },
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  });

describe('role × endpoint matrix', () => {
  it('names a permission on every admin endpoint', () => {
    expect(guarded.filter((endpoint) => !endpoint.permission).map((e) => e.name)).toEqual([]);
  });

  it('gives owners every permission and support no write', () => {
    for (const endpoint of guarded) expect(can('owner', endpoint.permission!)).toBe(true);
    const supportWrites = guarded.filter(
      (endpoint) =>
        (endpoint.method !== 'GET' || endpoint.access === 'admin-bearer') &&
        endpoint.permission !== 'account.self' &&
        // Undoing one's own change: support makes none, and the record's permission is checked.
        endpoint.permission !== 'changes.undo' &&
        can('support', endpoint.permission!),
    );
    expect(supportWrites.map((e) => e.name)).toEqual([]);
  });

  it('opens no api-key endpoint to any role', async () => {
    const intake = allEndpoints.filter((endpoint) => endpoint.access === 'api-key');
    expect(intake.length).toBeGreaterThan(0);
    for (const role of ROLES) {
      for (const endpoint of intake) {
        const before = await takeSnapshot(t.database, tables);
        const response = await call(endpoint, role);
        expect(response.statusCode, `${endpoint.name} as ${role}`).toBe(401);
        expect(response.json().message).toBe(INTEGRATION_MESSAGES.keyMissing);
        const changes = snapshotDifferences(before, await takeSnapshot(t.database, tables));
        expect(changes, endpoint.name).toEqual([]);
      }
    }
  });

  describe.each(ROLES)('%s', (role) => {
    it('is refused exactly what its role lacks, with nothing changed', async () => {
      const outcomes: string[] = [];
      for (const endpoint of guarded) {
        const allowed = can(role, endpoint.permission!);
        const before = allowed ? null : await takeSnapshot(t.database, tables);
        const response = await call(endpoint, role);
        const refused = response.statusCode === 403;
        if (refused !== !allowed || response.statusCode === 401) {
          outcomes.push(`${endpoint.name}: ${response.statusCode} (allowed: ${allowed})`);
        }
        if (before) {
          expect(response.json()).toMatchObject({
            result: false,
            message: PERMISSION_MESSAGES.forbidden,
          });
          const changes = snapshotDifferences(before, await takeSnapshot(t.database, tables));
          expect(changes, endpoint.name).toEqual([]);
        }
      }
      expect(outcomes).toEqual([]);
    });
  });
});
