import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import {
  SEEDED_TABLES,
  VOLUME_PER_SCALE,
  isDatabaseEmpty,
  seedDemoData,
  type SeedSummary,
  type SeededTable,
} from './demo-data.js';

const NOW = new Date('2026-03-04T10:20:30.000Z');
const NOW_ISO = NOW.toISOString();
const SEED = 7;
const DAY = 86_400_000;
const SEED_TIMEOUT = 120_000;
const EDITOR_TAGS = ['p', 'h2', 'h3', 'strong', 'em', 'a', 'ul', 'ol', 'li'];

type SeededDatabase = {
  db: Db;
  close(): Promise<void>;
  root: string;
  uploadDir: string;
  privateDir: string;
  adminId: number;
  emptyBefore: boolean;
  summary: SeedSummary;
};

const opened: SeededDatabase[] = [];

async function seedFreshDatabase(scale: number, users?: number): Promise<SeededDatabase> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'demo-data-'));
  const handle = openDatabase(`sqlite:${path.join(root, 'demo.sqlite')}`);
  await migrateToLatest(handle);
  const admin = await handle.db
    .insertInto('admins')
    .values({
      name: 'Administrator',
      email: 'admin@example.com',
      password_hash: 'not-a-real-hash',
      img_url: null,
      created_at: NOW_ISO,
      updated_at: NOW_ISO,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const uploadDir = path.join(root, 'uploads');
  const privateDir = path.join(root, 'private');
  const emptyBefore = await isDatabaseEmpty(handle.db);
  const summary = await seedDemoData(handle.db, {
    scale,
    ...(users === undefined ? {} : { users }),
    uploadDir,
    privateDir,
    now: NOW,
    seed: SEED,
  });
  const seeded = {
    db: handle.db,
    close: handle.close,
    root,
    uploadDir,
    privateDir,
    adminId: admin.id,
    emptyBefore,
    summary,
  };
  opened.push(seeded);
  return seeded;
}

/** Every seeded table, ordered by primary key. */
async function dumpTables(db: Db) {
  const dump = {
    categories: await db.selectFrom('categories').selectAll().orderBy('id').execute(),
    skills: await db.selectFrom('skills').selectAll().orderBy('id').execute(),
    job_types: await db.selectFrom('job_types').selectAll().orderBy('id').execute(),
    post_durations: await db.selectFrom('post_durations').selectAll().orderBy('id').execute(),
    features: await db.selectFrom('features').selectAll().orderBy('id').execute(),
    packages: await db.selectFrom('packages').selectAll().orderBy('id').execute(),
    package_features: await db
      .selectFrom('package_features')
      .selectAll()
      .orderBy('package_id')
      .orderBy('feature_id')
      .execute(),
    settings: await db.selectFrom('settings').selectAll().orderBy('id').execute(),
    web_pages: await db.selectFrom('web_pages').selectAll().orderBy('id').execute(),
    partners: await db.selectFrom('partners').selectAll().orderBy('id').execute(),
    partner_subscriptions: await db
      .selectFrom('partner_subscriptions')
      .selectAll()
      .orderBy('id')
      .execute(),
    invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    jobs: await db.selectFrom('jobs').selectAll().orderBy('id').execute(),
    job_skills: await db
      .selectFrom('job_skills')
      .selectAll()
      .orderBy('job_id')
      .orderBy('skill_id')
      .execute(),
    job_applications: await db.selectFrom('job_applications').selectAll().orderBy('id').execute(),
    blog_posts: await db.selectFrom('blog_posts').selectAll().orderBy('id').execute(),
    kyc_verifications: await db.selectFrom('kyc_verifications').selectAll().orderBy('id').execute(),
  } satisfies Record<SeededTable, unknown[]>;
  return dump;
}

/** Relative path → SHA-256 of every file under `folder`. */
function fileHashes(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  return Object.fromEntries(
    entries
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(folder, file)))
          .digest('hex'),
      ]),
  );
}

const uploadFileOf = (url: string | null) => url?.match(/^\/img\/uploads\/([\w.-]+)$/)?.[1];
const count = <T>(rows: readonly T[], predicate: (row: T) => boolean) =>
  rows.filter(predicate).length;

describe('seedDemoData', () => {
  let first: SeededDatabase;
  let second: SeededDatabase;
  let data: Awaited<ReturnType<typeof dumpTables>>;

  beforeAll(async () => {
    first = await seedFreshDatabase(1);
    second = await seedFreshDatabase(1);
    data = await dumpTables(first.db);
  }, SEED_TIMEOUT);

  afterAll(async () => {
    for (const seeded of opened) {
      await seeded.close();
      rmSync(seeded.root, { recursive: true, force: true });
    }
  });

  it('gives identical rows and image files for the same seed and time', async () => {
    expect(await dumpTables(second.db)).toEqual(data);
    expect(second.summary).toEqual(first.summary);
    expect(fileHashes(second.uploadDir)).toEqual(fileHashes(first.uploadDir));
    expect(fileHashes(second.privateDir)).toEqual(fileHashes(first.privateDir));
  });

  it('reports the rows it inserted and only seeds what was empty', async () => {
    expect(first.emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    for (const table of SEEDED_TABLES) expect(first.summary[table], table).toBe(data[table].length);
    for (const [table, perScale] of Object.entries(VOLUME_PER_SCALE)) {
      expect(first.summary[table as SeededTable], table).toBe(perScale);
    }
  });

  it('uses every category, job type, post duration and skill', () => {
    const jobs = data.jobs;
    expect(new Set(jobs.map((j) => j.category_id)).size).toBe(data.categories.length);
    expect(new Set(jobs.map((j) => j.job_type_id)).size).toBe(data.job_types.length);
    expect(new Set(jobs.map((j) => j.post_duration_id)).size).toBe(data.post_durations.length);
    expect(new Set(data.job_skills.map((s) => s.skill_id)).size).toBe(data.skills.length);
    expect(data.categories.length).toBeGreaterThanOrEqual(10);
    expect(data.skills.length).toBeGreaterThanOrEqual(25);
    expect(count(data.skills, (s) => s.is_hinted === 1)).toBeGreaterThan(0);
    expect(data.job_types.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'Full-time',
        'Part-time',
        'Contract',
        'Internship',
        'Temporary',
        'Freelance',
      ]),
    );
    const durations = data.post_durations.map((d) => [d.duration, d.is_paid]);
    expect(durations).toEqual(
      expect.arrayContaining([
        [10_080, 0],
        [20_160, 0],
        [43_200, 0],
      ]),
    );
    expect(count(data.post_durations, (d) => d.is_paid === 1)).toBe(2);
    const skillsPerJob = new Map<number, number>();
    for (const s of data.job_skills)
      skillsPerJob.set(s.job_id, (skillsPerJob.get(s.job_id) ?? 0) + 1);
    expect(skillsPerJob.size).toBe(jobs.length);
    for (const skillCount of skillsPerJob.values()) {
      expect(skillCount).toBeGreaterThanOrEqual(1);
      expect(skillCount).toBeLessThanOrEqual(4);
    }
  });

  it('has jobs in every state, with consistent locations, pay and dates', () => {
    const jobs = data.jobs;
    const durationOf = new Map(data.post_durations.map((d) => [d.id, d.duration]));
    const remote = jobs.filter((j) => j.is_remote === 1);
    expect(remote.length).toBeGreaterThan(0);
    for (const job of remote) expect([job.city, job.country]).toEqual([null, null]);
    for (const job of jobs.filter((j) => j.is_remote === 0))
      expect(job.city && job.country).toBeTruthy();

    const noPay = jobs.filter((j) => j.no_pay_range === 1);
    expect(noPay.length).toBeGreaterThan(0);
    for (const job of noPay)
      expect([job.min_salary_cents, job.max_salary_cents]).toEqual([null, null]);
    for (const job of jobs.filter((j) => j.no_pay_range === 0)) {
      expect(job.min_salary_cents).toBeGreaterThan(0);
      expect(job.min_salary_cents).toBeLessThanOrEqual(job.max_salary_cents ?? 0);
    }

    const published = jobs.filter((j) => j.is_published === 1);
    for (const job of published) {
      const minutes = durationOf.get(job.post_duration_id ?? -1) ?? 0;
      expect(Date.parse(job.expiration_date ?? '')).toBe(
        Date.parse(job.published_at ?? '') + minutes * 60_000,
      );
      expect(job.published_at! >= job.created_at && job.published_at! <= NOW_ISO).toBe(true);
    }
    const unpublished = jobs.filter((j) => j.is_published === 0);
    expect(unpublished.length).toBeGreaterThan(0);
    for (const job of unpublished)
      expect([job.published_at, job.expiration_date]).toEqual([null, null]);
    expect(count(published, (j) => j.expiration_date! < NOW_ISO)).toBeGreaterThan(0);
    expect(count(published, (j) => j.expiration_date! > NOW_ISO)).toBeGreaterThan(0);
    expect(count(jobs, (j) => j.status === 'paused')).toBeGreaterThan(0);
    expect(count(jobs, (j) => j.status === 'active')).toBeGreaterThan(0);
    for (const job of jobs) expect(job.description).toMatch(/^<p>.+<\/p>.*<ul><li>.+<\/li><\/ul>/);

    const startOfWeek = '2026-03-02T00:00:00.000Z';
    expect(count(jobs, (j) => j.created_at >= startOfWeek)).toBeGreaterThan(0);
    expect(count(data.partners, (p) => p.created_at >= '2026-03-01T00:00:00.000Z')).toBeGreaterThan(
      0,
    );
    expect(
      count(data.partners, (p) => p.created_at < new Date(NOW.getTime() - 400 * DAY).toISOString()),
    ).toBeGreaterThan(0);
  });

  it('gives premium post durations only to partners with a paid package', () => {
    const paidPackages = new Set(data.packages.filter((p) => p.price_cents > 0).map((p) => p.id));
    const premiumPartners = new Set(
      data.partner_subscriptions
        .filter((s) => paidPackages.has(s.package_id))
        .map((s) => s.partner_id),
    );
    const paidDurations = new Set(
      data.post_durations.filter((d) => d.is_paid === 1).map((d) => d.id),
    );
    for (const job of data.jobs.filter((j) => paidDurations.has(j.post_duration_id ?? -1))) {
      expect(premiumPartners.has(job.partner_id)).toBe(true);
    }
  });

  it('spreads unique applications over the year, some selected', () => {
    const applications = data.job_applications;
    const jobById = new Map(data.jobs.map((j) => [j.id, j]));
    const userById = new Map(data.users.map((u) => [u.id, u]));
    expect(new Set(applications.map((a) => `${a.job_id}:${a.user_id}`)).size).toBe(
      applications.length,
    );
    const yearAgo = new Date(NOW.getTime() - 366 * DAY).toISOString();
    for (const application of applications) {
      const job = jobById.get(application.job_id)!;
      expect(application.applied_at >= job.published_at! && application.applied_at <= NOW_ISO).toBe(
        true,
      );
      expect(application.applied_at >= yearAgo).toBe(true);
      expect(application.applied_at >= userById.get(application.user_id)!.created_at).toBe(true);
      if (application.selected_at !== null) {
        expect(
          application.selected_at > application.applied_at && application.selected_at <= NOW_ISO,
        ).toBe(true);
      }
    }
    const selectedShare = count(applications, (a) => a.selected_at !== null) / applications.length;
    expect(selectedShare).toBeGreaterThan(0.12);
    expect(selectedShare).toBeLessThan(0.28);
    const months = new Set(applications.map((a) => a.applied_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('has packages with features, subscriptions and invoices of paid packages', () => {
    expect(data.packages.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(data.packages[0]!.price_cents).toBe(0);
    expect(new Set(data.packages.map((p) => p.subscription_type))).toEqual(
      new Set(['monthly', 'annual']),
    );
    for (const feature of data.features)
      expect(feature.config_name).toMatch(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);
    const system = data.features.find((f) => f.config_name === 'premium_post_durations');
    expect(system?.is_display).toBe(0);
    expect(count(data.features, (f) => f.is_display === 1)).toBeGreaterThan(0);
    for (const pkg of data.packages)
      expect(data.package_features.some((pf) => pf.package_id === pkg.id)).toBe(true);

    expect(data.partner_subscriptions.length).toBeGreaterThan(0);
    expect(data.partner_subscriptions.length).toBeLessThan(data.partners.length);
    const priceOf = new Map(data.packages.map((p) => [p.id, p.price_cents]));
    const yearAgo = new Date(NOW.getTime() - 366 * DAY).toISOString();
    for (const invoice of data.invoices) {
      expect(invoice.amount_cents).toBe(priceOf.get(invoice.package_id));
      expect(invoice.amount_cents).toBeGreaterThan(0);
      expect(invoice.invoiced_at >= yearAgo && invoice.invoiced_at <= NOW_ISO).toBe(true);
      expect(invoice.paid_at === null).toBe(invoice.is_paid === 0);
    }
    expect(new Set(data.invoices.map((i) => i.is_paid))).toEqual(new Set([0, 1]));
  });

  it('has the four web pages, blog posts within the editor rules, and every setting', () => {
    expect(data.web_pages.map((p) => p.slug).sort()).toEqual([
      'about-us',
      'contact',
      'privacy-policy',
      'terms',
    ]);
    for (const page of data.web_pages) {
      expect([page.status, page.is_published]).toEqual(['active', 1]);
      expect(page.body).toMatch(/^<h2>/);
    }

    const posts = data.blog_posts;
    expect(posts).toHaveLength(12);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(post.excerpt!.length).toBeLessThanOrEqual(300);
      expect(post.author_id).toBe(first.adminId);
      expect(post.published_at === null).toBe(post.is_published === 0);
      const tags = new Set([...post.body.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      expect([...tags].filter((tag) => !EDITOR_TAGS.includes(tag ?? ''))).toEqual([]);
      for (const link of post.body.matchAll(/href="([^"]*)"/g))
        expect(link[1]).toMatch(/^https:\/\//);
      expect(existsSync(path.join(first.uploadDir, uploadFileOf(post.featured_image)!))).toBe(true);
    }
    expect(new Set(posts.map((p) => p.is_published))).toEqual(new Set([0, 1]));
    expect(count(posts, (p) => p.is_featured === 1)).toBeGreaterThan(0);

    const settings = Object.fromEntries(data.settings.map((s) => [s.config_name, s]));
    const general = [
      'app_name',
      'address',
      'phone',
      'email',
      'app_url_android',
      'app_url_ios',
      'website_webhook_url',
    ];
    const application = ['recaptcha_active', 'recaptcha_site_key', 'recaptcha_secret_key'];
    expect(Object.keys(settings).sort()).toEqual([...general, ...application].sort());
    for (const config of general) expect(settings[config]!.setting_tab).toBe('general');
    for (const config of application) expect(settings[config]!.setting_tab).toBe('application');
    expect(settings.app_name!.value).toBe('Job Board');
    expect(settings.app_url_ios!.display_name).toBe('iOS App URL');
    expect(settings.recaptcha_active!.value).toBe('0');
    // No build hook: the demo never calls an address outside this machine.
    expect(settings.website_webhook_url!.value).toBeNull();
  });

  it('gives partners, users and categories images that exist in the upload folder', () => {
    for (const url of [
      ...data.partners.map((p) => p.profile_picture),
      ...data.categories.map((c) => c.icon),
      ...data.users.filter((u) => u.profile_picture !== null).map((u) => u.profile_picture),
    ]) {
      const file = uploadFileOf(url);
      expect(file, String(url)).toBeDefined();
      expect(existsSync(path.join(first.uploadDir, file!))).toBe(true);
    }
    expect(count(data.users, (u) => u.is_blocked === 1)).toBeGreaterThan(0);
    expect(count(data.users, (u) => u.profession !== null)).toBeGreaterThan(data.users.length / 2);
  });

  it('has KYC verifications in every status with private documents only', () => {
    const kyc = data.kyc_verifications;
    expect(new Set(kyc.map((k) => k.user_id)).size).toBe(kyc.length);
    expect(new Set(kyc.map((k) => k.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    for (const verification of kyc) {
      expect(['Passport', 'National ID', "Driver's License"]).toContain(verification.id_type);
    }
    expect(count(kyc, (k) => k.admin_comment !== null)).toBeGreaterThan(0);
    const ninetyDaysAgo = new Date(NOW.getTime() - 90 * DAY).toISOString();
    const uploads = Object.keys(fileHashes(first.uploadDir)).map((file) => path.basename(file));
    for (const verification of kyc) {
      expect(
        verification.submitted_at >= ninetyDaysAgo && verification.submitted_at <= NOW_ISO,
      ).toBe(true);
      const reviewed = verification.status !== 'pending';
      expect(verification.reviewed_at !== null).toBe(reviewed);
      expect(verification.reviewed_by).toBe(reviewed ? first.adminId : null);
      for (const document of [verification.id_front_path, verification.selfie_path]) {
        expect(document).toMatch(/^kyc\/[\w.-]+\.jpg$/);
        expect(existsSync(path.join(first.privateDir, document))).toBe(true);
        expect(uploads).not.toContain(path.basename(document));
      }
    }
  });

  it('never dates a creation or an update after now', () => {
    for (const table of SEEDED_TABLES) {
      for (const row of data[table] as Record<string, unknown>[]) {
        for (const column of ['created_at', 'updated_at', 'applied_at', 'invoiced_at', 'paid_at']) {
          const value = row[column];
          if (typeof value !== 'string') continue;
          expect(value, `${table}.${column}`).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
          expect(value <= NOW_ISO, `${table}.${column}`).toBe(true);
        }
      }
    }
  });

  it('rejects a number of users that is not a whole number from 1 up', async () => {
    for (const users of [0, -5, 2.5]) {
      await expect(
        seedDemoData(first.db, {
          scale: 1,
          users,
          uploadDir: first.uploadDir,
          privateDir: first.privateDir,
        }),
      ).rejects.toThrow(/users/);
    }
  });

  it(
    'loads the number of users asked for, the other tables at their scale',
    async () => {
      const users = VOLUME_PER_SCALE.users * 2 + 17;
      const more = await seedFreshDatabase(1, users);
      expect(more.summary.users).toBe(users);
      const rows = await more.db
        .selectFrom('users')
        .select(['id', 'email'])
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(users);
      expect(new Set(rows.map((row) => row.email)).size).toBe(users);
      for (const table of ['partners', 'jobs', 'job_applications', 'kyc_verifications'] as const) {
        expect(more.summary[table], table).toBe(first.summary[table]);
      }
      // Applications and verifications point at users that exist, including the added ones.
      const orphans = await more.db
        .selectFrom('job_applications')
        .leftJoin('users', 'users.id', 'job_applications.user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('users.id', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(orphans.n)).toBe(0);
    },
    SEED_TIMEOUT,
  );

  it('rejects a scale outside 1…1000', async () => {
    for (const scale of [0, 1001, 1.5]) {
      await expect(
        seedDemoData(first.db, { scale, uploadDir: first.uploadDir, privateDir: first.privateDir }),
      ).rejects.toThrow(/scale/);
    }
  });

  it(
    'doubles the volume tables at scale 2 and keeps emails unique',
    async () => {
      const doubled = await seedFreshDatabase(2);
      for (const table of Object.keys(VOLUME_PER_SCALE) as SeededTable[]) {
        expect(doubled.summary[table], table).toBe(first.summary[table] * 2);
      }
      for (const table of [
        'categories',
        'skills',
        'job_types',
        'post_durations',
        'packages',
        'features',
        'settings',
        'web_pages',
      ] as const) {
        expect(doubled.summary[table], table).toBe(first.summary[table]);
      }
      const emails = await doubled.db.selectFrom('users').select('email').execute();
      expect(new Set(emails.map((e) => e.email)).size).toBe(emails.length);
      expect(Object.keys(fileHashes(doubled.uploadDir))).toEqual(
        Object.keys(fileHashes(first.uploadDir)),
      );
    },
    SEED_TIMEOUT,
  );
});
