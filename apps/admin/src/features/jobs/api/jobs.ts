import type { CreateJobBody, JobItem, Paged, UpdateJobBody } from '@job-board/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post, put, type ActionResult } from '../../../lib/api-client';
import type { UpdateInput } from './reference-data-api';

export type JobsQuery = { page: number; s: string; sort: string };
export type JobsPage = Paged<JobItem>;

const jobsKey = ['jobs'] as const;

/** GET /api/jobs/all?page&s&sort (an admin sees every job). */
export function getJobs(query: JobsQuery, signal?: AbortSignal): Promise<JobsPage> {
  return get<JobsPage>('/api/jobs/all', query, { signal });
}

export function useJobs(query: JobsQuery) {
  return useQuery({
    queryKey: [...jobsKey, 'list', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const createJob = (body: CreateJobBody) => post<{ data: JobItem }>('/api/admin/jobs', body);
export const updateJob = ({ id, body }: UpdateInput<UpdateJobBody>) =>
  put<{ data: JobItem }>(`/api/admin/jobs/${id}`, body);
export const deleteJob = (id: number) => del<ActionResult>(`/api/admin/jobs/${id}`);

function useJobsMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

export const useCreateJob = () => useJobsMutation(createJob);
export const useUpdateJob = () => useJobsMutation(updateJob);
export const useDeleteJob = () => useJobsMutation(deleteJob);
