import {
  settingsOfTab,
  type SaveSettingBody,
  type SettingItem,
  type SettingTab,
} from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './settings.repository.js';

/** Every setting of a tab in the screen's order; admin-only ones only when `withAdminOnly`. */
export async function listSettings(
  db: Db,
  tab: SettingTab,
  { withAdminOnly }: { withAdminOnly: boolean },
): Promise<SettingItem[]> {
  const definitions = settingsOfTab(tab).filter((d) => withAdminOnly || !d.adminOnly);
  const rows = await repo.findSettings(
    db,
    definitions.map((d) => d.config),
  );
  const stored = new Map(rows.map((row) => [row.config_name, row.value]));
  return definitions.map((d) => repo.toSettingItem(d, stored.get(d.config) ?? null));
}

/**
 * Saves one setting (already validated by the contract). A blank secret keeps the stored one;
 * the audit row names the setting but never a secret's value.
 */
export async function saveSetting(
  deps: AppDeps,
  request: FastifyRequest,
  adminId: number,
  { definition, value }: SaveSettingBody,
): Promise<SettingItem> {
  const isSecret = definition.kind === 'secret';
  const keepSecret = isSecret && value === null;
  return deps.db.transaction().execute(async (trx) => {
    const row = keepSecret
      ? (await repo.findSettings(trx, [definition.config]))[0]
      : await repo.upsertSetting(trx, definition, repo.toStoredValue(value), nowIso());
    await recordAudit({ db: trx }, request, adminId, {
      action: 'update',
      entity: 'setting',
      entityId: row?.id ?? null,
      summary: {
        config_name: definition.config,
        ...(isSecret ? { secret: keepSecret ? 'kept' : 'replaced' } : { value }),
      },
    });
    return repo.toSettingItem(definition, row?.value ?? null);
  });
}
