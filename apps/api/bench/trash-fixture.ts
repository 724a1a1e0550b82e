import { endpoints, pathOf } from '@job-board/contract';
import type { Db } from '../src/db/database.js';
import type { BenchClient } from './client.js';

/** Units the bench keeps in the trash, so its reads have rows to page, count and search. */
const BENCH_TRASH_UNITS = 60;
const LABEL = 'Bench trash partner';

/**
 * The dataset's trash is empty (the seed deletes nothing): partners made for the purpose are
 * deleted through the API until the trash holds BENCH_TRASH_UNITS of them. Later runs find them
 * there and add none, so the dataset does not grow run after run.
 */
export async function ensureBenchTrash(client: BenchClient, db: Db): Promise<void> {
  const held = await db
    .selectFrom('trash_units')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('label', 'like', `${LABEL}%`)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  for (let n = Number(held.n); n < BENCH_TRASH_UNITS; n++) {
    const suffix = `${Date.now().toString(36)}-${n}`;
    const partner = await db
      .insertInto('partners')
      .values({
        company_name: `${LABEL} ${suffix}`,
        email: `bench-trash-${suffix}@example.com`,
        bio: null,
        profile_picture: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await client.app.inject({
      method: 'DELETE',
      url: pathOf(endpoints.recordEdits.deletePartner, { id: partner.id }),
      headers: { authorization: `Bearer ${client.token}` },
    });
    if (response.statusCode !== 200) {
      throw new Error(
        `the bench could not fill the trash (${response.statusCode}): ${response.body}`,
      );
    }
  }
}
