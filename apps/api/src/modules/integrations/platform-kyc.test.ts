import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INTEGRATION_MESSAGES, KYC_MESSAGES, type PlatformKycCheck } from '@job-board/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../lib/uploads.js';
import { insertApiKey } from '../../testing/api-key-fixtures.js';
import { imageBuffer } from '../../testing/content-fixtures.js';
import { insertUser } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let key: { id: number; authorization: string };
let reviewer: string;
let jpeg: Buffer;

type File = { bytes: Uint8Array; name?: string; type?: string };
type Submission = { fields?: Record<string, string>; files?: Record<string, File | string> };

/** A multipart submission: valid text fields and two JPEGs unless told otherwise. */
function form(userId: number, { fields = {}, files = {} }: Submission = {}): FormData {
  const data = new FormData();
  const text = { user_id: String(userId), id_type: 'Passport', id_number: 'P12345678', ...fields };
  for (const [name, value] of Object.entries(text)) data.append(name, value);
  const parts: Record<string, File | string> = {
    id_front: { bytes: jpeg },
    selfie: { bytes: jpeg },
    ...files,
  };
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') {
      if (part !== '') data.append(name, part);
      continue;
    }
    const blob = new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/jpeg' });
    data.append(name, blob, part.name ?? `${name}.jpg`);
  }
  return data;
}

const submit = (payload: FormData, authorization = key.authorization) =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform/kyc-verifications',
    headers: { authorization },
    payload,
    remoteAddress: '192.0.2.44',
  });

const show = (id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/platform/kyc-verifications/${id}`,
    headers: { authorization: key.authorization },
  });

const asReviewer = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${reviewer}` },
    ...(payload && { payload }),
  });

const documentsFolder = () => path.join(t.config.privateDir, 'kyc');
const storedDocuments = () => {
  try {
    return readdirSync(documentsFolder()).sort();
  } catch {
    return [];
  }
};
const checksOf = (userId: number) =>
  t.database.db
    .selectFrom('kyc_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const submitAudits = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'kyc_verification')
    .where('entity_id', '=', id)
    .where('action', '=', 'submit')
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  key = await insertApiKey(t.database.db, { name: 'Mobile app backend' });
  reviewer = await t.loginAs({ email: 'reviewer@example.com', role: 'kyc_reviewer' });
  jpeg = await imageBuffer('jpeg', { width: 40, height: 30 });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/platform/kyc-verifications', () => {
  it('creates a pending check with the documents stored privately, audited with the key', async () => {
    const userId = await insertUser(t.database.db, { first_name: 'Ann', last_name: 'Lee' });
    const before = storedDocuments();
    const response = await submit(form(userId));
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      result: true,
      message: INTEGRATION_MESSAGES.kycSubmitted,
      data: {
        id: expect.any(Number),
        user_id: userId,
        status: 'pending',
        id_type: 'Passport',
        submitted_at: expect.any(String),
        reviewed_at: null,
        reason: null,
        reason_text: null,
        resubmission_of: null,
      },
    });
    const id = body.data.id as number;

    const [row] = await checksOf(userId);
    expect(row).toMatchObject({
      id,
      full_name: 'Ann Lee',
      id_number: 'P12345678',
      status: 'pending',
      api_key_id: key.id,
      resubmission_of: null,
    });
    expect(row!.id_front_path).toMatch(/^kyc\/[0-9a-f]{32}\.jpg$/);
    expect(row!.selfie_path).toMatch(/^kyc\/[0-9a-f]{32}\.jpg$/);
    expect(storedDocuments()).toHaveLength(before.length + 2);

    const audits = await submitAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ admin_id: null, ip: '192.0.2.44' });
    expect(JSON.parse(audits[0]!.summary!)).toEqual({
      api_key: 'Mobile app backend',
      resubmission_of: null,
      after: { status: 'pending', id_type: 'Passport' },
    });
  });

  it('puts the check in the review queue, where a reviewer opens its documents', async () => {
    const userId = await insertUser(t.database.db);
    const id = (await submit(form(userId, { fields: { full_name: 'Queue Tester' } }))).json().data
      .id as number;

    const list = await asReviewer('GET', '/api/admin/kyc?status=pending&s=Queue%20Tester');
    expect(list.statusCode).toBe(200);
    const records = list.json().verifications.data as { id: number; full_name: string }[];
    expect(records.map((record) => [record.id, record.full_name])).toEqual([[id, 'Queue Tester']]);

    const detail = await asReviewer('GET', `/api/admin/kyc/${id}`);
    expect(detail.statusCode).toBe(200);
    for (const link of [detail.json().data.id_front_url, detail.json().data.selfie_url]) {
      const document = await t.app.inject({ url: link as string });
      expect(document.statusCode, link).toBe(200);
      expect(document.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(document.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([40, 30]);
    }
  });

  it('stores the images re-encoded, without their metadata', async () => {
    const userId = await insertUser(t.database.db);
    const withExif = await sharp(jpeg)
      .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: '12 Home Street' } })
      .toBuffer();
    expect(withExif.includes('Secret Owner')).toBe(true);
    const response = await submit(form(userId, { files: { selfie: { bytes: withExif } } }));
    expect(response.statusCode).toBe(201);
    const [row] = await checksOf(userId);
    const stored = readFileSync(path.join(t.config.privateDir, row!.selfie_path));
    expect(stored.includes('Secret Owner')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('answers 409 while the user’s check waits for review, storing nothing', async () => {
    const userId = await insertUser(t.database.db);
    expect((await submit(form(userId))).statusCode).toBe(201);
    const before = storedDocuments();
    const again = await submit(form(userId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INTEGRATION_MESSAGES.kycPending);
    expect(await checksOf(userId)).toHaveLength(1);
    expect(storedDocuments()).toEqual(before);
  });

  it('resubmits after a reviewer rejects, keeping the rejected check and its decision', async () => {
    const userId = await insertUser(t.database.db);
    const first = (await submit(form(userId))).json().data.id as number;
    const rejected = await asReviewer('POST', `/api/admin/kyc/verify/${first}`, {
      status: 'rejected',
      reason: 'blurry_document',
      admin_comment: 'Too blurry to read.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await show(first)).json().data).toMatchObject({
      status: 'rejected',
      reason: 'blurry_document',
      reason_text: null,
      reviewed_at: expect.any(String),
    });

    const second = await submit(form(userId, { fields: { id_type: 'National ID' } }));
    expect(second.statusCode).toBe(201);
    const secondId = second.json().data.id as number;
    expect(second.json().data).toMatchObject({ status: 'pending', resubmission_of: first });
    expect(JSON.parse((await submitAudits(secondId))[0]!.summary!)).toEqual({
      api_key: 'Mobile app backend',
      resubmission_of: first,
      after: { status: 'pending', id_type: 'National ID' },
    });

    const old = await asReviewer('GET', `/api/admin/kyc/${first}`);
    expect(old.json().data).toMatchObject({
      status: 'rejected',
      admin_comment: 'Too blurry to read.',
      rejection: { reason: 'blurry_document', reason_text: null },
      decisions: [expect.objectContaining({ to_status: 'rejected', reason: 'blurry_document' })],
    });
    expect((await show(secondId)).json().data).toMatchObject({
      status: 'pending',
      reason: null,
      resubmission_of: first,
    });
  });

  it('starts afresh (no resubmission) after an approval', async () => {
    const userId = await insertUser(t.database.db);
    const first = (await submit(form(userId))).json().data.id as number;
    await asReviewer('POST', `/api/admin/kyc/verify/${first}`, { status: 'approved' });
    const again = await submit(form(userId));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.resubmission_of).toBeNull();
  });

  it('answers 422 on user_id for an unknown user and 409 for a blocked one', async () => {
    const unknown = await submit(form(2_000_000));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      result: false,
      message: INTEGRATION_MESSAGES.kycUserNotFound,
      errors: { user_id: [INTEGRATION_MESSAGES.kycUserNotFound] },
    });

    const blockedUser = await insertUser(t.database.db, { is_blocked: 1 });
    const before = storedDocuments();
    const blocked = await submit(form(blockedUser));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(INTEGRATION_MESSAGES.kycUserBlocked);
    expect(await checksOf(blockedUser)).toEqual([]);
    expect(storedDocuments()).toEqual(before);
  });

  it('names every missing or bad field with 422', async () => {
    const userId = await insertUser(t.database.db);
    const response = await submit(
      form(userId, {
        fields: { user_id: 'abc', id_type: '', id_number: '<b>x</b>' },
        files: { id_front: 'not a file', selfie: '' },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'id_front',
      'id_number',
      'id_type',
      'selfie',
      'user_id',
    ]);
    expect(response.json().errors.selfie).toEqual([
      INTEGRATION_MESSAGES.kycDocumentRequired('selfie'),
    ]);
  });

  describe('refuses bad images with nothing stored', () => {
    const wide = () =>
      sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();

    it.each([
      ['a text file as id_front', 'id_front', async () => Buffer.from('notes\n'), 415],
      ['an SVG selfie', 'selfie', async () => Buffer.from('<svg onload="x()"/>'), 415],
      ['a GIF selfie', 'selfie', () => imageBuffer('gif'), 415],
      ['a damaged id_front', 'id_front', async () => jpeg.subarray(0, 40), 415],
      ['a selfie over 40 megapixels', 'selfie', wide, 413],
      ['an id_front over 5 MB', 'id_front', async () => Buffer.alloc(5 * 1024 * 1024 + 1, 7), 413],
    ] as const)('%s', async (_case, field, bytes, status) => {
      const userId = await insertUser(t.database.db);
      const before = storedDocuments();
      const response = await submit(form(userId, { files: { [field]: { bytes: await bytes() } } }));
      expect(response.statusCode).toBe(status);
      expect(response.json().result).toBe(false);
      if (status === 415 && field === 'selfie') {
        expect(response.json().message).toMatch(/^selfie: /);
      }
      expect(await checksOf(userId)).toEqual([]);
      expect(storedDocuments()).toEqual(before);
    });

    it('says which image is too large in pixels', async () => {
      const userId = await insertUser(t.database.db);
      const response = await submit(form(userId, { files: { selfie: { bytes: await wide() } } }));
      expect(response.json().message).toBe(`selfie: ${UPLOAD_MESSAGES.tooManyPixels}`);
    });
  });

  it('takes concurrent submissions for one user one at a time: one check, the others 409', async () => {
    const userId = await insertUser(t.database.db);
    const before = storedDocuments();
    const responses = await Promise.all(Array.from({ length: 4 }, () => submit(form(userId))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(INTEGRATION_MESSAGES.kycPending);
    }
    expect(await checksOf(userId)).toHaveLength(1);
    // The refused submissions' images, stored before their transaction, are gone again.
    expect(storedDocuments()).toHaveLength(before.length + 2);
  });
});

describe('GET /api/platform/kyc-verifications/:id', () => {
  it('answers the latest rejection’s reason while rejected, none once approved', async () => {
    const userId = await insertUser(t.database.db);
    const id = (await submit(form(userId))).json().data.id as number;
    await asReviewer('POST', `/api/admin/kyc/verify/${id}`, {
      status: 'rejected',
      reason: 'blurry_document',
    });
    await asReviewer('POST', `/api/admin/kyc/verify/${id}`, { status: 'approved' });
    await asReviewer('POST', `/api/admin/kyc/verify/${id}`, {
      status: 'rejected',
      reason: 'other',
      reason_text: 'The name differs from the account.',
    });
    const rejected = await show(id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toEqual({
      id,
      user_id: userId,
      status: 'rejected',
      id_type: 'Passport',
      submitted_at: expect.any(String),
      reviewed_at: expect.any(String),
      reason: 'other',
      reason_text: 'The name differs from the account.',
      resubmission_of: null,
    } satisfies Record<keyof PlatformKycCheck, unknown>);

    await asReviewer('POST', `/api/admin/kyc/verify/${id}`, { status: 'approved' });
    expect((await show(id)).json().data).toMatchObject({
      status: 'approved',
      reason: null,
      reason_text: null,
    });
  });

  it('answers 404 for a check that does not exist', async () => {
    const response = await show(9_999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(INTEGRATION_MESSAGES.kycNotFound);
    expect(KYC_MESSAGES.notFound).not.toBe(response.json().message);
  });
});
