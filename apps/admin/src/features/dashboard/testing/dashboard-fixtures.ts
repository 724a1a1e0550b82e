import type {
  BlogPostListItem,
  ConversionMetrics,
  Insights,
  JobItem,
  KycRecord,
  KycStats,
  PartnerCard,
  UserListItem,
  WebPageListItem,
} from '@job-board/contract';
import type { MockRoutes } from '../../../testing/mock-fetch';
import { pagedBody } from '../../../testing/paged-body';

export const insights: Insights = {
  jobs: { total: 1234, this_week: 12, change_diff: 25.5 },
  applicants: { total: 300, selected_candidates: 40, change_diff: -12.5 },
  partner: { total: 18, new_partners: 0, change_diff: 0 },
};

export const conversionMetrics: ConversionMetrics = { shortlisted: 30, applicants: 90 };

export function job(id: number, overrides: Partial<JobItem> = {}): JobItem {
  return {
    id,
    title: `Job number ${id}`,
    country: 'Kenya',
    city: 'Nairobi',
    remote_position: false,
    expiration: '2030-06-15T12:00:00.000Z',
    status: 'active',
    desc: '<p>Work</p>',
    published: true,
    no_pay_range: true,
    min_salary_range: null,
    max_salary_range: null,
    partner: { id: 1, name: 'Acme' },
    category: { id: 1, name: 'Engineering' },
    job_type: { id: 1, name: 'Full time' },
    job_active_duration: null,
    skills: [],
    created_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function partnerCard(id: number, name: string, picture: string | null = null): PartnerCard {
  return { id, name, profile_picture: picture, posted_jobs: id };
}

export function blogPost(id: number, overrides: Partial<BlogPostListItem> = {}): BlogPostListItem {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    featured_image: `https://cdn.example.com/post-${id}.jpg`,
    excerpt: null,
    published: true,
    is_featured: false,
    published_date: '2030-02-03T12:00:00.000Z',
    ...overrides,
  };
}

export const kycStats: KycStats = { total: 50, pending: 7, approved: 38, rejected: 5 };

/** A pending verification submitted on `day` of March 2026. */
export function pendingKyc(id: number, fullName: string, day: number): KycRecord {
  return {
    id,
    user_id: 40 + id,
    full_name: fullName,
    id_type: 'Passport',
    id_number: `P${id}`,
    status: 'pending',
    submitted_at: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    reviewed_at: null,
    reviewed_by: null,
    admin_comment: null,
    id_front_url: null,
    selfie_url: null,
  };
}

/** The review queue, oldest first, as the KYC list answers it (six, one more than shown). */
export const kycQueue = [
  pendingKyc(11, 'Grace Hopper', 1),
  pendingKyc(12, 'Alan Turing', 2),
  pendingKyc(13, 'Edsger Dijkstra', 3),
  pendingKyc(14, 'Barbara Liskov', 4),
  pendingKyc(15, 'Donald Knuth', 5),
  pendingKyc(16, 'Frances Allen', 6),
];

export function user(id: number, overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    profile_picture: null,
    full_name: `User ${id}`,
    first_name: 'User',
    last_name: String(id),
    email: `user${id}@example.com`,
    profession: null,
    blocked: false,
    created_at: '2030-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export const USER_TOTALS = { all: 240, blocked: 3 } as const;

export function webPage(id: number, overrides: Partial<WebPageListItem> = {}): WebPageListItem {
  return {
    id,
    title: `Page ${id}`,
    slug: `page-${id}`,
    published: true,
    status: 'active',
    updated_at: '2030-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A paged answer whose list holds `total` rows in all. */
function pageOf<T>(data: T[], total: number) {
  const body = pagedBody(data);
  return { ...body, meta: { ...body.meta, total } };
}

/** Every call of the dashboard, answered with the fixtures above; override any of them. */
export function dashboardRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'dashboard.insights': { body: { result: true, data: insights } },
    'dashboard.conversionMetrics': { body: { result: true, data: conversionMetrics } },
    'jobs.list': {
      body: pagedBody(
        [1, 2, 3, 4, 5, 6, 7].map((id) => job(id)),
        1,
        2,
      ),
    },
    'partners.cards': {
      body: {
        data: [
          partnerCard(1, 'Acme Corporation', 'https://cdn.example.com/acme.png'),
          partnerCard(2, 'Eleven Char'),
          partnerCard(3, 'Tiny Co'),
          partnerCard(4, 'Ten Chars!'),
          partnerCard(5, 'Fifth Partner'),
        ],
      },
    },
    'blogPosts.list': {
      body: pagedBody([
        blogPost(1, { title: 'How to hire great engineers' }),
        blogPost(2, { title: 'Short title' }),
        blogPost(3, { title: 'Draft post', published_date: null }),
        blogPost(4),
      ]),
    },
    'kyc.list': { body: { result: true, verifications: pagedBody(kycQueue), stats: kycStats } },
    // The newest users, or the blocked ones: the list counts them.
    'users.list': ({ query }) =>
      query.get('blocked') === 'yes'
        ? { body: pageOf([user(9, { blocked: true })], USER_TOTALS.blocked) }
        : {
            body: pageOf(
              [
                user(40, { full_name: 'Newest User', email: 'newest@example.com' }),
                user(39, { blocked: true }),
                ...[38, 37, 36, 35].map((id) => user(id)),
              ],
              USER_TOTALS.all,
            ),
          },
    'webPages.list': {
      body: pagedBody([
        webPage(1, { title: 'About us', slug: 'about-us' }),
        webPage(2, { title: 'Terms & conditions', slug: 'terms', status: 'paused' }),
      ]),
    },
    ...overrides,
  };
}
