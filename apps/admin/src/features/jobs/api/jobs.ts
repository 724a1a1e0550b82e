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

/**
 * Every list of jobs: the admin list, the public one (dashboard, search) and a partner record's
 * jobs with its counts.
 */
const JOBS_LISTS = [
  endpoints.jobs.adminList,
  endpoints.jobs.list,
  endpoints.records.partnerJobs,
  endpoints.records.partner,
];
/** What a change to a job that stays makes stale besides the lists: its record and audit trail. */
const JOB_READS = [...JOBS_LISTS, 'records', 'audit'];

export const useCreateJob = () =>
  useApiMutation(endpoints.jobs.create, {
    input: (body: CreateJobInput) => ({ body }),
    invalidates: JOBS_LISTS,
  });

export const useUpdateJob = () =>
  useApiMutation(endpoints.jobs.update, {
    input: ({ id, body }: { id: number; body: UpdateJobInput }) => ({ params: { id }, body }),
    invalidates: JOB_READS,
  });

/** Not the deleted job's record: it would be read again only to answer 404. */
export const useDeleteJob = () =>
  useApiMutation(endpoints.jobs.delete, {
    input: (job: Pick<JobItem, 'id'>) => ({ params: { id: job.id } }),
    invalidates: JOBS_LISTS,
  });

/** Activates, pauses, publishes, unpublishes or deletes many jobs in one call, then reloads. */
export const useJobsBulk = () =>
  useApiMutation(endpoints.jobs.bulk, {
    input: (body: JobsBulkBody) => ({ body }),
    invalidates: JOB_READS,
    evenOnFailure: true,
  });
