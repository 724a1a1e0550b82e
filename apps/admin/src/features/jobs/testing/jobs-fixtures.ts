import type {
  CategoryItem,
  JobItem,
  JobTypeItem,
  Paged,
  PartnerOption,
  PostDurationItem,
  SkillItem,
} from '@job-board/contract';
import { act, screen } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../testing/mock-fetch';

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
export const postDurations: PostDurationItem[] = [
  { id: 3, name: '1 Week', duration: 10080, premium: false },
  { id: 4, name: '1 Month', duration: 43200, premium: true },
];

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

export function pagedOf<T>(data: T[], page = 1, lastPage = 1): Paged<T> {
  return {
    data,
    links: { first: '', last: '', prev: null, next: null },
    meta: {
      current_page: page,
      from: data.length > 0 ? 1 : null,
      last_page: lastPage,
      path: '',
      per_page: 10,
      to: data.length > 0 ? data.length : null,
      total: data.length,
    },
  };
}

/** The calls of the Jobs screen with one job and the reference data above; `routes` add or replace. */
export function mockJobsScreen(routes: MockRoutes = {}) {
  return mockFetch({
    'GET /api/jobs/all': { body: pagedOf([jobItem()]) },
    'GET /api/categories/all': { body: { data: categories } },
    'GET /api/skills/all': { body: { data: skills } },
    'GET /api/job-types/all': { body: { data: jobTypes } },
    'GET /api/post-durations/all': { body: { data: postDurations } },
    'GET /api/partner/all': { body: { result: true, data: partners } },
    ...routes,
  });
}

// jsdom has no layout; ProseMirror measures the caret after each change. Empty measurements do.
const EMPTY_RECT = new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const layoutStubs = [
  [Range.prototype, 'getClientRects', emptyRects],
  [Range.prototype, 'getBoundingClientRect', () => EMPTY_RECT],
  [Document.prototype, 'elementFromPoint', () => null],
] as const;

export function stubEditorLayout() {
  for (const [target, name, stub] of layoutStubs) {
    Object.defineProperty(target, name, { value: stub, configurable: true, writable: true });
  }
}

export function unstubEditorLayout() {
  for (const [target, name] of layoutStubs) Reflect.deleteProperty(target, name);
}

/** Pastes text into the rich-text editor named `label` (typing is unreliable in jsdom). */
export async function pasteIntoEditor(label: string, text: string) {
  const box = await screen.findByRole('textbox', { name: label });
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/plain'],
      getData: (type: string) => (type === 'text/plain' ? text : ''),
    },
  });
  act(() => {
    box.focus();
    box.dispatchEvent(event);
  });
}
