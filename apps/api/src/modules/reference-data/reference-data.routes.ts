import { undoable } from '../../lib/bulk.js';
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
  type ReferenceWire,
} from './reference-kinds.js';

/** The public list and the admin create, update and delete of one kind of reference data. */
function routesOf<T extends ReferenceTable, W extends ReferenceWire>(
  kind: ReferenceKind<T, W>,
): Route[] {
  return [
    defineRoute(kind.endpoints.list).handle(async ({ context }) => ({
      data: await listReference(context, { kind }),
    })),
    defineRoute(kind.endpoints.create).handle(async ({ body, context }) => ({
      data: await createReference(context, { kind, body }),
    })),
    defineRoute(kind.endpoints.update).handle(async ({ params, body, context }) => ({
      data: await updateReference(context, { kind, id: params.id, body }),
    })),
    defineRoute(kind.endpoints.delete).handle(({ params, context }) =>
      undoable(context, kind.messages.deleted, (call) =>
        deleteReference(call, { kind, id: params.id }),
      ),
    ),
  ];
}

export const referenceDataRoutes = [
  ...routesOf(categories),
  ...routesOf(skills),
  ...routesOf(jobTypes),
  ...routesOf(postDurations),
];
