import type { SelectOption } from '../../../components/ui/select-field';
import { categoriesApi } from '../api/categories';
import { jobTypesApi } from '../api/job-types';
import { usePartnerOptions } from '../api/partner-options';
import { postDurationsApi } from '../api/post-durations';
import { skillsApi } from '../api/skills';
import { JOB_TEXT } from '../messages';

const asOption = (record: { id: number; name: string }): SelectOption => ({
  value: String(record.id),
  label: record.name,
});

/** The choices of the job form: partners, categories, skills, job types and post durations. */
export function useJobFormOptions(open: boolean) {
  const partners = usePartnerOptions(open);
  const categories = categoriesApi.useList();
  const skills = skillsApi.useList();
  const jobTypes = jobTypesApi.useList();
  const postDurations = postDurationsApi.useList();
  const queries = [partners, categories, skills, jobTypes, postDurations];

  return {
    isLoading: queries.some((query) => query.isPending && !query.isError),
    error: queries.find((query) => query.isError)?.error ?? null,
    partners: (partners.data ?? []).map(asOption),
    categories: (categories.data ?? []).map(asOption),
    skills: skills.data ?? [],
    jobTypes: (jobTypes.data ?? []).map(asOption),
    postDurations: (postDurations.data ?? []).map((duration) => ({
      value: String(duration.id),
      label: duration.premium ? `${duration.name}${JOB_TEXT.premiumSuffix}` : duration.name,
    })),
    hasPremiumDuration: (postDurations.data ?? []).some((duration) => duration.premium),
  };
}
