import { CONTENT_MESSAGES, type WebPageUpdateBody } from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/html.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import { changedColumns, toFlag } from '../../lib/changed-columns.js';
import * as repo from './web-pages.repository.js';

/** Saves the given fields (the body sanitised; it may be empty); returns the page. */
export async function updateWebPage(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
  body: WebPageUpdateBody,
): Promise<repo.WebPageRow> {
  return deps.db.transaction().execute(async (trx) => {
    const page = await repo.findWebPage(trx, id);
    if (!page) throw AppError.notFound(CONTENT_MESSAGES.webPageNotFound);
    const changes = changedColumns(page, {
      title: body.title,
      body: body.body === undefined ? undefined : sanitizeRichText(body.body),
      is_published: toFlag(body.is_published),
      status: body.status,
    });
    const fields = Object.keys(changes);
    if (fields.length === 0) return page;
    const updated = await repo.updateWebPage(trx, id, { ...changes, updated_at: nowIso() });
    await recordAudit({ db: trx }, request, adminId, {
      action: 'update',
      entity: 'web_page',
      entityId: id,
      summary: { title: updated.title, changed: fields },
    });
    return updated;
  });
}

export async function deleteWebPage(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const page = await repo.findWebPage(trx, id);
    if (!page) throw AppError.notFound(CONTENT_MESSAGES.webPageNotFound);
    await repo.deleteWebPage(trx, id);
    await recordAudit({ db: trx }, request, adminId, {
      action: 'delete',
      entity: 'web_page',
      entityId: id,
      summary: { title: page.title, slug: page.slug },
    });
  });
}
