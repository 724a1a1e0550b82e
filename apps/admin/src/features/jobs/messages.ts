import { JOB_MESSAGES } from '@job-board/contract';

/** The texts of the jobs table and the job form. */
export const JOB_TEXT = {
  heading: 'Jobs',
  add: '+ Add New Job',
  createTitle: 'Add New Job',
  editTitle: 'Edit Job',
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
  noFilterMatch: 'No jobs match these filters.',
  noun: 'jobs',
  bulk: {
    activate: 'Activate',
    pause: 'Pause',
    publish: 'Publish',
    unpublish: 'Unpublish',
    delete: 'Delete',
  },
  confirmBulk: (verb: string, count: number) => `${verb} ${count} ${count === 1 ? 'job' : 'jobs'}?`,
  confirmBulkBody: 'Each job is changed on its own; jobs already in that state are skipped.',
  confirmBulkDeleteBody:
    'The jobs and their applications go to the trash, where they can be restored; a job that ' +
    'cannot be deleted is reported and left as it is.',
  exportFileName: 'jobs.csv',
  deleteNoun: 'the job',
  /** A job's applications go with it (the API moves them to the trash with the job). */
  deleteConsequence: (applications: number | undefined) => {
    if (applications === undefined) return 'Its applications go with it.';
    if (applications === 0) return 'It has no applications.';
    return applications === 1
      ? 'Its 1 application goes with it.'
      : `Its ${applications} applications go with it.`;
  },
} as const;
