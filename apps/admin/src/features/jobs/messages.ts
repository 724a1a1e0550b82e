import { JOB_MESSAGES, REFERENCE_DATA_MESSAGES } from '@job-board/contract';

/** The texts of the Jobs screen (spec §2 Jobs screen, §5, §8). */
export const JOBS_SCREEN_TEXT = {
  title: 'Jobs',
  subtitle: 'Jobs posted throughout the system.',
} as const;

/** Create forms hide their success message after 3 seconds (spec §4, §9). */
export const SUCCESS_NOTICE_MS = 3000;

/** Reference lists come whole from the server; the screen shows them this many rows a page. */
export const REFERENCE_PAGE_SIZE = 10;

export const FORM_TEXT = {
  create: 'Save',
  creating: 'Saving...',
  update: 'Update',
  updating: 'Updating...',
  saveFailed: 'Could not save. Please try again.',
} as const;

export const JOB_TEXT = {
  heading: 'Jobs',
  add: '+ Add New Job',
  createTitle: 'Add New Job',
  editTitle: 'Edit Job',
  pagesLabel: 'Jobs pages',
  searchLabel: 'Search jobs',
  searchPlaceholder: 'Search by title…',
  sortLabel: 'Sort jobs',
  newestFirst: 'Newest first',
  empty: 'No jobs have been posted yet.',
  noMatch: (search: string) => `No jobs match "${search}".`,
  loadFailed: 'Could not load the jobs.',
  created: JOB_MESSAGES.created,
  updated: JOB_MESSAGES.updated,
  labels: {
    partner: 'Partner',
    title: 'Job Title',
    category: 'Category',
    jobType: 'Job Type',
    skills: 'Skills',
    remote: 'Remote Position',
    city: 'City',
    country: 'Country',
    noPayRange: 'No Pay Range',
    minSalary: 'Minimum Salary',
    maxSalary: 'Maximum Salary',
    description: 'Description',
    postDuration: 'Post Duration',
    status: 'Status',
    published: 'Published',
    expiration: 'Expiration Date',
  },
  placeholders: {
    partner: 'Select a partner',
    category: 'Select a category',
    jobType: 'Select a job type',
    postDuration: 'Select a post duration',
    status: 'Select a status',
  },
  hints: {
    published: 'When a job is first published, it expires after the chosen post duration.',
    expiration:
      'Optional. Publishing the job for the first time sets it to that moment plus the post duration.',
    premium: 'Premium durations are only for partners with an active paid package.',
  },
  required: {
    partner: 'Choose the partner posting the job.',
    title: 'Enter the job title.',
    category: 'Choose a category.',
    jobType: 'Choose a job type.',
    description: 'Write a description of the job.',
    postDuration: 'Choose a post duration.',
    status: 'Choose a status.',
  },
  salaryNotNumber: (field: string) => `The ${field} must be a number of 0 or more.`,
  noSkills: 'No skills yet.',
  optionsFailed: 'Could not load the choices for this form.',
  premiumSuffix: ' (Premium)',
  statusOptions: [
    { value: 'active', label: 'Active' },
    { value: 'paused', label: 'Paused' },
  ],
} as const;

export const SKILL_TEXT = {
  heading: 'Skills',
  add: '+ Add New Skill',
  createTitle: 'Add New Skill',
  editTitle: 'Edit Skill',
  pagesLabel: 'Skills pages',
  empty: 'No skills yet.',
  loadFailed: 'Could not load the skills.',
  nameLabel: 'Name',
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
  empty: 'No categories yet.',
  loadFailed: 'Could not load the categories.',
  nameLabel: 'Name',
  iconLabel: 'Icon',
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
  empty: 'No job types yet.',
  loadFailed: 'Could not load the job types.',
  nameLabel: 'Name',
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
  empty: 'No post durations yet.',
  loadFailed: 'Could not load the post durations.',
  nameLabel: 'Name',
  durationLabel: 'Duration (minutes)',
  durationHint: REFERENCE_DATA_MESSAGES.postDuration.durationHint,
  durationColumn: 'Duration (minutes)',
  premiumLabel: 'Premium',
  premiumHint: 'Premium durations are available only to subscribed users.',
  nameRequired: 'Enter the post duration name.',
  durationRequired: 'Enter the duration in minutes.',
  durationRange: REFERENCE_DATA_MESSAGES.postDuration.durationRange,
  created: REFERENCE_DATA_MESSAGES.postDuration.created,
  updated: REFERENCE_DATA_MESSAGES.postDuration.updated,
} as const;
