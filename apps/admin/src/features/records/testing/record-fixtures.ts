import type { JobApplicant, JobRecord } from '@job-board/contract';

/** A job record and its applicant, as the record page tests serve them. */
export const job: JobRecord = {
  id: 5,
  title: 'Record Keeper',
  country: 'Portugal',
  city: 'Lisbon',
  remote_position: false,
  expiration: null,
  status: 'active',
  desc: '<p>Keep <strong>records</strong>.</p><img src=x onerror="alert(1)">',
  published: true,
  no_pay_range: false,
  min_salary_range: 1000,
  max_salary_range: 2500.5,
  partner: { id: 9, name: 'Acme' },
  category: { id: 1, name: 'Engineering' },
  job_type: { id: 2, name: 'Contract' },
  job_active_duration: null,
  skills: [
    { id: 1, name: 'Go' },
    { id: 2, name: 'SQL' },
  ],
  created_at: '2026-01-01T09:00:00.000Z',
  published_at: '2026-01-02T09:00:00.000Z',
  updated_at: '2026-01-03T09:00:00.000Z',
  applications: 1,
  selected_applications: 1,
};

export const applicant: JobApplicant = {
  id: 40,
  user: {
    id: 7,
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    profile_picture: null,
    blocked: false,
  },
  applied_at: '2026-01-04T09:00:00.000Z',
  selected: true,
  selected_at: '2026-01-05T09:00:00.000Z',
};
