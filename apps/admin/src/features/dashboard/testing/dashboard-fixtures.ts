import type {
  BlogPostListItem,
  ConversionMetrics,
  Insights,
  JobItem,
  PartnerCard,
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
    ...overrides,
  };
}
