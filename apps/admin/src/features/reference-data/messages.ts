import { REFERENCE_DATA_MESSAGES } from '@job-board/contract';

export const NAME_LABEL = 'Name';

export const SKILL_TEXT = {
  heading: 'Skills',
  add: '+ Add New Skill',
  createTitle: 'Add New Skill',
  editTitle: 'Edit Skill',
  pagesLabel: 'Skills pages',
  noun: 'skills',
  deleteNoun: 'the skill',
  empty: 'No skills yet.',
  loadFailed: 'Could not load the skills.',
  hintedLabel: 'Hinted',
  hintedHint: 'Hinted skills are suggested to users.',
  nameRequired: 'Enter the skill name.',
  created: REFERENCE_DATA_MESSAGES.skill.created,
  updated: REFERENCE_DATA_MESSAGES.skill.updated,
} as const;

export const CATEGORY_TEXT = {
  heading: 'Categories',
  add: '+ Add New Category',
  createTitle: 'Add New Category',
  editTitle: 'Edit Category',
  pagesLabel: 'Categories pages',
  noun: 'categories',
  deleteNoun: 'the category',
  empty: 'No categories yet.',
  loadFailed: 'Could not load the categories.',
  iconLabel: 'Icon',
  iconAlt: (name: string) => `${name} icon`,
  iconHint: 'An image file.',
  iconEditHint: 'Choose a new image only to replace the current icon.',
  nameRequired: 'Enter the category name.',
  iconRequired: REFERENCE_DATA_MESSAGES.category.iconRequired,
  created: REFERENCE_DATA_MESSAGES.category.created,
  updated: REFERENCE_DATA_MESSAGES.category.updated,
} as const;

export const JOB_TYPE_TEXT = {
  heading: 'Job Types',
  add: '+ Add New Job Type',
  createTitle: 'Add New Job Type',
  editTitle: 'Edit Job Type',
  pagesLabel: 'Job types pages',
  noun: 'job types',
  deleteNoun: 'the job type',
  empty: 'No job types yet.',
  loadFailed: 'Could not load the job types.',
  nameRequired: 'Enter the job type name.',
  created: REFERENCE_DATA_MESSAGES.jobType.created,
  updated: REFERENCE_DATA_MESSAGES.jobType.updated,
} as const;

export const POST_DURATION_TEXT = {
  heading: 'Post Durations',
  add: '+ Add New Post Duration',
  createTitle: 'Add New Post Duration',
  editTitle: 'Edit Post Duration',
  pagesLabel: 'Post durations pages',
  noun: 'post durations',
  deleteNoun: 'the post duration',
  empty: 'No post durations yet.',
  loadFailed: 'Could not load the post durations.',
  durationLabel: 'Duration (minutes)',
  durationHint: REFERENCE_DATA_MESSAGES.postDuration.durationHint,
  premiumLabel: 'Premium',
  premiumHint: 'Premium durations are available only to subscribed users.',
  nameRequired: 'Enter the post duration name.',
  durationRequired: 'Enter the duration in minutes.',
  created: REFERENCE_DATA_MESSAGES.postDuration.created,
  updated: REFERENCE_DATA_MESSAGES.postDuration.updated,
} as const;
