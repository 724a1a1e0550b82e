import type { KycRecord } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-data.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The demo data's verifications and sample documents, served as an admin would see them.
let t: TestApp;
let token: string;
let adminId: number;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await t.createAdmin();
  token = await t.loginAs();
  await seedDemoData(t.database.db, {
    uploadDir: t.config.uploadDir,
    privateDir: t.config.privateDir,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('KYC on the demo data', () => {
  it('lists the 40 demo verifications in every status', async () => {
    const body = (await t.app.inject({ url: '/api/admin/kyc', headers: auth() })).json();
    expect(body.stats).toEqual({ total: 40, pending: 20, approved: 12, rejected: 8 });
    const submitted = body.verifications.data.map((r: KycRecord) => r.submitted_at);
    expect(submitted).toEqual([...submitted].sort().reverse());
    const pending = (
      await t.app.inject({ url: '/api/admin/kyc?status=pending&page=2', headers: auth() })
    ).json();
    expect(pending.verifications.data).toHaveLength(10);
  });

  it('serves the sample documents of reviewed and pending verifications', async () => {
    for (const status of ['approved', 'pending'] as const) {
      const body = (
        await t.app.inject({ url: `/api/admin/kyc?status=${status}`, headers: auth() })
      ).json();
      const record: KycRecord = body.verifications.data[0];
      if (status === 'approved') {
        expect(record.reviewed_by).toEqual({ id: adminId, name: 'Ada Admin' });
      }
      // An owner holds kyc.review, so the list carries the document links.
      for (const link of [record.id_front_url!, record.selfie_url!]) {
        const url = new URL(link, 'http://127.0.0.1');
        const response = await t.app.inject({ url: `${url.pathname}${url.search}` });
        expect(response.statusCode, link).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.rawPayload.length).toBeGreaterThan(1000);
      }
    }
  });

  it('approves a demo verification', async () => {
    const body = (
      await t.app.inject({ url: '/api/admin/kyc?status=pending', headers: auth() })
    ).json();
    const id = body.verifications.data[0].id;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/verify/${id}`,
      headers: auth(),
      payload: { status: 'approved', admin_comment: '' },
    });
    expect(response.json().message).toBe('KYC verification has been approved');
    const stats = (await t.app.inject({ url: '/api/admin/kyc/stats', headers: auth() })).json();
    expect(stats.stats).toEqual({ total: 40, pending: 19, approved: 13, rejected: 8 });
  });
});
