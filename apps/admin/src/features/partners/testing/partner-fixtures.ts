import type {
  JobStats,
  PartnerListItem,
  TopPerformer,
  TopPerformersPage,
} from '@job-board/contract';
import type { MockRoutes } from '../../../testing/mock-fetch';
import { pagedBody } from '../../../testing/paged-body';

export function partner(id: number, overrides: Partial<PartnerListItem> = {}): PartnerListItem {
  return {
    id,
    name: `Partner ${id}`,
    bio: `Bio of partner ${id}.`,
    profile_picture: `https://cdn.example.com/partner-${id}.png`,
    member_since: '2024-03-15T10:00:00.000Z',
    posted_jobs: 2,
    ...overrides,
  };
}

export function performer(id: number, overrides: Partial<TopPerformer> = {}): TopPerformer {
  return {
    id,
    company_name: `Performer ${id}`,
    img_url: `https://cdn.example.com/performer-${id}.png`,
    jobs_posted: 20 - id,
    ...overrides,
  };
}

const PERFORMERS_URL = 'http://localhost/api/partner/top-performers';

/** Page `page` of `lastPage` top performers, 4 a page, with the server's prev and next links. */
export function performersPage(page: number, lastPage: number): TopPerformersPage {
  const first = (page - 1) * 4 + 1;
  return {
    current_page: page,
    last_page: lastPage,
    per_page: 4,
    total: lastPage * 4,
    prev_page_url: page > 1 ? `${PERFORMERS_URL}?page=${page - 1}` : null,
    next_page_url: page < lastPage ? `${PERFORMERS_URL}?page=${page + 1}` : null,
    data: [0, 1, 2, 3].map((offset) => performer(first + offset)),
  };
}

export const jobStats: JobStats = {
  job_applications: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120],
  selected_applicants: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};

/** Every call of the Partners screen; the top performers answer the page asked (of 3). */
export function partnersRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'partners.list': { body: pagedBody([partner(1), partner(2)]) },
    'partners.topPerformers': ({ query }) => ({
      body: { result: true, data: performersPage(Number(query.get('page') ?? 1), 3) },
    }),
    'dashboard.jobStats': { body: { result: true, data: jobStats } },
    ...overrides,
  };
}
