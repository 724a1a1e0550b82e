import {
  settingsOfTab,
  type SaveSettingBody,
  type SettingDefinition,
  type SettingItem,
  type SettingTab,
} from '@job-board/contract';
import type { AuditEntry } from '../../lib/audit-entry.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Actor, Context } from '../../lib/context.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './settings.repository.js';

/** Every setting of a tab in the screen's order; admin-only ones only for a signed-in admin. */
export async function listSettings(
  context: Context<Actor | null>,
  { tab }: { tab: SettingTab },
): Promise<SettingItem[]> {
  const definitions = settingsOfTab(tab).filter((d) => context.actor !== null || !d.adminOnly);
  const rows = await repo.findSettings(
    context.db,
    definitions.map((d) => d.config),
  );
  const stored = new Map(rows.map((row) => [row.config_name, row.value]));
  return definitions.map((d) => repo.toSettingItem(d, stored.get(d.config) ?? null));
}

/**
 * Saves one setting (already validated by the contract), creating its row the first time. A
 * blank secret keeps the stored one.
 */
export async function saveSetting(
  context: Context,
  { definition, value }: SaveSettingBody,
): Promise<SettingItem> {
  const keepSecret = definition.kind === 'secret' && value === null;
  return inTransaction(context, async (trx) => {
    const [stored] = await repo.findSettings(trx.db, [definition.config]);
    const row = keepSecret
      ? stored
      : await repo.upsertSetting(trx.db, definition, repo.toStoredValue(value), nowIso());
    await recordAudit(trx, {
      action: 'update',
      entity: 'setting',
      entityId: row?.id ?? null,
      ...auditedChange(definition, stored?.value ?? null, value),
    });
    return repo.toSettingItem(definition, row?.value ?? null);
  });
}

/** A save's audit fields: the value before and after; of a secret, only whether it was kept. */
function auditedChange(
  definition: SettingDefinition,
  stored: string | null,
  value: SaveSettingBody['value'],
): Pick<AuditEntry, 'before' | 'after' | 'details'> {
  const details = { config_name: definition.config };
  if (definition.kind === 'secret') {
    return { details: { ...details, secret: value === null ? 'kept' : 'replaced' } };
  }
  return {
    details,
    before: { value: repo.toSettingItem(definition, stored).value },
    after: { value },
  };
}
