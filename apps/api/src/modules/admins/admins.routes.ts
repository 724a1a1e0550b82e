import { ADMIN_MESSAGES, PAGE_SIZES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './admins.repository.js';
import * as admins from './admins.service.js';

export const adminsRoutes = [
  defineRoute(endpoints.admins.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.admins };
    const { rows, total } = await repo.listAdmins(context.db, query, page);
    return pagedEnvelope(request, context.config, rows.map(repo.toAdminListItem), total, page);
  }),
  defineRoute(endpoints.admins.invite).handle(async ({ body, admin, context }) => {
    const data = await admins.inviteAdmin(context, { ...body, actorRole: admin.role });
    return { result: true, message: ADMIN_MESSAGES.invited(data.email), data };
  }),
  defineRoute(endpoints.admins.reinvite).handle(async ({ params, context }) => {
    const data = await admins.reinviteAdmin(context, { adminId: params.id });
    return { result: true, message: ADMIN_MESSAGES.reinvited(data.email), data };
  }),
  defineRoute(endpoints.admins.acceptInvitation).handle(async ({ request, body, context }) => {
    await admins.acceptInvitation(context, { ...body, ip: request.ip });
    return { result: true, message: ADMIN_MESSAGES.accepted, data: null };
  }),
  defineRoute(endpoints.admins.changeRole).handle(async ({ params, body, context }) => {
    const data = await admins.changeAdminRole(context, { adminId: params.id, role: body.role });
    return { result: true, message: ADMIN_MESSAGES.roleChanged(data.name), data };
  }),
  defineRoute(endpoints.admins.deactivate).handle(async ({ params, context }) => {
    const data = await admins.deactivateAdmin(context, { adminId: params.id });
    return { result: true, message: ADMIN_MESSAGES.deactivated(data.name), data };
  }),
  defineRoute(endpoints.admins.reactivate).handle(async ({ params, context }) => {
    const data = await admins.reactivateAdmin(context, { adminId: params.id });
    return { result: true, message: ADMIN_MESSAGES.reactivated(data.name), data };
  }),
];
