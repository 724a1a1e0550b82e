import { z } from './zod.js';
import { actionResult, undoableResult } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { formBoolean, optionalPlainName, plainName } from './fields.js';
import { idParams } from './lists.js';

/**
 * Changes made from a record page: a user's or a partner's profile, and an application's
 * selected state. Each writes an audit row of the record (`user`, `partner`, `application`)
 * with the fields that changed.
 */

export const RECORD_EDIT_MESSAGES = {
  userUpdated: 'User updated successfully.',
  partnerUpdated: 'Partner updated successfully.',
  userEmailTaken: 'Another user already has this email address.',
  partnerEmailTaken: 'Another partner already has this email address.',
  applicationNotFound: 'No application has this id.',
  selected: (name: string) => `${name} marked as selected.`,
  unselected: (name: string) => `${name} is no longer selected.`,
  alreadySelected: 'This application is already selected.',
  notSelected: 'This application is not selected.',
  userDeleted: 'User moved to the trash.',
  partnerDeleted: 'Partner moved to the trash.',
} as const;

const NAME_MAX = 255;
const BIO_MAX = 2000;

const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(NAME_MAX, `The email must be at most ${NAME_MAX} characters.`)
  .pipe(z.email('Enter a valid email address.'));

/** A user's profile as an admin edits it; every field is sent. */
export const updateUserBody = z.object({
  first_name: plainName('first name', NAME_MAX),
  last_name: plainName('last name', NAME_MAX),
  email,
  profession: optionalPlainName('profession', NAME_MAX),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** A partner's profile as an admin edits it; every field is sent. */
export const updatePartnerBody = z.object({
  name: plainName('company name', NAME_MAX),
  email,
  bio: optionalPlainName('bio', BIO_MAX),
});
export type UpdatePartnerBody = z.infer<typeof updatePartnerBody>;

const applicationSelectedBody = z.object({ selected: formBoolean('selected') });

const editedUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profession: z.string().nullable(),
});

const editedPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  bio: z.string().nullable(),
});

const selectedApplication = z.object({
  id: z.number().int(),
  selected: z.boolean(),
  /** When the partner's selection was recorded; null once unselected. */
  selected_at: z.string().nullable(),
});

export const recordEditsEndpoints = defineEndpoints('recordEdits', {
  updateUser: {
    method: 'PUT',
    path: '/api/admin/users/:id',
    access: 'admin',
    permission: 'users.write',
    summary: 'Change a user’s name, email and profession',
    params: idParams,
    body: updateUserBody,
    response: actionResult(editedUser),
    failures: [409],
  },
  updatePartner: {
    method: 'PUT',
    path: '/api/admin/partners/:id',
    access: 'admin',
    permission: 'partners.write',
    summary: 'Change a partner’s company name, email and bio',
    params: idParams,
    body: updatePartnerBody,
    response: actionResult(editedPartner),
    failures: [409],
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    permission: 'users.write',
    summary:
      'Move a user to the trash with their applications and identity checks (restorable until ' +
      'the trash is purged)',
    params: idParams,
    response: undoableResult,
  },
  deletePartner: {
    method: 'DELETE',
    path: '/api/admin/partners/:id',
    access: 'admin',
    permission: 'partners.write',
    summary:
      'Move a partner to the trash with its jobs, their applications, its subscriptions and ' +
      'invoices (restorable until the trash is purged)',
    params: idParams,
    response: undoableResult,
  },
  setApplicationSelected: {
    method: 'POST',
    path: '/api/admin/applications/:id/selected',
    access: 'admin',
    permission: 'jobs.write',
    summary: 'Mark an application selected (stamping the time) or not selected',
    params: idParams,
    body: applicationSelectedBody,
    response: actionResult(selectedApplication),
    failures: [409],
  },
});
