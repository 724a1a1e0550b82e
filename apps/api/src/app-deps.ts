import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.js';
import type { Db, DialectName } from './db/database.js';
import type { Mailer } from './lib/mailer.js';

/** What route handlers and services need from the running app. */
export type AppDeps = {
  config: Config;
  db: Db;
  dialect: DialectName;
  mailer: Mailer;
  log: FastifyBaseLogger;
};
