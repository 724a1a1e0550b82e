import { sql, type Kysely } from 'kysely';
import { tableWithId, withTimestamps } from './helpers.js';

// Frozen: change the schema with a new migration, never by editing this one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const flag = 'integer';
  const cascade = 'cascade' as const;

  await withTimestamps(
    tableWithId(db, 'admins')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('img_url', 'text'),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'users')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('profession', 'text')
      .addColumn('profile_picture', 'text')
      .addColumn('is_blocked', flag, (c) => c.notNull().defaultTo(0)),
  ).execute();
  await nameIndex(db, 'users', 'first_name');

  await withTimestamps(
    tableWithId(db, 'partners')
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('bio', 'text')
      .addColumn('profile_picture', 'text'),
  ).execute();
  await nameIndex(db, 'partners', 'company_name');
  await db.schema
    .createIndex('partners_created_at_idx')
    .on('partners')
    .column('created_at')
    .execute();

  await withTimestamps(
    tableWithId(db, 'categories')
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('icon', 'text'),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'skills')
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('is_hinted', flag, (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'job_types').addColumn('name', 'text', (c) => c.notNull().unique()),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'post_durations')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull())
      .addColumn('is_paid', flag, (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'jobs')
      .addColumn('partner_id', 'integer', (c) =>
        c.notNull().references('partners.id').onDelete(cascade),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('country', 'text')
      .addColumn('city', 'text')
      .addColumn('is_remote', flag, (c) => c.notNull().defaultTo(0))
      .addColumn('no_pay_range', flag, (c) => c.notNull().defaultTo(0))
      .addColumn('min_salary_cents', 'bigint')
      .addColumn('max_salary_cents', 'bigint')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('job_type_id', 'integer', (c) => c.notNull().references('job_types.id'))
      .addColumn('post_duration_id', 'integer', (c) => c.references('post_durations.id'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(statusCheck('status', ['active', 'paused'])),
      )
      .addColumn('is_published', flag, (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'text')
      .addColumn('expiration_date', 'text'),
  ).execute();
  for (const column of ['partner_id', 'category_id', 'job_type_id', 'post_duration_id']) {
    await db.schema.createIndex(`jobs_${column}_idx`).on('jobs').column(column).execute();
  }
  await nameIndex(db, 'jobs', 'title');
  await db.schema
    .createIndex('jobs_created_at_idx')
    .on('jobs')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('jobs_public_idx')
    .on('jobs')
    .columns(['is_published', 'status', 'expiration_date'])
    .execute();

  await db.schema
    .createTable('job_skills')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete(cascade))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id'))
    .addPrimaryKeyConstraint('job_skills_pk', ['job_id', 'skill_id'])
    .execute();
  await db.schema
    .createIndex('job_skills_skill_id_idx')
    .on('job_skills')
    .column('skill_id')
    .execute();

  await tableWithId(db, 'job_applications')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete(cascade))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('selected_at', 'text')
    .addUniqueConstraint('job_applications_job_user_unique', ['job_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('job_applications_user_id_idx')
    .on('job_applications')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('job_applications_applied_at_idx')
    .on('job_applications')
    .column('applied_at')
    .execute();
  await db.schema
    .createIndex('job_applications_selected_at_idx')
    .on('job_applications')
    .column('selected_at')
    .execute();

  await withTimestamps(
    tableWithId(db, 'web_pages')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('is_published', flag, (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(statusCheck('status', ['active', 'paused'])),
      ),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'blog_posts')
      .addColumn('author_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('featured_image', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('is_published', flag, (c) => c.notNull().defaultTo(0))
      .addColumn('is_featured', flag, (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('blog_posts_created_at_idx')
    .on('blog_posts')
    .columns(['created_at', 'id'])
    .execute();

  await withTimestamps(
    tableWithId(db, 'features')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('config_name', 'text', (c) => c.notNull().unique())
      .addColumn('is_display', flag, (c) => c.notNull().defaultTo(1)),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'packages')
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('price_cents', 'bigint', (c) => c.notNull())
      .addColumn('subscription_type', 'text', (c) =>
        c.notNull().check(statusCheck('subscription_type', ['monthly', 'annual'])),
      )
      .addColumn('is_active', flag, (c) => c.notNull().defaultTo(1)),
  ).execute();

  await db.schema
    .createTable('package_features')
    .addColumn('package_id', 'integer', (c) =>
      c.notNull().references('packages.id').onDelete(cascade),
    )
    .addColumn('feature_id', 'integer', (c) =>
      c.notNull().references('features.id').onDelete(cascade),
    )
    .addPrimaryKeyConstraint('package_features_pk', ['package_id', 'feature_id'])
    .execute();
  await db.schema
    .createIndex('package_features_feature_id_idx')
    .on('package_features')
    .column('feature_id')
    .execute();

  await tableWithId(db, 'partner_subscriptions')
    .addColumn('partner_id', 'integer', (c) =>
      c.notNull().references('partners.id').onDelete(cascade),
    )
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('partner_subscriptions_partner_idx')
    .on('partner_subscriptions')
    .columns(['partner_id', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('partner_subscriptions_package_idx')
    .on('partner_subscriptions')
    .column('package_id')
    .execute();

  await tableWithId(db, 'invoices')
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('is_paid', flag, (c) => c.notNull().defaultTo(0))
    .addColumn('invoiced_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoices_invoiced_at_idx')
    .on('invoices')
    .columns(['invoiced_at', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_partner_id_idx')
    .on('invoices')
    .column('partner_id')
    .execute();
  await db.schema
    .createIndex('invoices_package_paid_idx')
    .on('invoices')
    .columns(['package_id', 'is_paid', 'invoiced_at'])
    .execute();

  await withTimestamps(
    tableWithId(db, 'settings')
      .addColumn('config_name', 'text', (c) => c.notNull().unique())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('value', 'text')
      .addColumn('setting_tab', 'text', (c) =>
        c.notNull().check(statusCheck('setting_tab', ['general', 'application'])),
      ),
  ).execute();

  await withTimestamps(
    tableWithId(db, 'kyc_verifications')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete(cascade))
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('id_type', 'text', (c) => c.notNull())
      .addColumn('id_number', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(statusCheck('status', ['pending', 'approved', 'rejected'])),
      )
      .addColumn('id_front_path', 'text', (c) => c.notNull())
      .addColumn('selfie_path', 'text', (c) => c.notNull())
      .addColumn('admin_comment', 'text')
      .addColumn('submitted_at', 'text', (c) => c.notNull())
      .addColumn('reviewed_at', 'text')
      .addColumn('reviewed_by', 'integer', (c) => c.references('admins.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('kyc_status_submitted_idx')
    .on('kyc_verifications')
    .columns(['status', 'submitted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('kyc_submitted_idx')
    .on('kyc_verifications')
    .columns(['submitted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('kyc_user_id_idx')
    .on('kyc_verifications')
    .column('user_id')
    .execute();

  await tableWithId(db, 'access_tokens')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete(cascade))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('access_tokens_admin_id_idx')
    .on('access_tokens')
    .column('admin_id')
    .execute();

  // Tokens the platform's apps hold for signed-in users; revoked when a user is blocked.
  await tableWithId(db, 'user_access_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete(cascade))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('user_access_tokens_user_id_idx')
    .on('user_access_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete(cascade))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_admin_id_idx').on('sessions').column('admin_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();

  await tableWithId(db, 'password_resets')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete(cascade))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_admin_id_idx')
    .on('password_resets')
    .column('admin_id')
    .execute();

  await tableWithId(db, 'login_attempts')
    .addColumn('throttle_key', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_key_idx')
    .on('login_attempts')
    .columns(['throttle_key', 'attempted_at'])
    .execute();

  await tableWithId(db, 'audit_log')
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('summary', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_admin_idx')
    .on('audit_log')
    .columns(['admin_id', 'id'])
    .execute();
}

/** Case-insensitive A–Z order (lib/sorting.ts sorts by the same expression). */
function nameIndex(db: Kysely<unknown>, table: string, column: string) {
  return db.schema
    .createIndex(`${table}_${column}_idx`)
    .on(table)
    .expression(sql.raw(`lower(${column}), id`))
    .execute();
}

/** A CHECK that limits a column to fixed literals (written here, never from input). */
function statusCheck(column: string, values: string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'audit_log',
    'login_attempts',
    'password_resets',
    'sessions',
    'user_access_tokens',
    'access_tokens',
    'kyc_verifications',
    'settings',
    'invoices',
    'partner_subscriptions',
    'package_features',
    'packages',
    'features',
    'blog_posts',
    'web_pages',
    'job_applications',
    'job_skills',
    'jobs',
    'post_durations',
    'job_types',
    'skills',
    'categories',
    'partners',
    'users',
    'admins',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
