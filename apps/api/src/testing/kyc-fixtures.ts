import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import type { KycVerificationsTable } from '../db/schema.js';
import { insertUser } from './fixtures.js';
import { nextFixtureNumber as next } from './fixture-sequence.js';

/** Row factories for KYC verifications and their documents: any column overridable. */

export async function insertKycVerification(
  db: Db,
  overrides: Partial<Insertable<KycVerificationsTable>> = {},
) {
  const n = next();
  const submittedAt = overrides.submitted_at ?? new Date().toISOString();
  const row = await db
    .insertInto('kyc_verifications')
    .values({
      user_id: overrides.user_id ?? (await insertUser(db)),
      full_name: `Applicant ${n}`,
      id_type: 'Passport',
      id_number: `P${String(n).padStart(8, '0')}`,
      status: 'pending',
      id_front_path: `kyc/front-${n}.jpg`,
      selfie_path: `kyc/selfie-${n}.png`,
      admin_comment: null,
      submitted_at: submittedAt,
      reviewed_at: null,
      reviewed_by: null,
      created_at: submittedAt,
      updated_at: submittedAt,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * `count` verifications of one user, "Crowd Person0" to "Crowd Person<count-1>", submitted a
 * minute apart from 2026-01-01 in that order: every `approvedEvery`th approved, the rest pending.
 * For reads that must stay bounded when a search matches many rows.
 */
export async function insertKycCrowd(db: Db, count: number, approvedEvery: number) {
  const userId = await insertUser(db);
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(base + i * 60_000).toISOString();
    return {
      user_id: userId,
      full_name: `Crowd Person${i}`,
      id_type: 'Passport',
      id_number: `P${String(i).padStart(8, '0')}`,
      status: i % approvedEvery === 0 ? ('approved' as const) : ('pending' as const),
      id_front_path: `kyc/front-${i}.jpg`,
      selfie_path: `kyc/selfie-${i}.png`,
      submitted_at: at,
      created_at: at,
      updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('kyc_verifications')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** A small real image written at `relativePath` under `folder`; returns its bytes. */
export async function writeDocumentImage(
  folder: string,
  relativePath: string,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const image = sharp({
    create: { width: 6, height: 4, channels: 3, background: { r: 40, g: 120, b: 200 } },
  });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  const file = path.join(folder, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return bytes;
}
