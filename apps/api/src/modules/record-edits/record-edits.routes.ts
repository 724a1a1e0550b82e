import { RECORD_EDIT_MESSAGES, endpoints } from '@job-board/contract';
import { undoable } from '../../lib/bulk.js';
import { defineRoute } from '../../lib/route.js';
import {
  deletePartner,
  deleteUser,
  setApplicationSelected,
  updatePartner,
  updateUser,
} from './record-edits.service.js';

/** Changes made from a record page: a user's or partner's profile, an application's state. */
export const recordEditsRoutes = [
  defineRoute(endpoints.recordEdits.updateUser).handle(async ({ params, body, context }) => ({
    result: true as const,
    message: RECORD_EDIT_MESSAGES.userUpdated,
    data: await updateUser(context, params.id, body),
  })),
  defineRoute(endpoints.recordEdits.updatePartner).handle(async ({ params, body, context }) => ({
    result: true as const,
    message: RECORD_EDIT_MESSAGES.partnerUpdated,
    data: await updatePartner(context, params.id, body),
  })),
  defineRoute(endpoints.recordEdits.deleteUser).handle(({ params, context }) =>
    undoable(context, RECORD_EDIT_MESSAGES.userDeleted, (call) => deleteUser(call, params.id)),
  ),
  defineRoute(endpoints.recordEdits.deletePartner).handle(({ params, context }) =>
    undoable(context, RECORD_EDIT_MESSAGES.partnerDeleted, (call) =>
      deletePartner(call, params.id),
    ),
  ),
  defineRoute(endpoints.recordEdits.setApplicationSelected).handle(
    async ({ params, body, context }) => {
      const { application, applicant } = await setApplicationSelected(
        context,
        params.id,
        body.selected,
      );
      return {
        result: true as const,
        message: body.selected
          ? RECORD_EDIT_MESSAGES.selected(applicant)
          : RECORD_EDIT_MESSAGES.unselected(applicant),
        data: application,
      };
    },
  ),
];
