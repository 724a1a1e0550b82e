import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import * as initial from './migrations/0001-initial.js';
import * as searchIndexes from './migrations/0002-search-indexes.js';
import * as referenceNameIndexes from './migrations/0003-reference-name-indexes.js';
import * as partnerJobCounts from './migrations/0004-partner-job-counts.js';
import * as signingKeys from './migrations/0007-signing-keys.js';
import * as dashboardAggregates from './migrations/0008-dashboard-aggregates.js';
import * as packageNameUnique from './migrations/0009-package-name-unique.js';
import * as listIndexes from './migrations/0010-list-indexes.js';
import * as kycDecisions from './migrations/0011-kyc-decisions.js';
import * as invoiceDetails from './migrations/0012-invoice-details.js';
import * as userSortIndexes from './migrations/0013-user-sort-indexes.js';
import * as recordIndexes from './migrations/0014-record-indexes.js';
import * as kycSearchIndexes from './migrations/0015-kyc-search-indexes.js';
import * as adminTeam from './migrations/0016-admin-team.js';
import * as auditLogIndexes from './migrations/0017-audit-log-indexes.js';
import * as recordSortIndexes from './migrations/0018-record-sort-indexes.js';
import * as partnerNamesVersion from './migrations/0019-partner-names-version.js';
import * as tableRowCounts from './migrations/0020-table-row-counts.js';
import * as searchText from './migrations/0021-search-text.js';
import * as integrations from './migrations/0022-integrations.js';
import * as passkeys from './migrations/0023-passkeys.js';
import * as savedViews from './migrations/0024-saved-views.js';
import * as adminTimeZone from './migrations/0025-admin-time-zone.js';
import * as imports from './migrations/0026-imports.js';
import * as kycQueueIndex from './migrations/0027-kyc-queue-index.js';
import * as auditBulkId from './migrations/0028-audit-bulk-id.js';
import * as trash from './migrations/0029-trash.js';
import * as kycDecisionUndo from './migrations/0030-kyc-decision-undo.js';
import * as storedFiles from './migrations/0031-stored-files.js';
import * as scanSearchIndexes from './migrations/0032-scan-search-indexes.js';
import * as firstNameCounts from './migrations/0033-first-name-counts.js';
import * as dropExpressionSearchIndexes from './migrations/0034-drop-expression-search-indexes.js';
import * as publicJobsVersion from './migrations/0035-public-jobs-version.js';

/** Migrations are imported, not read from a folder, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-search-indexes': searchIndexes,
  '0003-reference-name-indexes': referenceNameIndexes,
  '0004-partner-job-counts': partnerJobCounts,
  '0007-signing-keys': signingKeys,
  '0008-dashboard-aggregates': dashboardAggregates,
  '0009-package-name-unique': packageNameUnique,
  '0010-list-indexes': listIndexes,
  '0011-kyc-decisions': kycDecisions,
  '0012-invoice-details': invoiceDetails,
  '0013-user-sort-indexes': userSortIndexes,
  '0014-record-indexes': recordIndexes,
  '0015-kyc-search-indexes': kycSearchIndexes,
  '0016-admin-team': adminTeam,
  '0017-audit-log-indexes': auditLogIndexes,
  '0018-record-sort-indexes': recordSortIndexes,
  '0019-partner-names-version': partnerNamesVersion,
  '0020-table-row-counts': tableRowCounts,
  '0021-search-text': searchText,
  '0022-integrations': integrations,
  '0023-passkeys': passkeys,
  '0024-saved-views': savedViews,
  '0025-admin-time-zone': adminTimeZone,
  '0026-imports': imports,
  '0027-kyc-queue-index': kycQueueIndex,
  '0028-audit-bulk-id': auditBulkId,
  '0029-trash': trash,
  '0030-kyc-decision-undo': kycDecisionUndo,
  '0031-stored-files': storedFiles,
  '0032-scan-search-indexes': scanSearchIndexes,
  '0033-first-name-counts': firstNameCounts,
  '0034-drop-expression-search-indexes': dropExpressionSearchIndexes,
  '0035-public-jobs-version': publicJobsVersion,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(database: DatabaseHandle): Promise<string[]> {
  // Naming the schema keeps the bookkeeping tables beside the data when several schemas share
  // one PostgreSQL database; otherwise the migrator may find another schema's tables.
  const migrator = new Migrator({
    db: database.db,
    provider,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
