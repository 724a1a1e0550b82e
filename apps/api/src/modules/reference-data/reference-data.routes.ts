import { endpoints, type ParsedInput } from '@job-board/contract';
import { defineRoute, type Route } from '../../lib/route.js';
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

type ReferenceEndpoints = (typeof endpoints)[
  'categories' | 'skills' | 'jobTypes' | 'postDurations'];

type Body<A extends ReferenceEndpoints> = ParsedInput<A['create']>['body'];

/**
 * A kind's items are the contract's item type of its endpoints (reference-kinds.ts), a pairing
 * TypeScript cannot follow through this generic; the tests check every answer against the
 * contract.
 */
const asItem = <Item>(item: Item) => item as never;

/** The public list and the admin create, update and delete of one kind of reference data. */
function routesOf<A extends ReferenceEndpoints, T extends ReferenceTable>(
  area: A,
  kind: ReferenceKind<T, Body<A>, unknown>,
): Route[] {
  return [
    defineRoute(area.list).handle(async ({ context }) => ({
      data: asItem(await listReference(context, kind)),
    })),
    defineRoute(area.create).handle(async ({ request, admin, body, context }) => ({
      data: asItem(await createReference(context, { request, adminId: admin.id }, kind, body)),
    })),
    defineRoute(area.update).handle(async ({ request, admin, params, body, context }) => ({
      data: asItem(
        await updateReference(
          context,
          { request, adminId: admin.id },
          kind,
          params.id,
          body as never,
        ),
      ),
    })),
    defineRoute(area.delete).handle(async ({ request, admin, params, context }) => {
      await deleteReference(context, { request, adminId: admin.id }, kind, params.id);
      return { result: true, message: kind.messages.deleted, data: null };
    }),
  ];
}

export const referenceDataRoutes = [
  ...routesOf(endpoints.categories, categories),
  ...routesOf(endpoints.skills, skills),
  ...routesOf(endpoints.jobTypes, jobTypes),
  ...routesOf(endpoints.postDurations, postDurations),
];
