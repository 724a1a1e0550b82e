import type { SettingDefinition, SettingItem } from '@job-board/contract';
import type { Db } from '../../db/database.js';

type StoredSetting = { id: number; config_name: string; value: string | null };

/** The stored rows of these configs (a config never saved has no row). */
export function findSettings(db: Db, configs: string[]): Promise<StoredSetting[]> {
  if (configs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('settings')
    .select(['id', 'config_name', 'value'])
    .where('config_name', 'in', configs)
    .execute();
}

/** Writes the value, creating the row with the server's label and tab the first time. */
export function upsertSetting(
  db: Db,
  definition: SettingDefinition,
  value: string | null,
  now: string,
): Promise<StoredSetting> {
  return db
    .insertInto('settings')
    .values({
      config_name: definition.config,
      display_name: definition.label,
      value,
      setting_tab: definition.tab,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('config_name').doUpdateSet({ value, updated_at: now }),
    )
    .returning(['id', 'config_name', 'value'])
    .executeTakeFirstOrThrow();
}

/** Booleans are stored as "0"/"1". */
export const toStoredValue = (value: string | boolean | null): string | null =>
  typeof value === 'boolean' ? (value ? '1' : '0') : value;

/** The wire shape: booleans as true/false; a secret's value is never sent, only whether it is set. */
export function toSettingItem(definition: SettingDefinition, stored: string | null): SettingItem {
  const base = { config: definition.config, name: definition.label };
  switch (definition.kind) {
    case 'boolean':
      return { ...base, value: stored === '1' };
    case 'secret':
      return { ...base, value: null, has_value: !!stored };
    case 'text':
      return { ...base, value: stored };
  }
}
