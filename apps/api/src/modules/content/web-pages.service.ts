import {
  CONTENT_MESSAGES,
  type WebPageCreateBody,
  type WebPageUpdateBody,
} from '@job-board/contract';
import { conflictOnDuplicate } from '../../lib/conflict-on-duplicate.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { changeRecord, createRecord, inTransaction } from '../../lib/change-record.js';
import { changedColumns, toFlag } from '../../lib/changed-columns.js';
import type { Context } from '../../lib/context.js';
import { toTrash } from '../../lib/trash/trash-store.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext, ListFilterInput } from '../../lib/lists/list-table.js';
import { isBlankRichText, isEmptyEditorHtml, sanitizeRichText } from '../../lib/html.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './web-pages.repository.js';
import { uniqueSlug } from './unique-slug.js';

const ENTITY = 'web_page';

const webPage = recordKind(ENTITY, repo.findWebPage, CONTENT_MESSAGES.webPageNotFound);

/** A page as its audit rows show it. */
export const audited = (page: repo.WebPageRow) => ({
  title: page.title,
  slug: page.slug,
  body: page.body,
  is_published: page.is_published === 1,
  status: page.status,
});

/**
 * The stored form of a body: sanitised, and never without text, on create and update alike. An
 * empty body (blank, `<p></p>`, `<br>`, `<p>&nbsp;</p>`) is "required"; one that had something
 * and keeps no text once sanitised (a script, a frame) says what was removed.
 */
function checkedBody(body: string): string {
  const sanitized = sanitizeRichText(body);
  if (isBlankRichText(sanitized)) {
    throw AppError.invalid({
      body: [
        isEmptyEditorHtml(body)
          ? CONTENT_MESSAGES.webPageBodyRequired
          : CONTENT_MESSAGES.bodyNothingLeft,
      ],
    });
  }
  return sanitized;
}

/** The slug of a page whose title has no letters or digits. */
const FALLBACK_SLUG = 'page';

/** The title's slug, or the first free one of `slug-2`, `slug-3`, … */
const uniqueSlugFor = (trx: Context, title: string) =>
  uniqueSlug(title, FALLBACK_SLUG, (candidates) => repo.takenWebPageSlugs(trx.db, candidates));

/**
 * Creates a page, with an audit row; its body must keep some text once sanitised. A chosen slug must be free (409 otherwise); without one the
 * slug is the title's, made unique with a number. A new page is active unless told otherwise.
 */
export async function createWebPage(
  context: Context,
  input: WebPageCreateBody,
): Promise<repo.WebPageRow> {
  const body = sanitizeRichText(input.body);
  if (isBlankRichText(body))
    throw AppError.invalid({ body: [CONTENT_MESSAGES.webPageBodyRequired] });
  const now = nowIso();
  let slug: string | undefined;
  return conflictOnDuplicate(
    () =>
      createRecord(context, ENTITY, async (trx) => {
        if (input.slug) {
          const taken = await repo.takenWebPageSlugs(trx.db, [input.slug]);
          if (taken.size > 0)
            throw AppError.conflict(CONTENT_MESSAGES.webPageSlugTaken(input.slug));
        }
        slug = input.slug ?? (await uniqueSlugFor(trx, input.title));
        const page = await repo.insertWebPage(trx.db, {
          title: input.title,
          slug,
          body,
          is_published: input.is_published ? 1 : 0,
          status: input.status ?? 'active',
          created_at: now,
          updated_at: now,
        });
        return { action: 'create', id: page.id, after: audited(page), result: page };
      }),
    () => (slug ? CONTENT_MESSAGES.webPageSlugTaken(slug) : undefined),
  );
}

/**
 * Saves the given fields (the body sanitised; it may not be emptied); returns the page. A save that
 * changes nothing writes nothing, not even an audit row (so it cannot go through changeRecord).
 */
export async function updateWebPage(
  context: Context,
  { pageId, changes }: { pageId: number; changes: WebPageUpdateBody },
): Promise<repo.WebPageRow> {
  return inTransaction(context, async (trx) => {
    const page = await repo.findWebPage(trx.db, pageId);
    if (!page) throw AppError.notFound(CONTENT_MESSAGES.webPageNotFound);
    const columns = changedColumns(page, {
      title: changes.title,
      body: changes.body === undefined ? undefined : checkedBody(changes.body),
      is_published: toFlag(changes.is_published),
      status: changes.status,
    });
    if (Object.keys(columns).length === 0) return page;
    const updated = await repo.updateWebPage(trx.db, pageId, { ...columns, updated_at: nowIso() });
    await recordAudit(trx, {
      action: 'update',
      entity: ENTITY,
      entityId: pageId,
      ...fieldChanges(audited(page), audited(updated)),
      details: { title: updated.title },
    });
    return updated;
  });
}

export async function deleteWebPage(
  context: Context,
  { pageId }: { pageId: number },
): Promise<void> {
  await changeRecord(context, webPage(pageId), async (trx, row) => {
    const trashed = await toTrash(trx, 'web_page', pageId, CONTENT_MESSAGES.webPageNotFound);
    return { action: 'delete', before: audited(row), details: trashed, result: undefined };
  });
}

/** A page of the web pages list. */
export const listWebPages = (
  context: ListContext,
  query: PageQuery<ListFilterInput<'title' | 'id'>>,
) => pageOf(context, repo.WEB_PAGES_TABLE, query);
