import { endpoints, type EndpointInput, type JobItem } from '@job-board/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, endpointKey } from '../../../lib/api-query';

type JobsQuery = EndpointInput<typeof endpoints.jobs.list>['query'];
type CreateJobInput = EndpointInput<typeof endpoints.jobs.create>['body'];
type UpdateJobInput = EndpointInput<typeof endpoints.jobs.update>['body'];

/** One page of every job (an admin sees them all), searched and sorted. */
export function useJobs(query: JobsQuery) {
  return useQuery({
    ...apiQuery(endpoints.jobs.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** A change to jobs; once it succeeds the jobs lists are reloaded. */
function useJobsMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.jobs.list) }),
  });
}

export const useCreateJob = () =>
  useJobsMutation((body: CreateJobInput) => api(endpoints.jobs.create, { body }));

export const useUpdateJob = () =>
  useJobsMutation(({ id, body }: { id: number; body: UpdateJobInput }) =>
    api(endpoints.jobs.update, { params: { id }, body }),
  );

export const useDeleteJob = () =>
  useJobsMutation((job: JobItem) => api(endpoints.jobs.delete, { params: { id: job.id } }));
