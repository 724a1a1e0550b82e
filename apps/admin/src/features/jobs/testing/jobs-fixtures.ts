import type {
  CategoryItem,
  JobItem,
  JobTypeItem,
  PartnerOption,
  PostDurationItem,
  SkillItem,
} from '@job-board/contract';
import { mockFetch, type MockRequest, type MockRoutes } from '../../../testing/mock-fetch';
import { pagedBody } from '../../../testing/paged-body';

export const partners: PartnerOption[] = [
  { id: 7, name: 'Acme Ltd' },
  { id: 8, name: 'Globex' },
];
export const categories: CategoryItem[] = [
  { id: 1, name: 'Engineering', icon: 'https://cdn.example.com/engineering.png' },
  { id: 2, name: 'Design', icon: null },
];
export const skills: SkillItem[] = [
  { id: 1, name: 'TypeScript', visible: true },
  { id: 2, name: 'SQL', visible: false },
];
export const jobTypes: JobTypeItem[] = [
  { id: 1, name: 'Full Time' },
  { id: 2, name: 'Contract' },
];
/** A–Z by name, as the API answers: the form offers them shortest first. */
export const postDurations: PostDurationItem[] = [
  { id: 4, name: '1 Month', duration: 43200, premium: true },
  { id: 3, name: '1 Week', duration: 10080, premium: false },
];

/**
 * GET /api/partner/all as the server answers the partner picker: `ids`, or the names containing
 * `s` (case aside), at most `limit`, A–Z; every partner without parameters.
 */
export function partnerOptionsAnswer({ query }: MockRequest) {
  const search = query.get('s')?.toLowerCase();
  const ids = query.get('ids')?.split(',').map(Number);
  const limit = Number(query.get('limit') ?? (ids ? ids.length : partners.length));
  const data = partners
    .filter((partner) => !ids || ids.includes(partner.id))
    .filter((partner) => !search || partner.name.toLowerCase().includes(search))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
    .slice(0, limit);
  return { body: { result: true as const, data } };
}

export function jobItem(overrides: Partial<JobItem> = {}): JobItem {
  return {
    id: 11,
    title: 'Senior Developer',
    country: 'Kenya',
    city: 'Nairobi',
    remote_position: false,
    expiration: '2030-01-31T10:00:00.000Z',
    status: 'active',
    desc: '<p>Build things</p>',
    published: true,
    no_pay_range: false,
    min_salary_range: 1000,
    max_salary_range: 2000,
    partner: { id: 7, name: 'Acme Ltd' },
    category: { id: 1, name: 'Engineering' },
    job_type: { id: 1, name: 'Full Time' },
    job_active_duration: { id: 3, name: '1 Week', duration: 10080 },
    skills: [{ id: 1, name: 'TypeScript' }],
    created_at: '2029-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The calls of the Jobs screen (the jobs table, its form's choices and the reference tables) with
 * one job and the reference data above; `routes` add or replace.
 */
export function mockJobsScreen(routes: MockRoutes = {}) {
  return mockFetch({
    'jobs.adminList': { body: pagedBody([jobItem()]) },
    'categories.list': { body: { data: categories } },
    'skills.list': { body: { data: skills } },
    'jobTypes.list': { body: { data: jobTypes } },
    'postDurations.list': { body: { data: postDurations } },
    'partners.options': partnerOptionsAnswer,
    ...routes,
  });
}
