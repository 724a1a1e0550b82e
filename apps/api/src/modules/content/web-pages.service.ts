import { CONTENT_MESSAGES, type WebPageUpdateBody } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { changeRecord, inTransaction } from '../../lib/change-record.js';
import { changedColumns, toFlag } from '../../lib/changed-columns.js';
import type { Context } from '../../lib/context.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { sanitizeRichText } from '../../lib/html.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './web-pages.repository.js';

const ENTITY = 'web_page';

/** A page as its audit rows show it. */
const audited = (page: repo.WebPageRow) => ({
  title: page.title,
  slug: page.slug,
  body: page.body,
  is_published: page.is_published === 1,
  status: page.status,
});

/**
 * Saves the given fields (the body sanitised; it may be empty); returns the page. A save that
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
      body: changes.body === undefined ? undefined : sanitizeRichText(changes.body),
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
  const page = {
    entity: ENTITY,
    id: pageId,
    load: repo.findWebPage,
    notFound: CONTENT_MESSAGES.webPageNotFound,
  };
  await changeRecord(context, page, async ({ db }, row) => {
    await repo.deleteWebPage(db, pageId);
    return { action: 'delete', before: audited(row), result: undefined };
  });
}
