import { ADMIN_MESSAGES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as admins from './admins.service.js';

/** The answer to an invitation sent: what happened to the link, and the link when not mailed. */
const invitationAnswer = (
  { admin, delivery }: admins.InvitationSent,
  messages: { mailed: string; notMailed: string },
) => ({
  result: true as const,
  message: delivery.mailed ? messages.mailed : messages.notMailed,
  data: admin,
  ...delivery,
});

export const adminsRoutes = [
  defineRoute(endpoints.admins.list).handle(async ({ request, query, context }) => {
    const { items, total, page } = await admins.listAdmins(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.admins.invite).handle(async ({ body, admin, context }) => {
    const sent = await admins.inviteAdmin(context, { ...body, actorRole: admin.role });
    return invitationAnswer(sent, {
      mailed: ADMIN_MESSAGES.invited(sent.admin.email),
      notMailed: ADMIN_MESSAGES.invitedNotMailed,
    });
  }),
  defineRoute(endpoints.admins.reinvite).handle(async ({ params, context }) => {
    const sent = await admins.reinviteAdmin(context, { adminId: params.id });
    return invitationAnswer(sent, {
      mailed: ADMIN_MESSAGES.reinvited(sent.admin.email),
      notMailed: ADMIN_MESSAGES.reinvitedNotMailed,
    });
  }),
  defineRoute(endpoints.admins.invitationLink).handle(async ({ params, context }) => {
    const { name, ...data } = await admins.freshInvitationLink(context, { adminId: params.id });
    return { result: true, message: ADMIN_MESSAGES.linkIssued(name), data };
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
