import { z } from './zod.js';
import { actionResult, dataEnvelope } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { formBoolean, plainName } from './fields.js';
import { idParams } from './lists.js';
import { LIST_NAMES } from './list-names.js';

/**
 * Saved views of the lists: a list's filters, search, order, columns and page size under a name,
 * kept per admin on the server. `state` is the list's URL query string without `page`, so a view
 * is a link. A view may be shared with every admin whose role reads its list (read-only for
 * them); each admin marks at most one view per list as the one the list opens with. A view can
 * be saved for any list of list-names.ts, and every call about a list answers 403 to a role
 * without that list's read permission (LIST_READ_PERMISSION).
 */

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_STATE_MAX = 2000;
/** How many views one admin may keep for one list. */
export const SAVED_VIEWS_PER_LIST = 50;

export const SAVED_VIEW_MESSAGES = {
  created: 'View saved.',
  updated: 'View updated.',
  deleted: 'View deleted.',
  defaultSet: 'The list now opens with this view.',
  defaultCleared: 'The list now opens without a saved view.',
  unknownList: `Choose a list among: ${LIST_NAMES.join(', ')}.`,
  stateInvalid:
    "The state must be a list's URL query string, such as blocked=yes&sort=-created_at.",
  notFound: 'No saved view has this id.',
  notAuthor: 'Only the admin who saved this view can change or delete it.',
  duplicate: (name: string) => `You already have a view named "${name}" for this list.`,
  tooMany: `You can keep at most ${SAVED_VIEWS_PER_LIST} views for one list. Delete one first.`,
} as const;

const listName = z.enum(LIST_NAMES, { error: SAVED_VIEW_MESSAGES.unknownList });

/** The characters a URL's query string is written with (anything else is percent-encoded). */
const QUERY_STRING = /^[A-Za-z0-9\-._~%!$'()*+,;=:@/?&]*$/;

/** `key=value` pairs joined by `&`, every `%` starting a valid escape. */
function isQueryString(text: string): boolean {
  if (!QUERY_STRING.test(text)) return false;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A list's query string as a view keeps it: without a leading `?`, without `page` (a view opens
 * on the first page) and without empty parts.
 */
export const viewStateOf = (query: string): string =>
  query
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== 'page')
    .join('&');

/** A list's query string (its characters leave no room for markup), kept as `viewStateOf` says. */
const viewState = z
  .string({ error: SAVED_VIEW_MESSAGES.stateInvalid })
  .trim()
  .max(SAVED_VIEW_STATE_MAX, `The state must be at most ${SAVED_VIEW_STATE_MAX} characters.`)
  .refine(isQueryString, SAVED_VIEW_MESSAGES.stateInvalid)
  .transform(viewStateOf);

const viewName = plainName('name', SAVED_VIEW_NAME_MAX);

export const savedView = z.object({
  id: z.number().int(),
  list: listName,
  name: z.string(),
  /** The list's query string without `page` (empty: the list as it opens by default). */
  state: z.string(),
  /** Visible to every admin whose role reads the list. */
  shared: z.boolean(),
  /** The signed-in admin's default view for this list. */
  is_default: z.boolean(),
  /** Saved by the signed-in admin (only then may they change or delete it). */
  mine: z.boolean(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedView>;

const savedViewsQuery = z.object({
  /** One list's views; absent: the views of every list the role reads. */
  list: listName.optional(),
});

const listQuery = z.object({ list: listName });

export const createSavedViewBody = z.object({
  list: listName,
  name: viewName,
  state: viewState,
  shared: formBoolean('shared').optional().default(false),
  is_default: formBoolean('is_default').optional().default(false),
});
export type CreateSavedViewBody = z.input<typeof createSavedViewBody>;

export const updateSavedViewBody = z.object({
  name: viewName.optional(),
  state: viewState.optional(),
  shared: formBoolean('shared').optional(),
});
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBody>;

export const savedViewsEndpoints = defineEndpoints('savedViews', {
  list: {
    method: 'GET',
    path: '/api/admin/saved-views',
    access: 'admin',
    permission: 'account.self',
    summary:
      "The signed-in admin's views and the views shared with them, of one list (`list`) or of every list their role reads, A–Z",
    query: savedViewsQuery,
    response: dataEnvelope(z.array(savedView)),
  },
  create: {
    method: 'POST',
    path: '/api/admin/saved-views',
    access: 'admin',
    permission: 'account.self',
    summary: `Save a view of a list (a name unique for the admin and list, at most ${SAVED_VIEWS_PER_LIST} per list), optionally shared and made the admin's default`,
    body: createSavedViewBody,
    status: 201,
    response: actionResult(savedView),
    failures: [409],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/saved-views/:id',
    access: 'admin',
    permission: 'account.self',
    summary: "Rename one of one's views, replace its state or share it (the fields sent)",
    params: idParams,
    body: updateSavedViewBody,
    response: actionResult(savedView),
    failures: [409],
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/saved-views/:id',
    access: 'admin',
    permission: 'account.self',
    summary: "Delete one of one's views (it stops being anyone's default)",
    params: idParams,
    response: actionResult(z.null()),
  },
  makeDefault: {
    method: 'PUT',
    path: '/api/admin/saved-views/:id/default',
    access: 'admin',
    permission: 'account.self',
    summary:
      "Make a view (one's own or a shared one) the one its list opens with for the signed-in admin, in place of any other",
    params: idParams,
    response: actionResult(savedView),
  },
  clearDefault: {
    method: 'DELETE',
    path: '/api/admin/saved-views/default',
    access: 'admin',
    permission: 'account.self',
    summary: "Open a list without a saved view again (the signed-in admin's default is cleared)",
    query: listQuery,
    response: actionResult(z.null()),
  },
});
