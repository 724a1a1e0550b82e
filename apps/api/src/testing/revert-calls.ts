import type { TestApp } from './test-app.js';

/** An answer of the API as the revert and undo tests read it. */
export type Answer = {
  status: number;
  body: Record<string, unknown> & {
    message: string;
    errors?: Record<string, string[]>;
    bulk_id?: string;
  };
};

/**
 * The calls of the revert and undo tests, signed in with `token()` unless another bearer is
 * given: any admin call, the revert of one audit row or of one bulk call (the app's Undo), and
 * a record's newest audit row.
 */
export function revertCalls(app: () => TestApp, token: () => string) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    bearer = token(),
  ): Promise<Answer> => {
    const response = await app().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${bearer}` },
      payload,
    });
    return { status: response.statusCode, body: response.json<Answer['body']>() };
  };
  return {
    call,
    revert: (entryId: number | string, bearer?: string) =>
      call('POST', `/api/admin/audit-log/${entryId}/revert`, undefined, bearer),
    revertBulk: (bulkId: string, bearer?: string) =>
      call('POST', `/api/admin/audit-log/bulk/${bulkId}/revert`, undefined, bearer),
    lastEntry: (entity: string, entityId: number) =>
      app()
        .database.db.selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
  };
}
