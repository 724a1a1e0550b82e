import type { LightMyRequestResponse } from 'fastify';
import { insertApiKey } from './api-key-fixtures.js';
import { insertUser } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** POST /api/file/upload-image with one PNG, as the admin app sends it. */
export function uploadImageThroughApi(
  t: TestApp,
  token: string,
  bytes: Uint8Array,
): Promise<LightMyRequestResponse> {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/file/upload-image',
    headers: { authorization: `Bearer ${token}` },
    payload: data,
  });
}

/**
 * A KYC check of a new user submitted by a platform service (a new API key), as the platform API
 * receives it, with `jpeg` as both documents. Answers the user, the check and its stored paths.
 */
export async function submitKycThroughApi(t: TestApp, jpeg: Buffer) {
  const key = await insertApiKey(t.database.db);
  const userId = await insertUser(t.database.db);
  const data = new FormData();
  data.append('user_id', String(userId));
  data.append('id_type', 'Passport');
  data.append('id_number', 'P12345678');
  for (const field of ['id_front', 'selfie']) {
    data.append(field, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${field}.jpg`);
  }
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/platform/kyc-verifications',
    headers: { authorization: key.authorization },
    payload: data,
  });
  if (response.statusCode !== 201) throw new Error(`KYC submission failed: ${response.body}`);
  const verificationId: number = response.json().data.id;
  const paths = await t.database.db
    .selectFrom('kyc_verifications')
    .select(['id_front_path', 'selfie_path'])
    .where('id', '=', verificationId)
    .executeTakeFirstOrThrow();
  return { userId, verificationId, paths };
}
