import { PageHeader } from '../../components/layout/page-header';
import { JobsTable } from '../../features/jobs/components/jobs-table';
import { ReferenceDataTable } from '../../features/reference-data/components/reference-data-table';
import { categoryKind } from '../../features/reference-data/kinds/categories';
import { jobTypeKind } from '../../features/reference-data/kinds/job-types';
import { postDurationKind } from '../../features/reference-data/kinds/post-durations';
import { skillKind } from '../../features/reference-data/kinds/skills';

export const JOBS_SCREEN_TEXT = {
  title: 'Jobs',
  subtitle: 'Jobs posted throughout the system.',
} as const;

/**
 * Jobs and their reference data: jobs and skills on the left;
 * categories, job types and post durations on the right. It joins two features, so it lives
 * with the app, which may import both.
 */
export function JobsScreen() {
  return (
    <>
      <PageHeader title={JOBS_SCREEN_TEXT.title} subtitle={JOBS_SCREEN_TEXT.subtitle} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 xl:col-span-2">
          <JobsTable />
          <ReferenceDataTable kind={skillKind} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ReferenceDataTable kind={categoryKind} />
          <ReferenceDataTable kind={jobTypeKind} />
          <ReferenceDataTable kind={postDurationKind} />
        </div>
      </div>
    </>
  );
}
