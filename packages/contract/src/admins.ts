import { z } from './zod.js';
import { withNewPassword } from './auth.js';
import { actionResult, pagedList } from './envelopes.js';
import { PAGE_SIZES, blankAsMissing, idParams } from './lists.js';
import { creationOrder } from './list-builders.js';
import { defineList, listPageQuery, pageSizesFrom } from './list-definition.js';
import { defineEndpoints } from './endpoint.js';
import { roleSchema, withoutMarkup } from './fields.js';
import { ROLES, ROLE_LABELS } from './permissions.js';

/** invited (no password yet), active, or deactivated (cannot sign in). */
export const ADMIN_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const ADMIN_STATUS_LABELS: Record<AdminStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** How long an invitation link stays valid. */
export const INVITATION_HOURS = 48;

const adminListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(ADMIN_STATUSES),
  two_factor: z.enum(['on', 'off']),
  /** ISO-8601 UTC; null when the admin never signed in. */
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminListItem = z.infer<typeof adminListItem>;

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess(blankAsMissing, z.enum(values, { error }).optional());

/**
 * The admins list: searched by name and email, filtered by role and status, newest first
 * (`-created_at`) or by name.
 */
export const ADMINS_LIST = defineList({
  name: 'admins',
  row: adminListItem,
  columns: [
    { id: 'name', label: 'Name', sort: 'name', required: true, phone: 'title' },
    { id: 'role', label: 'Role', phone: 'primary' },
    { id: 'status', label: 'Status', phone: 'primary' },
    { id: 'two_factor', label: '2FA', phone: 'secondary' },
    { id: 'last_sign_in', label: 'Last sign-in', phone: 'secondary' },
  ],
  filters: [
    {
      name: 'role',
      label: 'Role',
      kind: 'choice',
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      param: optionalEnum(ROLES, `Choose a role: ${ROLES.join(', ')}.`),
      chip: (_value, role) => `Role: ${role}`,
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'choice',
      options: ADMIN_STATUSES.map((status) => ({
        value: status,
        label: ADMIN_STATUS_LABELS[status],
      })),
      param: optionalEnum(ADMIN_STATUSES, `Choose a status: ${ADMIN_STATUSES.join(', ')}.`),
      chip: (_value, status) => `Status: ${status}`,
    },
  ],
  search: { placeholder: 'Search by name or email…' },
  sorts: [
    creationOrder('created_at'),
    { field: 'name', ascending: 'Name: A - Z', descending: 'Name: Z - A' },
  ],
  defaultSort: '-created_at',
  bulkActions: [],
  exportColumns: [],
  pageSizes: pageSizesFrom(PAGE_SIZES.admins),
});

/** `?page&per_page&s&role&status&sort` of the admins list. */
const adminsListQuery = listPageQuery(ADMINS_LIST);
export type AdminsListQuery = z.output<typeof adminsListQuery>;

const adminsList = pagedList(adminListItem);

const email = z
  .string()
  .trim()
  .min(1, 'Enter an email address.')
  .max(255, 'Enter an email address of at most 255 characters.')
  .pipe(z.email('Enter a valid email address.'));

export const inviteAdminBody = z.object({
  email,
  name: z
    .string()
    .trim()
    .min(1, 'Enter the name of the person you invite.')
    .max(255, 'Enter a name of at most 255 characters.')
    .refine(...withoutMarkup('name')),
  role: roleSchema,
});
export type InviteAdminBody = z.infer<typeof inviteAdminBody>;

export const changeAdminRoleBody = z.object({ role: roleSchema });

export const acceptInvitationBody = withNewPassword({
  email,
  token: z
    .string()
    .trim()
    .min(1, 'The invitation link is incomplete; open the link from the email again.')
    .max(200, 'The invitation link is invalid; open the link from the email again.'),
});

/** The answer to a change of one admin: a message and the admin as the list shows them. */
const adminActionResponse = actionResult(adminListItem);

/**
 * The answer to an invitation sent (or re-sent): whether the set-password link was mailed and,
 * only when it was not (no mail server is configured), the link itself for the inviting admin
 * to hand over. See docs/decisions.md, "Invitation links without mail".
 */
const invitationResponse = adminActionResponse.extend({
  mailed: z.boolean(),
  /** Present only when `mailed` is false. */
  link: z.string().optional(),
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** A fresh set-password link of a pending invitation, and when it stops working. */
const invitationLinkResponse = actionResult(
  z.object({
    link: z.string(),
    /** ISO-8601 UTC. */
    expires_at: z.string(),
  }),
);
const acceptInvitationResponse = actionResult(z.null());

export const ADMIN_MESSAGES = {
  invited: (email: string) => `The invitation email was sent to ${email}.`,
  invitedNotMailed: 'Mail is not set up, so no email was sent: copy the link and give it to them.',
  reinvited: (email: string) =>
    `A new invitation email was sent to ${email}; earlier links no longer work.`,
  reinvitedNotMailed:
    'Mail is not set up, so no email was sent: copy the new link and give it to them. Earlier links no longer work.',
  linkIssued: (name: string) =>
    `A new invitation link for ${name} is ready; earlier links no longer work.`,
  noPendingInvitation: 'This admin has no pending invitation.',
  roleChanged: (name: string) => `${name}'s role was changed.`,
  deactivated: (name: string) => `${name} was deactivated and signed out everywhere.`,
  reactivated: (name: string) => `${name} was reactivated and can sign in again.`,
  accepted: 'Your password is set. You can now sign in.',
  notFound: 'No admin has this id.',
  emailTaken: 'An admin with this email address already exists.',
  notInvited: 'This admin has already accepted their invitation; there is nothing to re-send.',
  ownerOnlyInvite: 'Only an owner can invite another owner.',
  ownerOnlyGrant: 'Only an owner can make someone an owner.',
  ownerOnlyChange: 'Only an owner can change or deactivate another owner.',
  notSelf:
    'You cannot change your own role or deactivate yourself. Ask another owner or admin to do it.',
  lastOwner:
    'This is the last active owner: make another admin an owner first, so the platform keeps one.',
  sameRole: 'This admin already has that role.',
  alreadyDeactivated: 'This admin is already deactivated.',
  notDeactivated: 'This admin is not deactivated.',
  invitationInvalid:
    'This invitation link is invalid, has expired or was already used. Ask an owner or an admin for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export const adminsEndpoints = defineEndpoints('admins', {
  list: {
    method: 'GET',
    path: '/api/admin/admins',
    access: 'admin',
    permission: 'admins.read',
    summary:
      'The back office’s admins with role, status, second factor and last sign-in: searched by ' +
      'name and email, filtered by role and status, newest first or by name',
    query: adminsListQuery,
    response: adminsList,
  },
  invite: {
    method: 'POST',
    path: '/api/admin/admins/invite',
    access: 'admin',
    permission: 'admins.manage',
    summary:
      'Invite a colleague: creates the admin (invited, no password) and mails a one-time ' +
      `set-password link valid ${INVITATION_HOURS} hours (without a mail server, the answer ` +
      'carries the link instead); only an owner may invite an owner',
    body: inviteAdminBody,
    status: 201,
    response: invitationResponse,
    failures: [409],
  },
  reinvite: {
    method: 'POST',
    path: '/api/admin/admins/:id/invite',
    access: 'admin',
    permission: 'admins.manage',
    summary:
      'Mail an invited admin a new set-password link; earlier links stop working (without a ' +
      'mail server, the answer carries the link instead)',
    params: idParams,
    response: invitationResponse,
    failures: [409],
  },
  invitationLink: {
    method: 'POST',
    path: '/api/admin/admins/:id/invitation-link',
    access: 'admin',
    permission: 'admins.security',
    summary:
      'A fresh set-password link of a pending invitation, to hand over outside the mail (owners ' +
      'only); earlier links stop working; 404 when the admin has no pending invitation',
    params: idParams,
    response: invitationLinkResponse,
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/admin/admins/invitation/accept',
    access: 'public',
    summary:
      'Accept an invitation: choose a password with the link from the email; the account becomes ' +
      'active (one answer for every invalid, expired or used link)',
    body: acceptInvitationBody,
    response: acceptInvitationResponse,
    failures: [419, 429],
  },
  changeRole: {
    method: 'PUT',
    path: '/api/admin/admins/:id/role',
    access: 'admin',
    permission: 'admins.manage',
    summary:
      'Change an admin’s role (not one’s own; only an owner grants or takes the owner role; the ' +
      'last active owner stays one)',
    params: idParams,
    body: changeAdminRoleBody,
    response: adminActionResponse,
    failures: [409],
  },
  deactivate: {
    method: 'POST',
    path: '/api/admin/admins/:id/deactivate',
    access: 'admin',
    permission: 'admins.manage',
    summary:
      'Deactivate an admin: they can no longer sign in, and their sessions and tokens end at once',
    params: idParams,
    response: adminActionResponse,
    failures: [409],
  },
  reactivate: {
    method: 'POST',
    path: '/api/admin/admins/:id/reactivate',
    access: 'admin',
    permission: 'admins.manage',
    summary: 'Reactivate a deactivated admin: they can sign in again',
    params: idParams,
    response: adminActionResponse,
    failures: [409],
  },
});
