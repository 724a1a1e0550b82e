import type { CreateJobTypeBody, JobTypeItem, UpdateJobTypeBody } from '@job-board/contract';
import { referenceDataApi } from './reference-data-api';

/** GET /api/job-types/all; POST /api/admin/job-types[/{id}] with name. */
export const jobTypesApi = referenceDataApi<JobTypeItem, CreateJobTypeBody, UpdateJobTypeBody>({
  name: 'job-types',
  listPath: '/api/job-types/all',
  adminPath: '/api/admin/job-types',
});
