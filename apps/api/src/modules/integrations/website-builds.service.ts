import { INTEGRATION_MESSAGES, WEBSITE_BUILDS_SHOWN, type WebsiteBuild } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import * as outbox from '../../lib/outbox/outbox-store.js';

const columns = [
  'id',
  'status',
  'triggers',
  'trigger_count',
  'requested_at',
  'started_at',
  'finished_at',
  'duration_ms',
  'attempts',
  'response_status',
  'error',
] as const;

const toBuild = (row: Omit<WebsiteBuild, 'triggers'> & { triggers: string }): WebsiteBuild => ({
  ...row,
  triggers: row.triggers.split('\n'),
});

function findBuild(db: Db, id: number) {
  return db.selectFrom('website_builds').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function recentBuilds(
  context: Context,
): Promise<{ data: WebsiteBuild[]; configured: boolean }> {
  const rows = await context.db
    .selectFrom('website_builds')
    .select(columns)
    .orderBy('id', 'desc')
    .limit(WEBSITE_BUILDS_SHOWN)
    .execute();
  return {
    data: rows.map(toBuild),
    configured: (await outbox.websiteHookUrl(context.db)) !== null,
  };
}

/** "Rebuild website now": due at once, joining a build that is still waiting for changes. */
export async function requestRebuild(context: Context): Promise<WebsiteBuild> {
  const id = await inTransaction(context, async (trx) => {
    const admin = await trx.db
      .selectFrom('admins')
      .select('name')
      .where('id', '=', trx.actor.adminId)
      .executeTakeFirst();
    const buildId = await outbox.requestWebsiteBuild(
      trx.db,
      `Rebuild requested by ${admin?.name ?? 'an admin'}`,
      { now: true },
    );
    if (buildId === null)
      throw AppError.invalid({ website_webhook_url: [INTEGRATION_MESSAGES.noWebsiteHook] });
    await recordAudit(trx, { action: 'rebuild', entity: 'website_build', entityId: buildId });
    return buildId;
  });
  const build = await findBuild(context.db, id);
  if (!build) throw AppError.notFound();
  return toBuild(build);
}
