import type { Db } from '../db/database.js';
import type { RecordRef } from './change-record.js';

/**
 * One kind of record a module changes: its audit log name, how one is loaded and the 404 message
 * when it is not there. Called with an id, it names the record a change applies to.
 */
export const recordKind =
  <Row>(entity: string, load: (db: Db, id: number) => Promise<Row | undefined>, notFound: string) =>
  (id: number): RecordRef<Row> => ({ entity, id, load, notFound });
