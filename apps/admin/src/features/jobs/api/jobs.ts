import { endpoints, type EndpointInput, type JobItem } from '@job-board/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

export type JobsAdminQuery = EndpointInput<typeof endpoints.jobs.adminList>['query'];
export type JobsBulkBody = EndpointInput<typeof endpoints.jobs.bulk>['body'];
type CreateJobInput = EndpointInput<typeof endpoints.jobs.create>['body'];
type UpdateJobInput = EndpointInput<typeof endpoints.jobs.update>['body'];

/** One page of every job (the admin list), searched, filtered and sorted. */
export function useJobs(query: JobsAdminQuery) {
  return useQuery({
    ...apiQuery(endpoints.jobs.adminList, { query }),
    placeholderData: keepPreviousData,
  });
}

/** How many applications a job has, read from its record (the list row does not carry it). */
export function useJobApplicationCount(id: number) {
  return useQuery({
    ...apiQuery(endpoints.records.job, { params: { id } }),
    select: (response) => response.data.applications,
  });
}

/** Every list of jobs: the admin list and the public one (dashboard, search). */
const JOBS_LISTS = [endpoints.jobs.adminList, endpoints.jobs.list];

export const useCreateJob = () =>
  useApiMutation(endpoints.jobs.create, {
    input: (body: CreateJobInput) => ({ body }),
    invalidates: JOBS_LISTS,
  });

export const useUpdateJob = () =>
  useApiMutation(endpoints.jobs.update, {
    input: ({ id, body }: { id: number; body: UpdateJobInput }) => ({ params: { id }, body }),
    invalidates: JOBS_LISTS,
  });

export const useDeleteJob = () =>
  useApiMutation(endpoints.jobs.delete, {
    input: (job: JobItem) => ({ params: { id: job.id } }),
    invalidates: JOBS_LISTS,
  });

/** Activates, pauses, publishes, unpublishes or deletes many jobs in one call, then reloads. */
export const useJobsBulk = () =>
  useApiMutation(endpoints.jobs.bulk, {
    input: (body: JobsBulkBody) => ({ body }),
    invalidates: JOBS_LISTS,
    evenOnFailure: true,
  });
