import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../../components/ui/select-field';
import { apiQuery } from '../../../lib/api-query';
import { JOB_TEXT } from '../messages';

const asOption = (record: { id: number; name: string }): SelectOption => ({
  value: String(record.id),
  label: record.name,
});

const dataOf = <T>(response: { data: T }) => response.data;

/**
 * The choices of the job form: categories, skills, job types and post durations (whole reference
 * tables). Partners are many: the partner field searches them (lib/partner-choices.ts).
 */
export function useJobFormOptions() {
  const categories = useQuery({ ...apiQuery(endpoints.categories.list, {}), select: dataOf });
  const skills = useQuery({ ...apiQuery(endpoints.skills.list, {}), select: dataOf });
  const jobTypes = useQuery({ ...apiQuery(endpoints.jobTypes.list, {}), select: dataOf });
  const postDurations = useQuery({
    ...apiQuery(endpoints.postDurations.list, {}),
    select: dataOf,
  });
  const queries = [categories, skills, jobTypes, postDurations];

  return {
    isLoading: queries.some((query) => query.isPending && !query.isError),
    error: queries.find((query) => query.isError)?.error ?? null,
    categories: (categories.data ?? []).map(asOption),
    skills: skills.data ?? [],
    jobTypes: (jobTypes.data ?? []).map(asOption),
    // Offered shortest first (the server answers A–Z by name: "1 Month" before "1 Week").
    postDurations: [...(postDurations.data ?? [])]
      .sort((a, b) => a.duration - b.duration)
      .map((duration) => ({
        value: String(duration.id),
        label: duration.premium ? `${duration.name}${JOB_TEXT.premiumSuffix}` : duration.name,
      })),
    hasPremiumDuration: (postDurations.data ?? []).some((duration) => duration.premium),
  };
}
