import {
  AUDIT_REVERT_MESSAGES,
  findSettingDefinition,
  type FeatureUpdateBody,
  type PackageUpdateBody,
} from '@job-board/contract';
import { findById } from '../../db/rows.js';
import { AppError } from '../../lib/app-error.js';
import { updateReference } from '../reference-data/reference-data.service.js';
import {
  categories,
  jobTypes,
  postDurations,
  skills,
  type ReferenceKind,
  type ReferenceWire,
} from '../reference-data/reference-kinds.js';
import { listSettings, saveSetting } from '../settings/settings.service.js';
import { audited as auditedFeature, updateFeature } from '../subscriptions/features.service.js';
import {
  audited as auditedPackage,
  loadPackage,
  updatePackage,
} from '../subscriptions/packages.service.js';
import { asUpdateBody, type RevertKind } from './revert-kind.js';

type ReferenceTable = (
  typeof categories | typeof skills | typeof jobTypes | typeof postDurations
)['table'];

/**
 * A kind of reference data: its audit rows keep its item (`toItem` in reference-kinds.ts);
 * `body` names each item field a revert sets back in the kind's update body.
 */
function referenceKind<T extends ReferenceTable, W extends ReferenceWire>(
  kind: ReferenceKind<T, W>,
  body: Record<string, string>,
  cannotEmpty: readonly string[] = [],
): RevertKind {
  return {
    current: async ({ db, config }, id) => {
      const row = await findById(db, kind.table, id);
      return row && kind.toItem(config, row as Parameters<typeof kind.toItem>[1]);
    },
    fields: Object.keys(body),
    setBack: async (context, id, before) => {
      const update = asUpdateBody(before, body, cannotEmpty) as W['update'];
      await updateReference(context, { kind, id, body: update });
    },
  };
}

export const CATALOG_REVERT_KINDS = {
  /** The name and the icon (an icon cannot be removed: undoing a change that added one is a 422). */
  category: referenceKind(categories, { name: 'category_name', icon: 'icon_url' }, ['icon']),
  skill: referenceKind(skills, { name: 'name', visible: 'is_hinted' }),
  'job-type': referenceKind(jobTypes, { name: 'name' }),
  'post-duration': referenceKind(postDurations, {
    name: 'name',
    duration: 'duration',
    premium: 'is_paid',
  }),
  /** Audited in the update body's names already (packages.service.ts). */
  package: {
    current: async ({ db }, id) => {
      const row = await findById(db, 'packages', id);
      return row && auditedPackage(await loadPackage(db, id));
    },
    fields: ['name', 'price', 'subscription_type', 'is_active', 'features'],
    setBack: async (context, packageId, before) => {
      await updatePackage(context, { packageId, changes: before as PackageUpdateBody });
    },
  },
  /** The name and, of a display-only feature, the config name. */
  feature: {
    current: async ({ db }, id) => {
      const row = await findById(db, 'features', id);
      return row && auditedFeature(row);
    },
    fields: ['name', 'config_name'],
    setBack: async (context, featureId, before) => {
      const row = await findById(context.db, 'features', featureId);
      if (!row) return;
      const changes = { ...auditedFeature(row), ...before } as FeatureUpdateBody;
      await updateFeature(context, { featureId, changes });
    },
  },
  /** A setting's value as the settings screen shows it; a secret's audit rows keep no value. */
  setting: {
    current: async (context, id) => {
      const row = await findById(context.db, 'settings', id);
      const definition = row && findSettingDefinition(row.config_name);
      if (!definition) return undefined;
      const items = await listSettings(context, { tab: definition.tab });
      const item = items.find((setting) => setting.config === definition.config);
      return item && { value: item.value };
    },
    fields: ['value'],
    setBack: async (context, id, { value }) => {
      const row = await findById(context.db, 'settings', id);
      const definition = row && findSettingDefinition(row.config_name);
      if (!definition) throw AppError.conflict(AUDIT_REVERT_MESSAGES.gone);
      // The setting's own rules, as a save checks them (saveSettingBody).
      const parsed = definition.value.safeParse(value);
      if (!parsed.success) {
        throw AppError.invalid({ value: parsed.error.issues.map((issue) => issue.message) });
      }
      await saveSetting(context, { definition, value: parsed.data });
    },
  },
} satisfies Record<string, RevertKind>;
