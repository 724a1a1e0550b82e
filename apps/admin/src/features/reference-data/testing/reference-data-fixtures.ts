import type { CategoryItem, JobTypeItem, PostDurationItem, SkillItem } from '@job-board/contract';
import { mockFetch, type MockRoutes } from '../../../testing/mock-fetch';

export const engineering: CategoryItem = {
  id: 1,
  name: 'Engineering',
  icon: 'https://cdn.example.com/engineering.png',
};
export const categories: CategoryItem[] = [engineering, { id: 2, name: 'Design', icon: null }];

export const typescript: SkillItem = { id: 1, name: 'TypeScript', visible: true };
export const skills: SkillItem[] = [typescript, { id: 2, name: 'SQL', visible: false }];

export const contract: JobTypeItem = { id: 2, name: 'Contract' };
export const jobTypes: JobTypeItem[] = [{ id: 1, name: 'Full Time' }, contract];

export const oneWeek: PostDurationItem = { id: 3, name: '1 Week', duration: 10080, premium: false };
/** A–Z by name, as the API answers every reference list. */
export const postDurations: PostDurationItem[] = [
  { id: 4, name: '1 Month', duration: 43200, premium: true },
  oneWeek,
];

/** The four reference lists above; `routes` add or replace. */
export function mockReferenceData(routes: MockRoutes = {}) {
  return mockFetch({
    'categories.list': { body: { data: categories } },
    'skills.list': { body: { data: skills } },
    'jobTypes.list': { body: { data: jobTypes } },
    'postDurations.list': { body: { data: postDurations } },
    ...routes,
  });
}
