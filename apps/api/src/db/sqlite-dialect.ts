import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * SQLite whose transactions take the write lock as they begin (`BEGIN IMMEDIATE`). Several
 * processes write to one file when the server runs a worker per core: a deferred transaction
 * that reads and then writes fails at once with SQLITE_BUSY if another process wrote since its
 * read began (the busy timeout cannot help it), while an immediate one waits its turn for the
 * lock, up to the busy timeout, and then sees the latest data.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
