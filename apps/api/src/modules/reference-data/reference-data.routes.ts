import { idParams, referenceDeleteResponse } from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { defineRoute, type RouteDef } from '../../lib/route.js';
import type { ReferenceTable } from './reference-data.repository.js';
import {
  createReference,
  deleteReference,
  listReference,
  updateReference,
} from './reference-data.service.js';
import {
  categories,
  jobTypes,
  postDurations,
  skills,
  type ReferenceKind,
} from './reference-kinds.js';

const tags = ['reference-data'];

/** The public list and the admin create, update and delete of one kind of reference data. */
function routesOf<T extends ReferenceTable, Body, Item>(
  deps: AppDeps,
  kind: ReferenceKind<T, Body, Item>,
): RouteDef[] {
  const itemUrl = `${kind.adminUrl}/:id`;
  return [
    defineRoute({
      method: 'GET',
      url: kind.listUrl,
      access: 'public',
      summary: `Every one of the ${kind.plural}, A–Z by name`,
      tags,
      responses: { 200: kind.listResponse },
      handler: async () => ({ data: await listReference(deps, kind) }),
    }),
    defineRoute({
      method: 'POST',
      url: kind.adminUrl,
      access: 'admin',
      summary: `Create one of the ${kind.plural}`,
      tags,
      body: kind.createBody,
      status: 201,
      responses: { 201: kind.itemResponse },
      handler: async ({ request, admin, body }) => ({
        data: await createReference(deps, { request, adminId: admin.id }, kind, body),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: itemUrl,
      access: 'admin',
      summary: `Change one of the ${kind.plural} (the fields sent)`,
      tags,
      params: idParams,
      body: kind.updateBody,
      responses: { 200: kind.itemResponse },
      handler: async ({ request, admin, params, body }) => ({
        data: await updateReference(deps, { request, adminId: admin.id }, kind, params.id, body),
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: itemUrl,
      access: 'admin',
      summary: `Delete one of the ${kind.plural} that no job uses`,
      tags,
      params: idParams,
      responses: { 200: referenceDeleteResponse },
      handler: async ({ request, admin, params }) => {
        await deleteReference(deps, { request, adminId: admin.id }, kind, params.id);
        return { result: true, message: kind.messages.deleted, data: null };
      },
    }),
  ];
}

export function referenceDataRoutes(deps: AppDeps): RouteDef[] {
  return [
    ...routesOf(deps, categories),
    ...routesOf(deps, skills),
    ...routesOf(deps, jobTypes),
    ...routesOf(deps, postDurations),
  ];
}
