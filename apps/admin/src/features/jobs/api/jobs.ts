import { endpoints, type EndpointInput, type JobItem } from '@job-board/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, endpointKey } from '../../../lib/api-query';

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

/** Reloads every list of jobs: the admin list and the public one (dashboard, search). */
function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.jobs.adminList) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.jobs.list) }),
    ]);
}

/** A change to jobs; once it succeeds the jobs lists are reloaded. */
function useJobsMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const invalidate = useInvalidateJobs();
  return useMutation({ mutationFn, onSuccess: invalidate });
}

export const useCreateJob = () =>
  useJobsMutation((body: CreateJobInput) => api(endpoints.jobs.create, { body }));

export const useUpdateJob = () =>
  useJobsMutation(({ id, body }: { id: number; body: UpdateJobInput }) =>
    api(endpoints.jobs.update, { params: { id }, body }),
  );

export const useDeleteJob = () =>
  useJobsMutation((job: JobItem) => api(endpoints.jobs.delete, { params: { id: job.id } }));

/** Activates, pauses, publishes, unpublishes or deletes many jobs in one call, then reloads. */
export function useJobsBulk() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (body: JobsBulkBody) => api(endpoints.jobs.bulk, { body }),
    onSettled: invalidate,
  });
}
