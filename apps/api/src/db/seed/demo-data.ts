import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database.js';
import { insertRows, insertRowsReturningIds } from './batch-insert.js';
import {
  paidPartnerIndexes,
  planInvoices,
  planSubscriptions,
  type InvoicePlan,
  type SubscriptionPlan,
} from './billing.js';
import { planBlogPosts, type BlogPostPlan } from './content.js';
import { at } from './helpers.js';
import {
  IMAGE_POOL_SIZES,
  avatarFileName,
  blogImageFileName,
  categoryIconFileName,
  idFrontPath,
  logoFileName,
  selfiePath,
  writeDemoImages,
  type DemoImageSet,
} from './images.js';
import { planApplications, planJobs, type ApplicationPlan, type JobPlan } from './jobs.js';
import { planKycVerifications, type KycPlan } from './kyc.js';
import {
  logoOf,
  planBrands,
  planPartners,
  planUsers,
  type Brand,
  type PartnerPlan,
  type UserPlan,
} from './people.js';
import { Random } from './random.js';
import {
  FEATURES,
  JOB_TYPES,
  PACKAGES,
  POST_DURATIONS,
  SETTINGS,
  WEB_PAGES,
} from './reference-data.js';
import { uploadPath } from '../../lib/uploads.js';
import { DAY, clockAt, isoAt, laterThan, type Clock } from './timeline.js';
import { BLOG_TOPICS, CATEGORIES, SKILLS } from './vocabulary.js';

export const DEFAULT_SEED = 20_260_101;
export const MAX_SCALE = 1000;
/** The most users `--users` loads. */
export const MAX_USERS = 5_000_000;

/** Rows per unit of scale, for the tables that grow with it (reference data does not). */
export const VOLUME_PER_SCALE = {
  partners: 40,
  users: 300,
  jobs: 200,
  job_applications: 2000,
  invoices: 60,
  kyc_verifications: 40,
  blog_posts: 12,
} as const;

export const SEEDED_TABLES = [
  'categories',
  'skills',
  'job_types',
  'post_durations',
  'features',
  'packages',
  'package_features',
  'settings',
  'web_pages',
  'partners',
  'partner_subscriptions',
  'invoices',
  'users',
  'jobs',
  'job_skills',
  'job_applications',
  'blog_posts',
  'kyc_verifications',
] as const;

export type SeededTable = (typeof SEEDED_TABLES)[number];

/** Rows inserted, by table. */
export type SeedSummary = Record<SeededTable, number>;

type SeedOptions = {
  /** Multiplies the volume tables (see VOLUME_PER_SCALE); a whole number from 1 to 1000. */
  scale?: number;
  /** How many users, instead of VOLUME_PER_SCALE.users × scale (1 to MAX_USERS). */
  users?: number;
  /** Public images go here (served under /img/uploads/). */
  uploadDir: string;
  /** KYC documents go here; their paths in the database are relative to it. */
  privateDir: string;
  /** The moment the data is arranged around; with the same `now` and `seed` the data is identical. */
  now?: Date;
  seed?: number;
};

/** True when there are no users, partners and jobs (admins and reference data do not count). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of ['users', 'partners', 'jobs'] as const) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
  }
  return true;
}

/**
 * Fills an empty database (admins aside) with deterministic demo data and writes its images.
 * Blog posts are written by, and KYC reviews made by, the first admin when there is one.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new Error(
      `The demo data scale must be a whole number from 1 to ${MAX_SCALE} (got ${scale}).`,
    );
  }
  const users = options.users ?? VOLUME_PER_SCALE.users * scale;
  if (!Number.isInteger(users) || users < 1 || users > MAX_USERS) {
    throw new Error(
      `The number of users must be a whole number from 1 to ${MAX_USERS} (got ${users}).`,
    );
  }
  const plan = planDemoData(
    new Random(options.seed ?? DEFAULT_SEED),
    clockAt(options.now ?? new Date()),
    scale,
    users,
  );
  await writeDemoImages(imagesOf(plan), options);
  const firstAdmin = await db
    .selectFrom('admins')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const summary = await db
    .transaction()
    .execute((trx) => insertDemoData(trx, plan, firstAdmin?.id ?? null));
  // Fresh planner statistics and visibility map, so lists are planned for the data just loaded.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`vacuum analyze ${sql.join(SEEDED_TABLES.map((table) => sql.table(table)))}`.execute(
      db,
    );
  }
  return summary;
}

type DemoPlan = {
  clock: Clock;
  brands: Brand[];
  partners: PartnerPlan[];
  subscriptions: SubscriptionPlan[];
  invoices: InvoicePlan[];
  users: UserPlan[];
  jobs: JobPlan[];
  applications: ApplicationPlan[];
  blogPosts: BlogPostPlan[];
  kycVerifications: KycPlan[];
  webPageUpdates: number[];
};

function planDemoData(rng: Random, clock: Clock, scale: number, userCount: number): DemoPlan {
  const volume = (table: keyof typeof VOLUME_PER_SCALE) => VOLUME_PER_SCALE[table] * scale;
  const brands = planBrands(rng.fork('brands'));
  const partners = planPartners(rng.fork('partners'), clock, volume('partners'), brands);
  const subscriptions = planSubscriptions(rng.fork('subscriptions'), clock, partners);
  const users = planUsers(rng.fork('users'), clock, userCount, IMAGE_POOL_SIZES.avatars);
  const jobs = planJobs(
    rng.fork('jobs'),
    clock,
    volume('jobs'),
    partners,
    paidPartnerIndexes(subscriptions),
  );
  const pageRng = rng.fork('web-pages');
  return {
    clock,
    brands,
    partners,
    subscriptions,
    invoices: planInvoices(
      rng.fork('invoices'),
      clock,
      partners,
      subscriptions,
      volume('invoices'),
    ),
    users,
    jobs,
    applications: planApplications(
      rng.fork('applications'),
      clock,
      volume('job_applications'),
      jobs,
      users,
    ),
    blogPosts: planBlogPosts(rng.fork('blog-posts'), clock, volume('blog_posts')),
    kycVerifications: planKycVerifications(
      rng.fork('kyc'),
      clock,
      volume('kyc_verifications'),
      users,
      IMAGE_POOL_SIZES.kycDocuments,
    ),
    webPageUpdates: WEB_PAGES.map(() => laterThan(pageRng, clock, clock.daysAgo(300), 300 * DAY)),
  };
}

function imagesOf(plan: DemoPlan): DemoImageSet {
  return {
    logos: plan.brands.map(logoOf),
    avatarCount: IMAGE_POOL_SIZES.avatars,
    blogTitles: BLOG_TOPICS.map((topic) => topic.title),
    categoryNames: CATEGORIES.map((category) => category.name),
    idDocuments: plan.kycVerifications.slice(0, IMAGE_POOL_SIZES.kycDocuments),
  };
}

const flag = (value: boolean) => (value ? 1 : 0);
const isoOrNull = (ms: number | null) => (ms === null ? null : isoAt(ms));

/** Rows are streamed in slices so that the largest tables never exist twice in memory. */
const ROWS_PER_SLICE = 20_000;

async function insertDemoData(
  db: Db,
  plan: DemoPlan,
  firstAdminId: number | null,
): Promise<SeedSummary> {
  const { clock } = plan;
  const launched = isoAt(clock.daysAgo(731));
  const sinceLaunch = { created_at: launched, updated_at: launched };

  const categoryIds = await insertRowsReturningIds(
    db,
    'categories',
    CATEGORIES.map((category, i) => ({
      name: category.name,
      icon: uploadPath(categoryIconFileName(i)),
      ...sinceLaunch,
    })),
  );
  const skillIds = await insertRowsReturningIds(
    db,
    'skills',
    SKILLS.map((skill) => ({ name: skill.name, is_hinted: flag(skill.hinted), ...sinceLaunch })),
  );
  const jobTypeIds = await insertRowsReturningIds(
    db,
    'job_types',
    JOB_TYPES.map((type) => ({ name: type.name, ...sinceLaunch })),
  );
  const durationIds = await insertRowsReturningIds(
    db,
    'post_durations',
    POST_DURATIONS.map((d) => ({
      name: d.name,
      duration: d.duration,
      is_paid: flag(d.isPaid),
      ...sinceLaunch,
    })),
  );
  const featureIds = await insertRowsReturningIds(
    db,
    'features',
    FEATURES.map((f) => ({
      name: f.name,
      config_name: f.configName,
      is_display: flag(f.isDisplay),
      ...sinceLaunch,
    })),
  );
  const packageIds = await insertRowsReturningIds(
    db,
    'packages',
    PACKAGES.map((p) => ({
      name: p.name,
      price_cents: p.priceCents,
      subscription_type: p.subscriptionType,
      is_active: 1,
      ...sinceLaunch,
    })),
  );
  const packageFeatures = PACKAGES.flatMap((pkg, i) =>
    pkg.features.map((configName) => ({
      package_id: at(packageIds, i),
      feature_id: at(
        featureIds,
        FEATURES.findIndex((feature) => feature.configName === configName),
      ),
    })),
  );
  await insertRows(db, 'package_features', packageFeatures);

  // Settings are keyed by config name; any already saved are kept as they are.
  const savedConfigs = new Set(
    (await db.selectFrom('settings').select('config_name').execute()).map((row) => row.config_name),
  );
  const settings = SETTINGS.filter((setting) => !savedConfigs.has(setting.configName)).map(
    (setting) => ({
      config_name: setting.configName,
      display_name: setting.displayName,
      value: setting.value,
      setting_tab: setting.tab,
      ...sinceLaunch,
    }),
  );
  await insertRows(db, 'settings', settings);

  await insertRows(
    db,
    'web_pages',
    WEB_PAGES.map((page, i) => ({
      title: page.title,
      slug: page.slug,
      body: page.body,
      is_published: 1,
      status: 'active' as const,
      created_at: launched,
      updated_at: isoAt(at(plan.webPageUpdates, i)),
    })),
  );

  const partnerIds = await insertRowsReturningIds(
    db,
    'partners',
    plan.partners.map((partner) => ({
      company_name: partner.companyName,
      email: partner.email,
      bio: partner.bio,
      profile_picture: uploadPath(logoFileName(partner.logoIndex)),
      created_at: isoAt(partner.createdMs),
      updated_at: isoAt(partner.updatedMs),
    })),
  );
  await insertRows(
    db,
    'partner_subscriptions',
    plan.subscriptions.map((s) => ({
      partner_id: at(partnerIds, s.partnerIndex),
      package_id: at(packageIds, s.packageIndex),
      starts_at: isoAt(s.startsMs),
      ends_at: isoAt(s.endsMs),
      created_at: isoAt(s.startsMs),
    })),
  );
  await insertRows(
    db,
    'invoices',
    plan.invoices.map((invoice) => ({
      partner_id: at(partnerIds, invoice.partnerIndex),
      package_id: at(packageIds, invoice.packageIndex),
      amount_cents: invoice.amountCents,
      is_paid: flag(invoice.isPaid),
      invoiced_at: isoAt(invoice.invoicedMs),
      paid_at: isoOrNull(invoice.paidMs),
      created_at: isoAt(invoice.invoicedMs),
    })),
  );

  const userIds: number[] = [];
  for (let start = 0; start < plan.users.length; start += ROWS_PER_SLICE) {
    const slice = await insertRowsReturningIds(
      db,
      'users',
      plan.users.slice(start, start + ROWS_PER_SLICE).map((user) => ({
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        profession: user.profession,
        profile_picture:
          user.avatarIndex === null ? null : uploadPath(avatarFileName(user.avatarIndex)),
        is_blocked: flag(user.isBlocked),
        created_at: isoAt(user.createdMs),
        updated_at: isoAt(user.updatedMs),
      })),
    );
    for (const id of slice) userIds.push(id);
  }

  const jobIds = await insertRowsReturningIds(
    db,
    'jobs',
    plan.jobs.map((job) => ({
      partner_id: at(partnerIds, job.partnerIndex),
      title: job.title,
      description: job.description,
      country: job.country,
      city: job.city,
      is_remote: flag(job.isRemote),
      no_pay_range: flag(job.noPayRange),
      min_salary_cents: job.minSalaryCents,
      max_salary_cents: job.maxSalaryCents,
      category_id: at(categoryIds, job.categoryIndex),
      job_type_id: at(jobTypeIds, job.jobTypeIndex),
      post_duration_id: at(durationIds, job.durationIndex),
      status: job.status,
      is_published: flag(job.publishedMs !== null),
      published_at: isoOrNull(job.publishedMs),
      expiration_date: isoOrNull(job.expirationMs),
      created_at: isoAt(job.createdMs),
      updated_at: isoAt(job.updatedMs),
    })),
  );
  const jobSkills = plan.jobs.flatMap((job, jobIndex) =>
    job.skillIndexes.map((skillIndex) => ({
      job_id: at(jobIds, jobIndex),
      skill_id: at(skillIds, skillIndex),
    })),
  );
  await insertRows(db, 'job_skills', jobSkills);

  for (let start = 0; start < plan.applications.length; start += ROWS_PER_SLICE) {
    await insertRows(
      db,
      'job_applications',
      plan.applications.slice(start, start + ROWS_PER_SLICE).map((application) => ({
        job_id: at(jobIds, application.jobIndex),
        user_id: at(userIds, application.userIndex),
        applied_at: isoAt(application.appliedMs),
        selected_at: isoOrNull(application.selectedMs),
      })),
    );
  }

  await insertRows(
    db,
    'blog_posts',
    plan.blogPosts.map((post) => ({
      author_id: firstAdminId,
      title: post.title,
      slug: post.slug,
      featured_image: uploadPath(blogImageFileName(post.imageIndex)),
      excerpt: post.excerpt,
      body: post.body,
      is_published: flag(post.isPublished),
      is_featured: flag(post.isFeatured),
      published_at: isoOrNull(post.publishedMs),
      created_at: isoAt(post.createdMs),
      updated_at: isoAt(post.updatedMs),
    })),
  );

  await insertRows(
    db,
    'kyc_verifications',
    plan.kycVerifications.map((kyc) => ({
      user_id: at(userIds, kyc.userIndex),
      full_name: kyc.fullName,
      id_type: kyc.idType,
      id_number: kyc.idNumber,
      status: kyc.status,
      id_front_path: idFrontPath(kyc.documentIndex),
      selfie_path: selfiePath(kyc.documentIndex),
      admin_comment: kyc.adminComment,
      submitted_at: isoAt(kyc.submittedMs),
      reviewed_at: isoOrNull(kyc.reviewedMs),
      reviewed_by: kyc.reviewedMs === null ? null : firstAdminId,
      created_at: isoAt(kyc.submittedMs),
      updated_at: isoAt(kyc.reviewedMs ?? kyc.submittedMs),
    })),
  );

  return {
    categories: categoryIds.length,
    skills: skillIds.length,
    job_types: jobTypeIds.length,
    post_durations: durationIds.length,
    features: featureIds.length,
    packages: packageIds.length,
    package_features: packageFeatures.length,
    settings: settings.length,
    web_pages: WEB_PAGES.length,
    partners: partnerIds.length,
    partner_subscriptions: plan.subscriptions.length,
    invoices: plan.invoices.length,
    users: userIds.length,
    jobs: jobIds.length,
    job_skills: jobSkills.length,
    job_applications: plan.applications.length,
    blog_posts: plan.blogPosts.length,
    kyc_verifications: plan.kycVerifications.length,
  };
}
