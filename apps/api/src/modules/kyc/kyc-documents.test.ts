import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KYC_MESSAGES, PERMISSION_MESSAGES, type Role } from '@job-board/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, serializeRequest } from '../../app.js';
import type { DatabaseHandle } from '../../db/database.js';
import { insertKycVerification, writeDocumentImage } from '../../testing/kyc-fixtures.js';
import { openSecondConnection } from '../../testing/second-connection.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { documentLinksFor } from './kyc-document-links.js';

let t: TestApp;
let token: string;
let adminId: number;
let id: number;
let frontBytes: Buffer;
let selfieBytes: Buffer;

/** Any origin: the links are relative, and a browser resolves them against the page's. */
const PAGE_ORIGIN = 'http://127.0.0.1:5173';

/** The part of a link the app is asked for. */
const local = (link: string) => {
  const url = new URL(link, PAGE_ORIGIN);
  return `${url.pathname}${url.search}`;
};
const open = (link: string) => t.app.inject({ url: local(link) });

const documentViews = () =>
  t.database.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'entity', 'entity_id', 'summary', 'ip'])
    .where('action', '=', 'view-document')
    .orderBy('id')
    .execute();

/** A link with one query parameter replaced. */
const withParam = (link: string, name: string, value: string | null) => {
  const url = new URL(link, PAGE_ORIGIN);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return url.toString();
};

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
  frontBytes = await writeDocumentImage(t.config.privateDir, 'kyc/front-a.jpg', 'jpeg');
  selfieBytes = await writeDocumentImage(t.config.privateDir, 'kyc/selfie-a.png', 'png');
  id = await insertKycVerification(t.database.db, {
    id_front_path: 'kyc/front-a.jpg',
    selfie_path: 'kyc/selfie-a.png',
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/kyc-documents/:id/:kind through a signed link', () => {
  it('serves the ID front from the private folder, uncached, and records the view', async () => {
    const detail = await t.app.inject({
      url: `/api/admin/kyc/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const link: string = detail.json().data.id_front_url;
    const before = (await documentViews()).length;

    const response = await open(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(frontBytes)).toBe(true);

    const views = await documentViews();
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toEqual({
      admin_id: adminId,
      action: 'view-document',
      entity: 'kyc_verification',
      entity_id: id,
      summary: JSON.stringify({ document: 'id-front' }),
      ip: '127.0.0.1',
    });
  });

  it('serves the selfie with its own type, and records each view', async () => {
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    const before = (await documentViews()).length;
    for (let i = 0; i < 2; i++) {
      const response = await open(linkTo(id, 'selfie'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.equals(selfieBytes)).toBe(true);
    }
    const views = await documentViews();
    expect(views).toHaveLength(before + 2);
    expect(JSON.parse(views.at(-1)!.summary!)).toEqual({ document: 'selfie' });
  });

  it('needs no session or token: the signature is the permission', async () => {
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    const response = await t.app.inject({
      url: local(linkTo(id, 'id-front')),
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired link with 403 and records nothing', async () => {
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    const stale = await documentLinksFor(t.app.deps, adminId, elevenMinutesAgo);
    const before = (await documentViews()).length;
    const response = await open(stale(id, 'id-front'));
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      result: false,
      error: KYC_MESSAGES.linkExpired,
      message: KYC_MESSAGES.linkExpired,
    });
    expect(await documentViews()).toHaveLength(before);
  });

  it('refuses a tampered link with 403 and records nothing', async () => {
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    const link = linkTo(id, 'id-front');
    const url = new URL(link, PAGE_ORIGIN);
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherAdmin = await t.createAdmin({ email: 'other@example.com', name: 'Other' });
    const tampered = [
      withParam(link, 'signature', flipped),
      withParam(link, 'signature', signature.slice(0, 20)),
      withParam(link, 'signature', null),
      withParam(link, 'expires', String(expires + 3600)),
      withParam(link, 'expires', `${expires}.5`),
      withParam(link, 'expires', null),
      withParam(link, 'admin', String(otherAdmin)),
      withParam(link, 'admin', `0${adminId}`),
      withParam(link, 'admin', null),
      `${link}&signature=${signature}`,
    ];
    const before = (await documentViews()).length;
    for (const forged of tampered) {
      const response = await open(forged);
      expect(response.statusCode, forged).toBe(403);
      expect(response.json().message, forged).toBe(KYC_MESSAGES.linkInvalid);
    }
    expect(await documentViews()).toHaveLength(before);
  });

  it('refuses a link signed for another document or another verification', async () => {
    const otherId = await insertKycVerification(t.database.db, {
      id_front_path: 'kyc/front-a.jpg',
      selfie_path: 'kyc/selfie-a.png',
    });
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    const { search } = new URL(linkTo(id, 'id-front'), PAGE_ORIGIN);
    for (const url of [
      `/api/kyc-documents/${id}/selfie${search}`,
      `/api/kyc-documents/${otherId}/id-front${search}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(KYC_MESSAGES.linkInvalid);
    }
  });

  it('stops working once the admin it was signed for is removed', async () => {
    const leaving = await t.createAdmin({ email: 'leaving@example.com', name: 'Leaving' });
    const linkTo = await documentLinksFor(t.app.deps, leaving);
    expect((await open(linkTo(id, 'id-front'))).statusCode).toBe(200);
    await t.database.db.deleteFrom('admins').where('id', '=', leaving).execute();
    const response = await open(linkTo(id, 'id-front'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(KYC_MESSAGES.linkInvalid);
  });

  it('stops working at once when the admin it was signed for is deactivated', async () => {
    const leaving = await t.createAdmin({ email: 'deactivated@example.com', name: 'Deactivated' });
    const linkTo = await documentLinksFor(t.app.deps, leaving);
    expect((await open(linkTo(id, 'id-front'))).statusCode).toBe(200);
    const before = (await documentViews()).length;
    await t.database.db
      .updateTable('admins')
      .set({ status: 'deactivated' })
      .where('id', '=', leaving)
      .execute();
    const response = await open(linkTo(id, 'id-front'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(KYC_MESSAGES.linkInvalid);
    expect(await documentViews()).toHaveLength(before);
  });

  it('stops working at once when that admin loses kyc.review, and works again when given back', async () => {
    const reviewer = await t.createAdmin({
      email: 'reviewer@example.com',
      name: 'Reviewer',
      role: 'kyc_reviewer',
    });
    const linkTo = await documentLinksFor(t.app.deps, reviewer);
    const setRole = (role: Role) =>
      t.database.db.updateTable('admins').set({ role }).where('id', '=', reviewer).execute();

    const allowed = await open(linkTo(id, 'selfie'));
    expect(allowed.statusCode).toBe(200);
    expect((await documentViews()).at(-1)).toMatchObject({ admin_id: reviewer, entity_id: id });
    const before = (await documentViews()).length;

    for (const role of ['content_editor', 'support'] as const) {
      await setRole(role);
      const refused = await open(linkTo(id, 'selfie'));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe(PERMISSION_MESSAGES.forbidden);
    }
    expect(await documentViews()).toHaveLength(before);

    await setRole('admin');
    expect((await open(linkTo(id, 'selfie'))).statusCode).toBe(200);
    expect(await documentViews()).toHaveLength(before + 1);
  });

  it('answers 404 for a verification that no longer exists', async () => {
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    const response = await open(linkTo(999_999, 'selfie'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(KYC_MESSAGES.notFound);
  });

  it('rejects an unknown document kind or a malformed id', async () => {
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    const { search } = new URL(linkTo(id, 'selfie'), PAGE_ORIGIN);
    const kind = await t.app.inject({ url: `/api/kyc-documents/${id}/passport${search}` });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors).toEqual({ kind: [KYC_MESSAGES.documentKind] });
    const badId = await t.app.inject({ url: `/api/kyc-documents/abc/selfie${search}` });
    expect(badId.statusCode).toBe(404);
  });
});

describe('document files', () => {
  const linkFor = async (storedPath: string) => {
    const verificationId = await insertKycVerification(t.database.db, {
      id_front_path: storedPath,
    });
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    return linkTo(verificationId, 'id-front');
  };

  it('never leaves the private folder, whatever the stored path says', async () => {
    const workDir = path.dirname(t.config.privateDir);
    await writeDocumentImage(workDir, 'outside.jpg');
    await writeDocumentImage(t.config.uploadDir, 'public.jpg');
    mkdirSync(path.join(t.config.privateDir, 'kyc'), { recursive: true });
    symlinkSync(path.join(workDir, 'outside.jpg'), path.join(t.config.privateDir, 'kyc/link.jpg'));
    const escapes = [
      '../outside.jpg',
      'kyc/../../outside.jpg',
      path.join(workDir, 'outside.jpg'),
      `../${path.basename(t.config.uploadDir)}/public.jpg`,
      'kyc/link.jpg',
      '.',
      '',
    ];
    const before = (await documentViews()).length;
    for (const storedPath of escapes) {
      const response = await open(await linkFor(storedPath));
      expect(response.statusCode, storedPath).toBe(404);
      expect(response.json().message).toBe(KYC_MESSAGES.documentMissing);
    }
    expect(await documentViews()).toHaveLength(before);
  });

  it('serves a document in a subfolder reached through ..', async () => {
    const bytes = await writeDocumentImage(t.config.privateDir, 'kyc/2026/front.jpg');
    const response = await open(await linkFor('kyc/2026/../2026/front.jpg'));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for a missing file or one that is not an image', async () => {
    writeFileSync(path.join(t.config.privateDir, 'kyc/notes.jpg'), '<script>alert(1)</script>');
    for (const storedPath of ['kyc/missing.jpg', 'kyc/notes.jpg', 'kyc']) {
      const response = await open(await linkFor(storedPath));
      expect(response.statusCode, storedPath).toBe(404);
      expect(response.json().message).toBe(KYC_MESSAGES.documentMissing);
    }
  });

  it('cannot be reached through the URL with a path', async () => {
    const linkTo = await documentLinksFor(t.app.deps, adminId);
    const { search } = new URL(linkTo(id, 'selfie'), PAGE_ORIGIN);
    const encoded = await t.app.inject({
      url: `/api/kyc-documents/${id}/..%2F..%2Foutside.jpg${search}`,
    });
    expect(encoded.statusCode).toBe(422);
    const plain = await t.app.inject({ url: `/api/kyc-documents/${id}/../../outside.jpg` });
    expect(plain.statusCode).toBe(404);
    expect(plain.headers['content-type']).toContain('application/json');
  });
});

describe('links across API processes', () => {
  let second: DatabaseHandle;

  beforeAll(async () => {
    second = await openSecondConnection(t.database);
  });
  afterAll(async () => {
    await second.close();
  });

  it('are honoured by another process sharing the database', async () => {
    const other = await buildApp(t.config, { database: second, logger: false });
    try {
      await other.ready();
      const linkTo = await documentLinksFor(t.app.deps, adminId);
      const response = await other.inject({ url: local(linkTo(id, 'id-front')) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(frontBytes)).toBe(true);

      const backwards = await documentLinksFor(other.deps, adminId);
      expect((await open(backwards(id, 'selfie'))).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('request logs', () => {
  const logged = (url: string) =>
    serializeRequest({ method: 'GET', url, host: 'localhost', ip: '127.0.0.1' } as FastifyRequest);

  it('never hold a document link’s signature, which is its credential', async () => {
    const link = (await documentLinksFor(t.app.deps, adminId))(id, 'selfie');
    expect(logged(local(link))).toEqual({
      method: 'GET',
      url: `/api/kyc-documents/${id}/selfie?[redacted]`,
      host: 'localhost',
      remoteAddress: '127.0.0.1',
    });
    expect(logged('/api/admin/kyc?status=pending').url).toBe('/api/admin/kyc?status=pending');
  });
});
